import { adminShopCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routesOn } from '../../http/call-routes';
import type { AdminActor } from './audit';
import type { ShopReviewContext, ShopReviewStep } from './shop-review-notices';
import { reviewShop } from './shop-review.service';
import { getAdminShop, listAdminShops } from './shops.service';

export type AdminShopRouteOptions = { ctx: ShopReviewContext };

const REVIEW = { access: { admin: 'shops.review' } } as const;

/** The admin shops table, one shop, and the review steps (decision 022). */
export const adminShopRoutes: FastifyPluginAsync<AdminShopRouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const routes = routesOn(app);
  routes.reply(calls.listShops, { access: { admin: 'shops.read' } }, (req) =>
    listAdminShops(db, req.query),
  );
  routes.data(calls.getShop, { access: { admin: 'shops.read' } }, (req) =>
    getAdminShop(db, req.params.shopId),
  );
  const review = async (
    admin: AdminActor,
    shopId: number,
    step: { step: ShopReviewStep; reason: string | undefined },
  ) => {
    await reviewShop(ctx, { actor: admin, shopId, step: step.step, reason: step.reason ?? null });
    return getAdminShop(db, shopId);
  };
  routes.data(calls.approveShop, REVIEW, (req) =>
    review(req.admin!, req.params.shopId, { step: 'approve', reason: req.body.reason }),
  );
  routes.data(calls.rejectShop, REVIEW, (req) =>
    review(req.admin!, req.params.shopId, { step: 'reject', reason: req.body.reason }),
  );
  routes.data(calls.suspendShop, REVIEW, (req) =>
    review(req.admin!, req.params.shopId, { step: 'suspend', reason: req.body.reason }),
  );
  routes.data(calls.reinstateShop, REVIEW, (req) =>
    review(req.admin!, req.params.shopId, { step: 'reinstate', reason: req.body.reason }),
  );
};
