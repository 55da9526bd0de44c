import { couponCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/route';
import { ITEM_ACCESS, sellerDataRoute, userDataRoute } from '../../http/data-route';
import { claimCoupon } from './claim-coupon';
import {
  createCouponCampaign,
  deleteCouponCampaign,
  getCouponCampaign,
  issueCampaign,
  listCouponCampaigns,
  updateCouponCampaign,
} from './coupon-campaigns';
import { listCouponOrders, listCustomerCoupons, redeemCoupon } from './customer-coupons';

const { sell: SELL, manage: MANAGE } = ITEM_ACCESS;
const USER = { access: 'user' } as const;

/** Coupons: campaigns, issuing, redeeming at the counter, and a customer's claim by code. */
export const couponRoutes: FastifyPluginAsync<{ db: Db; clock?: () => Date }> = async (
  app,
  { db, clock = () => new Date() },
) => {
  sellerDataRoute(app, {
    call: calls.listCouponCampaigns,
    settings: SELL,
    data: (sellerId) => listCouponCampaigns(db, sellerId),
  });
  sellerDataRoute(app, {
    call: calls.getCouponCampaign,
    settings: SELL,
    data: (sellerId, req) => getCouponCampaign(db, sellerId, req.params.campaignId),
  });
  sellerDataRoute(app, {
    call: calls.createCouponCampaign,
    settings: MANAGE,
    data: (sellerId, req) => createCouponCampaign(db, sellerId, req.body),
  });
  sellerDataRoute(app, {
    call: calls.updateCouponCampaign,
    settings: MANAGE,
    data: (sellerId, req) =>
      updateCouponCampaign(db, {
        sellerId,
        campaignId: req.params.campaignId,
        input: req.body,
        now: clock(),
      }),
  });
  route(app, {
    call: calls.deleteCouponCampaign,
    settings: MANAGE,
    handler: async (req) => {
      await deleteCouponCampaign(db, req.seller!.id, req.params.campaignId);
    },
  });
  sellerDataRoute(app, {
    call: calls.issueCoupons,
    settings: MANAGE,
    data: (sellerId, req) =>
      issueCampaign(db, {
        sellerId,
        campaignId: req.params.campaignId,
        to: req.body,
        actor: {
          userId: req.user!.id,
          now: clock(),
        },
      }),
  });
  route(app, {
    call: calls.listCustomerCoupons,
    settings: SELL,
    handler: async (req) =>
      listCustomerCoupons(db, {
        sellerId: req.seller!.id,
        customerId: req.params.customerId,
        q: req.query,
        now: clock(),
      }),
  });
  sellerDataRoute(app, {
    call: calls.listCouponOrders,
    settings: SELL,
    data: (sellerId, req) =>
      listCouponOrders(db, {
        sellerId,
        customerId: req.params.customerId,
        couponId: req.params.couponId,
        now: clock(),
      }),
  });
  sellerDataRoute(app, {
    call: calls.redeemCoupon,
    settings: SELL,
    data: (sellerId, req) =>
      redeemCoupon(db, {
        sellerId,
        customerId: req.params.customerId,
        couponId: req.params.couponId,
        orderId: req.body.orderId,
        idempotencyKey: req.body.idempotencyKey,
        userId: req.user!.id,
        now: clock(),
      }),
  });
  userDataRoute(app, {
    call: calls.claimCoupon,
    settings: USER,
    data: (userId, req) =>
      claimCoupon(db, {
        userId,
        customerId: req.params.customerId,
        code: req.body.code,
        now: clock(),
      }),
  });
};
