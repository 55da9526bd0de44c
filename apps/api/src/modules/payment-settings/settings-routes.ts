import { paymentSettingsCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routesOn } from '../../http/call-routes';
import type { PaymentsContext } from './context';
import {
  deleteLinePaySettings,
  getLinePaySettings,
  getShopPaymentSettings,
  updateLinePaySettings,
  updateShopPaymentSettings,
} from './settings';
import { testLinePaySettings } from './settings-test-call';

/** Owner and managers set each shop's methods and refund policy (another seller's shop is 404). */
const SHOP_SETTINGS = { access: { seller: 'payments.settings', shop: true } } as const;
/** The channel moves money: the owner only. */
const CREDENTIALS = { access: { seller: 'payments.credentials' } } as const;

/** A seller's payment settings: each shop's methods and refund policy, the LINE Pay channel. */
export const paymentSettingsRoutes: FastifyPluginAsync<{ ctx: PaymentsContext }> = async (
  app,
  { ctx },
) => {
  const { db } = ctx;
  const routes = routesOn(app);
  routes.data(calls.getShopPaymentSettings, SHOP_SETTINGS, (req) =>
    getShopPaymentSettings(db, req.params),
  );
  routes.data(calls.updateShopPaymentSettings, SHOP_SETTINGS, (req) =>
    updateShopPaymentSettings(db, { ...req.params, input: req.body, now: ctx.clock() }),
  );
  routes.data(calls.getLinePaySettings, CREDENTIALS, (req) =>
    getLinePaySettings(db, req.params.sellerId),
  );
  routes.data(calls.updateLinePaySettings, CREDENTIALS, (req) =>
    updateLinePaySettings(ctx, req.params.sellerId, req.body),
  );
  routes.empty(calls.deleteLinePaySettings, CREDENTIALS, (req) =>
    deleteLinePaySettings(db, req.params.sellerId),
  );
  routes.data(calls.testLinePaySettings, CREDENTIALS, (req) =>
    testLinePaySettings(ctx, req.params.sellerId),
  );
};
