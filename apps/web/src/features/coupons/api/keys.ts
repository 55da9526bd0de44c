import type { TCouponState } from '@haoyue/contracts';
import { USER_SCOPE } from '../../../lib/session';

/** Query keys of the coupons feature (under the user scope: signing out forgets them). */
export const couponKeys = {
  /** Everything of one seller's coupons: a write to a campaign or a coupon makes it stale. */
  seller: (sellerId: number) => [USER_SCOPE, 'coupons', sellerId] as const,
  campaigns: (sellerId: number) => [...couponKeys.seller(sellerId), 'campaigns'] as const,
  customer: (sellerId: number, customerId: number) =>
    [...couponKeys.seller(sellerId), 'customer', customerId] as const,
  customerCoupons: (sellerId: number, customerId: number, state: TCouponState) =>
    [...couponKeys.customer(sellerId, customerId), 'coupons', state] as const,
  /** The customer's orders as candidates for one coupon (refreshed by every coupon write). */
  couponOrders: (sellerId: number, customerId: number, couponId: number) =>
    [...couponKeys.customer(sellerId, customerId), 'orders', couponId] as const,
  /** What the issue dialog and the campaign form look up (not changed by coupon writes). */
  customerSearch: (sellerId: number, keyword: string) =>
    [USER_SCOPE, 'coupons-lookup', sellerId, 'customers', keyword] as const,
  tags: (sellerId: number) => [USER_SCOPE, 'coupons-lookup', sellerId, 'tags'] as const,
  services: (sellerId: number, shopId: number) =>
    [USER_SCOPE, 'coupons-lookup', sellerId, 'services', shopId] as const,
};
