import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys, type ShopParams } from './keys';

/** Fetches a shop's weekly opening hours (Sunday first) and its special days from today on. */
export async function getShopSchedule(params: ShopParams, signal?: AbortSignal) {
  return (await apiCall(calls.sellerShop.getSchedule, { params }, { signal })).data;
}

/** Query options for {@link getShopSchedule}. */
export const shopScheduleQueryOptions = (sellerId: number, shopId: number) =>
  queryOptions({
    queryKey: sellerKeys.schedule(sellerId, shopId),
    queryFn: ({ signal }) => getShopSchedule({ sellerId, shopId }, signal),
  });

/** A shop's opening hours. */
export function useShopSchedule(sellerId: number, shopId: number) {
  return useQuery(shopScheduleQueryOptions(sellerId, shopId));
}
