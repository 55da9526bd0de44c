import { paymentSettingsCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
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
  route(app, {
    call: calls.getShopPaymentSettings,
    settings: SHOP_SETTINGS,
    handler: async (req) => ({
      data: await getShopPaymentSettings(db, req.params),
    }),
  });
  route(app, {
    call: calls.updateShopPaymentSettings,
    settings: SHOP_SETTINGS,
    handler: async (req) => ({
      data: await updateShopPaymentSettings(db, {
        ...req.params,
        input: req.body,
        now: ctx.clock(),
      }),
    }),
  });
  route(app, {
    call: calls.getLinePaySettings,
    settings: CREDENTIALS,
    handler: async (req) => ({
      data: await getLinePaySettings(db, req.params.sellerId),
    }),
  });
  route(app, {
    call: calls.updateLinePaySettings,
    settings: CREDENTIALS,
    handler: async (req) => ({
      data: await updateLinePaySettings(ctx, req.params.sellerId, req.body),
    }),
  });
  route(app, {
    call: calls.deleteLinePaySettings,
    settings: CREDENTIALS,
    handler: async (req) => {
      await deleteLinePaySettings(db, req.params.sellerId);
    },
  });
  route(app, {
    call: calls.testLinePaySettings,
    settings: CREDENTIALS,
    handler: async (req) => ({
      data: await testLinePaySettings(ctx, req.params.sellerId),
    }),
  });
};
