import type { TTimeOff, TTimeOffInput } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { sellerKeys, shopPath } from './keys';

/** Adds time off: the operator cannot be booked then. */
export async function createTimeOff(
  sellerId: number,
  shopId: number,
  operatorId: number,
  request: TTimeOffInput,
) {
  const path = `${shopPath(sellerId, shopId)}/operators/${operatorId}/time-off`;
  return (await apiSend<TTimeOff>('POST', path, request)).data;
}

/** Adds time off; the operator's time-off list refreshes. */
export function useCreateTimeOff(sellerId: number, shopId: number, operatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TTimeOffInput) => createTimeOff(sellerId, shopId, operatorId, request),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: sellerKeys.timeOff(sellerId, shopId, operatorId),
      }),
  });
}
