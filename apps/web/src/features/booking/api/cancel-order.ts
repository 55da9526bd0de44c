import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { orderChanged } from './order-cache';

/** Cancels an order, with the customer's optional reason. */
export const cancelOrder = apiWrite(calls.booking.cancelOrder);

/** Cancels the order (the reason is trimmed; blank sends none); its time is free again. */
export function useCancelOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      cancelOrder({ body: { orderId, reason: reason.trim() || null } }),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}
