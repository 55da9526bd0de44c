import { couponCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/route';
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

/** Every member reads campaigns and redeems coupons at the counter. */
const SELL = { access: { seller: 'items.sell' } } as const;
/** Owner and managers shape campaigns and issue coupons. */
const MANAGE = { access: { seller: 'items.manage' } } as const;
const USER = { access: 'user' } as const;

/** Coupons: campaigns, issuing, redeeming at the counter, and a customer's claim by code. */
export const couponRoutes: FastifyPluginAsync<{ db: Db; clock?: () => Date }> = async (
  app,
  { db, clock = () => new Date() },
) => {
  route(app, {
    call: calls.listCouponCampaigns,
    settings: SELL,
    handler: async (req) => ({
      data: await listCouponCampaigns(db, req.seller!.id),
    }),
  });
  route(app, {
    call: calls.getCouponCampaign,
    settings: SELL,
    handler: async (req) => ({
      data: await getCouponCampaign(db, req.seller!.id, req.params.campaignId),
    }),
  });
  route(app, {
    call: calls.createCouponCampaign,
    settings: MANAGE,
    handler: async (req) => ({
      data: await createCouponCampaign(db, req.seller!.id, req.body),
    }),
  });
  route(app, {
    call: calls.updateCouponCampaign,
    settings: MANAGE,
    handler: async (req) => ({
      data: await updateCouponCampaign(db, {
        sellerId: req.seller!.id,
        campaignId: req.params.campaignId,
        input: req.body,
        now: clock(),
      }),
    }),
  });
  route(app, {
    call: calls.deleteCouponCampaign,
    settings: MANAGE,
    handler: async (req) => {
      await deleteCouponCampaign(db, req.seller!.id, req.params.campaignId);
    },
  });
  route(app, {
    call: calls.issueCoupons,
    settings: MANAGE,
    handler: async (req) => ({
      data: await issueCampaign(db, {
        sellerId: req.seller!.id,
        campaignId: req.params.campaignId,
        to: req.body,
        actor: {
          userId: req.user!.id,
          now: clock(),
        },
      }),
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
  route(app, {
    call: calls.listCouponOrders,
    settings: SELL,
    handler: async (req) => ({
      data: await listCouponOrders(db, {
        sellerId: req.seller!.id,
        customerId: req.params.customerId,
        couponId: req.params.couponId,
        now: clock(),
      }),
    }),
  });
  route(app, {
    call: calls.redeemCoupon,
    settings: SELL,
    handler: async (req) => ({
      data: await redeemCoupon(db, {
        sellerId: req.seller!.id,
        customerId: req.params.customerId,
        couponId: req.params.couponId,
        orderId: req.body.orderId,
        idempotencyKey: req.body.idempotencyKey,
        userId: req.user!.id,
        now: clock(),
      }),
    }),
  });
  route(app, {
    call: calls.claimCoupon,
    settings: USER,
    handler: async (req) => ({
      data: await claimCoupon(db, {
        userId: req.user!.id,
        customerId: req.params.customerId,
        code: req.body.code,
        now: clock(),
      }),
    }),
  });
};
