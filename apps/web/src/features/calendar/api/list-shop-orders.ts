import { calls } from '@haoyue/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { apiData, apiQuery } from '../../../lib/api-query';
import { calendarKeys } from '../../../lib/shop-orders/keys';

/** Orders of a shop starting on the local dates given, with customers and payments. */
export function listShopOrders(
  sellerId: number,
  shopId: number,
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
) {
  const request = { params: { sellerId, shopId }, query: { startDate, endDate } };
  return apiData(calls.sellerCalendar.listShopOrders, request, signal);
}

// The previous range stays on screen while the next loads, so paging days does not flash an
// empty grid; a minute-old list refreshes when shown.
const shopOrders = apiQuery(calendarKeys.shopOrders, listShopOrders, {
  placeholderData: keepPreviousData,
  staleTime: 30_000,
  refetchInterval: 120_000,
});

/** Query options for {@link listShopOrders}. */
export const shopOrdersQueryOptions = shopOrders.options;

/** A shop's orders for a day, a week or the home's coming days. */
export const useShopOrders = shopOrders.use;
