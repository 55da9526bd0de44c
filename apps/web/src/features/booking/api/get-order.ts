import type { TOrder } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAuthToken, useAuthToken } from '../../../lib/auth-token';
import { apiGet } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';
import { USER_SCOPE } from '../../../lib/session';

/** What the order page shows of an order. */
export const ORDER_PAGE_PARTS = [
  'shop',
  'shop.images',
  'shop.city',
  'bookings.serviceItems.service',
  'paymentables',
  'customer',
];

/** Query key of one order, by its key (what links carry). */
export const orderKey = (key: string) => [USER_SCOPE, 'orders', key] as const;

/** Fetches the signed-in customer's order by its order key; null without a token. */
export async function getOrder(key: string, signal?: AbortSignal): Promise<TOrder | null> {
  if (!getAuthToken()) return null;
  const body = await apiGet<TOrder>(
    `/v1/orders/${encodeURIComponent(key)}`,
    { part: ORDER_PAGE_PARTS },
    { signal },
  );
  return body.data;
}

/** Query options for {@link getOrder}. */
export const orderQueryOptions = (key: string) =>
  queryOptions({
    queryKey: orderKey(key),
    queryFn: ({ signal }) => getOrder(key, signal),
  });

/** One order of the signed-in customer (not fetched while signed out). */
export function useOrder(key: string) {
  const token = useAuthToken();
  return useQuery({ ...orderQueryOptions(key), enabled: token !== null });
}

/**
 * Puts an order returned by a write into the cache. Writes may answer without the embedded
 * parts, so those of the cached copy are kept.
 */
export function setOrderData(order: TOrder): void {
  queryClient.setQueryData<TOrder | null>(orderKey(order.orderKey), (previous) => ({
    ...previous,
    ...order,
    shop: order.shop ?? previous?.shop,
    customer: order.customer ?? previous?.customer,
    paymentables: order.paymentables ?? previous?.paymentables,
  }));
}
