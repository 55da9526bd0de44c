import { calls, type TCouponState } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { apiQuery, apiWrite } from '../../../lib/api-query';
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

/** The customer's latest 50 orders, for choosing the one a coupon is redeemed against. */
export function getRedeemableOrders(sellerId: number, customerId: number, signal?: AbortSignal) {
  return apiCall(
    calls.sellerCustomer.listCustomerRecordOrders,
    { params: { sellerId, customerId }, query: { perPage: 50 } },
    { signal },
  ).then((page) => page.data.filter((o) => o.status !== 'CANCELLED'));
}

/** The customer's orders a coupon may be redeemed against (not cancelled). */
export const useRedeemableOrders = apiQuery(couponKeys.customerOrders, getRedeemableOrders).use;

export const redeemCoupon = apiWrite(calls.coupon.redeemCoupon);

/** Redeems a coupon against an order; the customer's coupons and the campaigns refresh. */
export function useRedeemCoupon(sellerId: number, customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { couponId: number; orderId: number; idempotencyKey: string }) =>
      redeemCoupon({
        params: { sellerId, customerId, couponId: v.couponId },
        body: { orderId: v.orderId, idempotencyKey: v.idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.seller(sellerId) }),
  });
}
