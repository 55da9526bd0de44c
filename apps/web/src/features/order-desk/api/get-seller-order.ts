import { calls } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiData, apiQuery } from '../../../lib/api-query';
import { calendarKeys } from '../../../lib/shop-orders/keys';

/** One order of the seller with every part: services, payments, shop. */
export function getSellerOrder(sellerId: number, orderId: number, signal?: AbortSignal) {
  return apiData(calls.sellerCalendar.getOrder, { params: { sellerId, orderId } }, signal);
}

/** Query options for {@link getSellerOrder}. */
export const sellerOrderQueryOptions = apiQuery(calendarKeys.order, getSellerOrder, {
  staleTime: 10_000,
}).options;

/** The order opened in the calendar (none while the drawer is closed). */
export function useSellerOrder(sellerId: number, orderId: number | null) {
  return useQuery({
    ...sellerOrderQueryOptions(sellerId, orderId ?? 0),
    enabled: orderId !== null,
  });
}
