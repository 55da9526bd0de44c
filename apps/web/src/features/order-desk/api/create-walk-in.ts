import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { calendarKeys } from '../../../lib/shop-orders/keys';

/** A booking the shop enters for a walk-in or a caller: an existing customer or a new one. */
export interface WalkInRequest {
  shopId: number;
  serviceIds: number[];
  operatorId: number | null;
  startTime: string;
  customerId?: number;
  profile?: { displayName: string; phoneNumber?: string | null };
  note?: string | null;
}

/** Books for a walk-in or phone customer; 409 E_SLOT_UNAVAILABLE when the time is taken or closed. */
export const createWalkIn = apiWrite(calls.sellerCalendar.createOrder);

/**
 * Books for a walk-in; once the orders, free times and customers (a new one may now exist) have
 * refreshed, the booking shows. A refusal refreshes the free times, so the time just lost drops
 * out of the choice.
 */
export function useCreateWalkIn(sellerId: number) {
  const queryClient = useQueryClient();
  const refresh = (key: readonly unknown[]) => queryClient.invalidateQueries({ queryKey: key });
  return useMutation({
    mutationFn: (body: WalkInRequest) => createWalkIn({ params: { sellerId }, body }),
    onSuccess: () =>
      Promise.all([
        refresh(calendarKeys.orders(sellerId)),
        refresh(calendarKeys.allStartTimes(sellerId)),
        refresh(calendarKeys.allCustomers(sellerId)),
      ]),
    onError: () => refresh(calendarKeys.allStartTimes(sellerId)),
  });
}
