import type { TOrder } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { orderChanged } from './order-cache';

/** Cancels an order, with the customer's optional reason. */
export async function cancelOrder(orderId: number, reason: string | null): Promise<TOrder> {
  return (await apiSend<TOrder>('POST', '/v1/orders:cancel', { orderId, reason })).data;
}

/** Cancels the order (the reason is trimmed; blank sends none); its time is free again. */
export function useCancelOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelOrder(orderId, reason.trim() || null),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}
