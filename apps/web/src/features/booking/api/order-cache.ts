import type { TOrder } from '@haoyue/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from './keys';

/**
 * Puts an order returned by a write into the cache. Writes may answer without the embedded
 * parts, so those of the cached copy are kept.
 */
export function setOrderData(queryClient: QueryClient, order: TOrder): void {
  queryClient.setQueryData<TOrder | null>(bookingKeys.order(order.orderKey), (previous) => ({
    ...previous,
    ...order,
    shop: order.shop ?? previous?.shop,
    customer: order.customer ?? previous?.customer,
    paymentables: order.paymentables ?? previous?.paymentables,
  }));
}

/**
 * After a customer moved or cancelled an order: the order as answered, and the free times
 * refetched (the old time is free again and the new one taken).
 */
export function orderChanged(queryClient: QueryClient, order: TOrder): void {
  setOrderData(queryClient, order);
  void queryClient.invalidateQueries({ queryKey: bookingKeys.startTimes });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.rescheduleTimes(order.id) });
}
