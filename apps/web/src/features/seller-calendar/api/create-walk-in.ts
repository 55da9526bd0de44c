import type { TOrder } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { calendarKeys } from './keys';

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

/**
 * Books for a walk-in or phone customer; 409 E_SLOT_UNAVAILABLE when the time is taken or closed.
 * A refusal refreshes the free times, so the time just lost drops out of the choice.
 */
export function useCreateWalkIn(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: WalkInRequest) =>
      (await apiSend<TOrder>('POST', `/v1/sellers/${sellerId}/orders`, request)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.seller(sellerId) }),
    onError: () =>
      queryClient.invalidateQueries({ queryKey: calendarKeys.allStartTimes(sellerId) }),
  });
}
