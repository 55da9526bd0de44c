import type { calls, WebCallResult } from '@haoyue/contracts';
import type { InvalidateQueryFilters } from '@tanstack/react-query';
import { useCachingMutation, useInvalidatingMutation } from '../../refreshing-mutation';
import { sellerKeys } from './keys';

// The writes of the dashboard fall into a few groups that refresh the same data; each group's
// refresh is written once here, and each request's hook in its own file names its group.

/** A shop's weekly hours and special days, as the schedule calls answer them. */
type ShopSchedule = WebCallResult<typeof calls.sellerShop.getSchedule>['data'];

/** The hook of a kind of write to one shop, which refreshes what `changed` names. */
function shopMutation(changed: (sellerId: number, shopId: number) => InvalidateQueryFilters[]) {
  return function useShopMutation<V, R>(
    sellerId: number,
    shopId: number,
    mutationFn: (variables: V) => Promise<R>,
  ) {
    return useInvalidatingMutation(mutationFn, changed(sellerId, shopId));
  };
}

/**
 * A write to a shop's catalogue (service groups, services, operators). Services list who
 * performs them and operators list what they perform, so both refresh.
 */
export const useCatalogueMutation = shopMutation((sellerId, shopId) => [
  { queryKey: sellerKeys.serviceGroups(sellerId, shopId) },
  { queryKey: sellerKeys.operators(sellerId, shopId) },
]);

/** A write to a shop's images: they refresh, and so does the shop list, which shows avatars. */
export const useShopImagesMutation = shopMutation((sellerId, shopId) => [
  { queryKey: sellerKeys.images(sellerId, shopId) },
  { queryKey: sellerKeys.shops(sellerId), exact: true },
]);

/** A write to the seller's members: the member list refreshes. */
export function useMembersMutation<V, R>(
  sellerId: number,
  mutationFn: (variables: V) => Promise<R>,
) {
  return useInvalidatingMutation(mutationFn, [{ queryKey: sellerKeys.members(sellerId) }]);
}

/** A write to an operator's time off: their time-off lists refresh. */
export function useTimeOffMutation<V, R>(
  sellerId: number,
  shopId: number,
  operatorId: number,
  mutationFn: (variables: V) => Promise<R>,
) {
  return useInvalidatingMutation(mutationFn, [
    { queryKey: sellerKeys.timeOff(sellerId, shopId, operatorId) },
  ]);
}

/** A write to a shop's opening hours: the API answers with the whole schedule, cached as is. */
export function useScheduleMutation<V>(
  sellerId: number,
  shopId: number,
  mutationFn: (variables: V) => Promise<ShopSchedule>,
) {
  return useCachingMutation(sellerKeys.schedule(sellerId, shopId), mutationFn);
}
