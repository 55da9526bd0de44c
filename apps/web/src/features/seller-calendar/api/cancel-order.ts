import { useOrderWrite, postOrderVerb } from './order-write';

/** Cancels a booking, with an optional reason the customer sees (blank sends none). */
export function cancelOrder(sellerId: number, orderId: number, reason: string) {
  return postOrderVerb(sellerId, orderId, 'cancel', { reason: reason.trim() || null });
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
