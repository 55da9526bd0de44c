import { calls } from '@haoyue/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAuthToken } from '../../../lib/auth-token';
import { COUPON_TAB_QUERY, type CouponTab } from '../lib/coupon-tabs';
import { memberCardKeys } from './keys';
import { MEMBER_CARD_PER_PAGE, nextPageOf } from './paged';
import { apiCall } from '../../../lib/http';

/** A tab of the customer's coupons (usable, used, expired), 50 at a time. */
export function useCoupons(customerId: number, tab: CouponTab) {
  const token = useAuthToken();
  return useInfiniteQuery({
    queryKey: memberCardKeys.coupons(customerId, tab),
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        calls.myItem.listMyCoupons,
        {
          params: { id: customerId },
          query: { ...COUPON_TAB_QUERY[tab], page: pageParam, perPage: MEMBER_CARD_PER_PAGE },
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
    staleTime: 0,
  });
}
