import { calls, type TCouponState } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import { apiQuery, apiWrite } from '../../../lib/api-query';
import { customerItemQuery } from '../../../lib/customer-item-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { couponKeys } from './keys';

/** Fetches a customer's coupons of one state (up to 100, the API's page). */
export function getCustomerCoupons(
  sellerId: number,
  customerId: number,
  state: TCouponState,
  signal?: AbortSignal,
) {
  return apiCall(
    calls.coupon.listCustomerCoupons,
    { params: { sellerId, customerId }, query: { state, perPage: 100 } },
    { signal },
  );
}

/** A customer's coupons of one state. */
export const useCustomerCoupons = apiQuery(couponKeys.customerCoupons, getCustomerCoupons).use;

/**
 * The customer's recent orders for a coupon, each saying whether the coupon applies (and its
 * discount) or why not, as a redemption would judge it (fresh each time the dialog opens).
 */
export const useCouponOrders = customerItemQuery(
  calls.coupon.listCouponOrders,
  'couponId',
  couponKeys.couponOrders,
).use;

const redeemCoupon = apiWrite(calls.coupon.redeemCoupon);

/** Redeems a coupon against an order; the customer's coupons and the campaigns refresh. */
export function useRedeemCoupon(sellerId: number, customerId: number) {
  return useRefreshingMutation(
    couponKeys.seller(sellerId),
    (v: { couponId: number; orderId: number; idempotencyKey: string }) =>
      redeemCoupon({
        params: { sellerId, customerId, couponId: v.couponId },
        body: { orderId: v.orderId, idempotencyKey: v.idempotencyKey },
      }),
  );
}
