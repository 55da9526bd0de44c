import { ERROR_CODES, type TOrder } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiSend } from '../../../lib/http';
import { bookingKeys } from './keys';
import { orderChanged } from './order-cache';

/** Moves an order to a new start time. */
export async function rescheduleOrder(orderId: number, startTime: string): Promise<TOrder> {
  return (await apiSend<TOrder>('POST', '/v1/orders:reschedule', { orderId, startTime })).data;
}

/**
 * Moves the order to a start time; a 409 (taken meanwhile) refetches the times it can move to.
 */
export function useRescheduleOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startTime: string) => rescheduleOrder(orderId, startTime),
    onSuccess: (order) => orderChanged(queryClient, order),
    onError: (error) => {
      if (error instanceof ApiError && error.code === ERROR_CODES.SLOT_UNAVAILABLE) {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.rescheduleTimes(orderId) });
      }
    },
  });
}
