import { calls, ERROR_CODES } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { ApiError } from '../../../lib/http';
import { bookingKeys } from './keys';
import { orderChanged } from './order-cache';

/** Moves an order to a new start time. */
export const rescheduleOrder = apiWrite(calls.booking.rescheduleOrder);

/**
 * Moves the order to a start time; a 409 (taken meanwhile) refetches the times it can move to.
 */
export function useRescheduleOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startTime: string) => rescheduleOrder({ body: { orderId, startTime } }),
    onSuccess: (order) => orderChanged(queryClient, order),
    onError: (error) => {
      if (error instanceof ApiError && error.code === ERROR_CODES.SLOT_UNAVAILABLE) {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.rescheduleTimes(orderId) });
      }
    },
  });
}
