import { adminBillingCalls as adminCalls, billingCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routesOn } from '../../http/call-routes';
import { extendShopLicence, refundSystemOrder } from './admin';
import {
  getBilling,
  listBillingNotices,
  updateBillingProfile,
  updateLicence,
} from './billing.service';
import { removeCard, saveCard } from './cards';
import { confirmSystemOrder, purchaseLicence } from './charge';
import type { BillingContext } from './context';
import { getSystemOrder, listAdminSystemOrders, listSystemOrders } from './orders';

const PUBLIC = { access: 'public' } as const;
/** The platform's bill moves the seller's money: the owner only. */
const OWNER = { access: { seller: 'billing.manage' } } as const;
const OWNER_SHOP = { access: { seller: 'billing.manage', shop: true } } as const;
/** Every member sees why online booking stops. */
const MEMBER = { access: { seller: 'seller.read' } } as const;
const ADMIN_READ = { access: { admin: 'sellers.read' } } as const;
const ADMIN_WRITE = { access: { admin: 'billing.manage' } } as const;

/** Seller billing (`/dashboard/license`, `/dashboard/credit-card`) and its admin side. */
export const billingRoutes: FastifyPluginAsync<{ ctx: BillingContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const routes = routesOn(app);
  routes.data(calls.getCardGatewaySetup, PUBLIC, async () => ctx.setup);
  routes.data(calls.getBilling, OWNER, (req) => getBilling(db, req.params.sellerId, ctx.clock()));
  routes.reply(calls.listBillingNotices, MEMBER, async (req) => ({
    data: await listBillingNotices(db, req.params.sellerId, ctx.clock()),
  }));
  routes.data(calls.saveCard, OWNER, (req) =>
    saveCard(ctx, { sellerId: req.params.sellerId, ...req.body }),
  );
  routes.empty(calls.removeCard, OWNER, (req) => removeCard(ctx, req.params.sellerId));
  routes.data(calls.updateBillingProfile, OWNER, (req) =>
    updateBillingProfile(db, { sellerId: req.params.sellerId, input: req.body, now: ctx.clock() }),
  );
  routes.data(calls.purchaseLicence, OWNER_SHOP, (req) =>
    purchaseLicence(ctx, { ...req.params, ...req.body, userId: req.user!.id }),
  );
  routes.data(calls.updateLicence, OWNER_SHOP, (req) =>
    updateLicence(db, { ...req.params, ...req.body }, ctx.clock()),
  );
  routes.reply(calls.listSystemOrders, OWNER, (req) =>
    listSystemOrders(db, { sellerId: req.params.sellerId, paging: req.query }),
  );
  routes.data(calls.getSystemOrder, OWNER, (req) => getSystemOrder(db, req.params));
  routes.data(calls.confirmSystemOrder, OWNER, (req) => confirmSystemOrder(ctx, req.params));

  routes.reply(adminCalls.listAdminSystemOrders, ADMIN_READ, (req) =>
    listAdminSystemOrders(db, req.query),
  );
  routes.data(adminCalls.refundSystemOrder, ADMIN_WRITE, (req) =>
    refundSystemOrder(ctx, {
      actor: req.admin!,
      systemOrderId: req.params.systemOrderId,
      reason: req.body.reason,
    }),
  );
  routes.data(adminCalls.extendShopLicence, ADMIN_WRITE, (req) =>
    extendShopLicence(ctx, {
      actor: req.admin!,
      shopId: req.params.shopId,
      days: req.body.days,
      reason: req.body.reason,
    }),
  );
};
