import { calls, ERROR_CODES, type TOrderRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { ApiError } from '../../../lib/http';
import { currentUserKey } from '../../../lib/session';
import { bookingKeys } from './keys';
import { setOrderData } from './order-cache';

/** Books: creates an order for the services at the start time, for the signed-in customer. */
export const createOrder = apiWrite(calls.booking.createOrder);

/**
 * Books, and keeps the answer as the order's cache. Either way the free times are refetched: the
 * time just booked is no longer free, and a 409 means what was listed is out of date. The
 * customer's profile is refetched too: the booking may have filled its empty fields.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const refetchTimes = () =>
    void queryClient.invalidateQueries({ queryKey: bookingKeys.startTimes });
  return useMutation({
    mutationFn: (body: TOrderRequest) => createOrder({ body }),
    onSuccess: (order) => {
      setOrderData(queryClient, order);
      refetchTimes();
      // A first booking may have named an empty account: the header shows the name at once.
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ERROR_CODES.SLOT_UNAVAILABLE) refetchTimes();
    },
  });
}
