import type { TSpecialDay, TWeeklyHours } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { sellerKeys, shopPath } from './keys';

/** Weekly opening hours (Sunday first) and the special days from today on. */
export interface ShopSchedule {
  weeklyHours: TWeeklyHours;
  specialDays: TSpecialDay[];
}

/** Fetches a shop's opening hours. */
export async function getShopSchedule(sellerId: number, shopId: number, signal?: AbortSignal) {
  const path = `${shopPath(sellerId, shopId)}/schedule`;
  return (await apiGet<ShopSchedule>(path, undefined, { signal })).data;
}

/** Query options for {@link getShopSchedule}. */
export const shopScheduleQueryOptions = (sellerId: number, shopId: number) =>
  queryOptions({
    queryKey: sellerKeys.schedule(sellerId, shopId),
    queryFn: ({ signal }) => getShopSchedule(sellerId, shopId, signal),
  });

/** A shop's opening hours. */
export function useShopSchedule(sellerId: number, shopId: number) {
  return useQuery(shopScheduleQueryOptions(sellerId, shopId));
}
