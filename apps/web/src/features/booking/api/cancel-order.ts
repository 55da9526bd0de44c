import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { orderChanged } from './order-cache';

/** Cancels an order, with the customer's optional reason. */
export async function cancelOrder(orderId: number, reason: string | null) {
  return (await apiCall(calls.booking.cancelOrder, { body: { orderId, reason } })).data;
}

/** Cancels the order (the reason is trimmed; blank sends none); its time is free again. */
export function useCancelOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelOrder(orderId, reason.trim() || null),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}
