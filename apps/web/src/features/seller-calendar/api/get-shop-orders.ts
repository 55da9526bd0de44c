import type { TOrder } from '@haoyue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { calendarKeys } from './keys';

/** The calendar's range limit (the API refuses longer ones). */
export const MAX_RANGE_DAYS = 62;

/** Orders of a shop starting on the local dates given, with customers and payments. */
export async function getShopOrders(
  sellerId: number,
  shopId: number,
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
): Promise<TOrder[]> {
  return (
    await apiGet<TOrder[]>(
      `/v1/sellers/${sellerId}/shops/${shopId}/orders`,
      { startDate, endDate },
      { signal },
    )
  ).data;
}

/**
 * A shop's orders for a day or a week. The previous range stays on screen while the next loads,
 * so paging days does not flash an empty grid; a minute-old list refreshes when shown again.
 */
export function useShopOrders(
  sellerId: number,
  shopId: number | null,
  startDate: string,
  endDate: string,
) {
  return useQuery({
    queryKey: calendarKeys.orders(sellerId, shopId ?? 0, startDate, endDate),
    queryFn: ({ signal }) => getShopOrders(sellerId, shopId!, startDate, endDate, signal),
    enabled: shopId !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchInterval: 120_000,
  });
}
