import { couponCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ITEM_ACCESS, sellerCalls, userCalls } from '../../http/data-route';
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

/** Coupons: campaigns, issuing, redeeming at the counter, and a customer's claim by code. */
export const couponRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const answer = sellerCalls(app, db, couponCalls);
  answer(ITEM_ACCESS.sell, {
    listCouponCampaigns,
    getCouponCampaign,
    listCustomerCoupons,
    listCouponOrders,
    redeemCoupon,
  });
  answer(ITEM_ACCESS.manage, {
    createCouponCampaign,
    updateCouponCampaign,
    deleteCouponCampaign,
    issueCoupons: issueCampaign,
  });
  userCalls(app, db, couponCalls)({ access: 'user' }, { claimCoupon });
};
