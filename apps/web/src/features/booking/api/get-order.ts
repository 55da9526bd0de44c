import { calls, type TOrder } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAuthToken, useAuthToken } from '../../../lib/auth-token';
import { apiCall } from '../../../lib/http';
import { bookingKeys } from './keys';

/** What the order page shows of an order. */
export const ORDER_PAGE_PARTS = [
  'shop',
  'shop.images',
  'shop.city',
  'bookings.serviceItems.service',
  'paymentables',
  'customer',
];

/** Fetches the signed-in customer's order by its order key; null without a token. */
export async function getOrder(key: string, signal?: AbortSignal): Promise<TOrder | null> {
  if (!getAuthToken()) return null;
  const body = await apiCall(
    calls.booking.getOrder,
    { params: { id: key }, query: { part: ORDER_PAGE_PARTS } },
    { signal },
  );
  return body.data;
}

/** Query options for {@link getOrder}. */
export const orderQueryOptions = (key: string) =>
  queryOptions({
    queryKey: bookingKeys.order(key),
    queryFn: ({ signal }) => getOrder(key, signal),
  });

/** One order of the signed-in customer (not fetched while signed out). */
export function useOrder(key: string) {
  const token = useAuthToken();
  return useQuery({ ...orderQueryOptions(key), enabled: token !== null });
}
