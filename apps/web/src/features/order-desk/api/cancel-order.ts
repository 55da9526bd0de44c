import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useOrderWrite } from './order-write';

/** Cancels a booking, with an optional reason the customer sees. */
export const cancelOrder = apiWrite(calls.sellerCalendar.cancelOrder);

/** Cancels a booking (frees the time); a blank reason sends none. */
export function useCancelOrder(sellerId: number) {
  return useOrderWrite(
    sellerId,
    ({ orderId, reason }: { orderId: number; reason: string }) =>
      cancelOrder({ params: { sellerId, orderId }, body: { reason: reason.trim() || null } }),
    { changesFreeTimes: true },
  );
}
