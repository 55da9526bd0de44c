import { calls, type TOrder } from '@haoyue/contracts';
import { apiData, apiQuery, useSignedInQuery } from '../../../lib/api-query';
import { getAuthToken } from '../../../lib/auth-token';
import { bookingKeys } from './keys';

/** What the order page shows of an order. */
export const ORDER_PAGE_PARTS = [
  'shop',
  'shop.images',
  'shop.city',
  'bookings.serviceItems.service',
  'paymentables',
  'customer',
  // What the visit took from stored value and vouchers, and products bought with it.
  'depositoryTransactions',
  'voucherTransactions',
  'productTransactions.items',
];

/** Fetches the signed-in customer's order by its order key; null without a token. */
export async function getOrder(key: string, signal?: AbortSignal): Promise<TOrder | null> {
  if (!getAuthToken()) return null;
  const request = { params: { id: key }, query: { part: ORDER_PAGE_PARTS } };
  return apiData(calls.booking.getOrder, request, signal);
}

/** Query options for {@link getOrder}. */
export const orderQueryOptions = apiQuery(bookingKeys.order, getOrder).options;

/** One order of the signed-in customer (not fetched while signed out). */
export function useOrder(key: string) {
  return useSignedInQuery(orderQueryOptions(key));
}
