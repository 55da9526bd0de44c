import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { calendarKeys } from './keys';

/** One order of the seller with every part: services, payments, shop. */
export async function getSellerOrder(sellerId: number, orderId: number, signal?: AbortSignal) {
  const params = { sellerId, orderId };
  return (await apiCall(calls.sellerCalendar.getOrder, { params }, { signal })).data;
}

/** Query options for {@link getSellerOrder}. */
export const sellerOrderQueryOptions = (sellerId: number, orderId: number) =>
  queryOptions({
    queryKey: calendarKeys.order(sellerId, orderId),
    queryFn: ({ signal }) => getSellerOrder(sellerId, orderId, signal),
    staleTime: 10_000,
  });

/** The order opened in the calendar (none while the drawer is closed). */
export function useSellerOrder(sellerId: number, orderId: number | null) {
  return useQuery({
    ...sellerOrderQueryOptions(sellerId, orderId ?? 0),
    enabled: orderId !== null,
  });
}
