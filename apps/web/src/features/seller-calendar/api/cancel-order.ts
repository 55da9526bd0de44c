import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import { useOrderWrite } from './order-write';

/** Cancels a booking, with an optional reason the customer sees (blank sends none). */
export async function cancelOrder(sellerId: number, orderId: number, reason: string) {
  const body = { reason: reason.trim() || null };
  return (await apiCall(calls.sellerCalendar.cancelOrder, { params: { sellerId, orderId }, body }))
    .data;
}

/** Cancels a booking (frees the time). */
export function useCancelOrder(sellerId: number) {
  return useOrderWrite(
    sellerId,
    ({ orderId, reason }: { orderId: number; reason: string }) =>
      cancelOrder(sellerId, orderId, reason),
    { changesFreeTimes: true },
  );
}
