import { calls } from '@haoyue/contracts';
import { COUPON_TAB_QUERY, type CouponTab } from '../lib/coupon-tabs';
import { memberCardKeys } from './keys';
import { useMemberCardPages } from './paged';

/** A tab of the customer's coupons (usable, used, expired), 50 at a time. */
export function useCoupons(customerId: number, tab: CouponTab) {
  return useMemberCardPages(memberCardKeys.coupons(customerId, tab), calls.myItem.listMyCoupons, {
    params: { id: customerId },
    query: COUPON_TAB_QUERY[tab],
  });
}
