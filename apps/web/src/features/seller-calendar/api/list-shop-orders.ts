import { calls } from '@haoyue/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { calendarKeys } from './keys';

/** Orders of a shop starting on the local dates given, with customers and payments. */
export async function listShopOrders(
  sellerId: number,
  shopId: number,
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
) {
  return (
    await apiCall(
      calls.sellerCalendar.listShopOrders,
      { params: { sellerId, shopId }, query: { startDate, endDate } },
      { signal },
    )
  ).data;
}

/**
 * Query options for {@link listShopOrders}. The previous range stays on screen while the next
 * loads, so paging days does not flash an empty grid; a minute-old list refreshes when shown.
 */
export const shopOrdersQueryOptions = (
  sellerId: number,
  shopId: number,
  startDate: string,
  endDate: string,
) =>
  queryOptions({
    queryKey: calendarKeys.shopOrders(sellerId, shopId, startDate, endDate),
    queryFn: ({ signal }) => listShopOrders(sellerId, shopId, startDate, endDate, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchInterval: 120_000,
  });

/** A shop's orders for a day, a week or the home's coming days. */
export function useShopOrders(
  sellerId: number,
  shopId: number,
  startDate: string,
  endDate: string,
) {
  return useQuery(shopOrdersQueryOptions(sellerId, shopId, startDate, endDate));
}
