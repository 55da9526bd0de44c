import { calls, type TTimeOffInput } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys, type ShopParams } from './keys';

/** Adds time off: the operator cannot be booked then. */
export async function createTimeOff(
  params: ShopParams & { operatorId: number },
  body: TTimeOffInput,
) {
  return (await apiCall(calls.sellerCatalogue.createTimeOff, { params, body })).data;
}

/** Adds time off; the operator's time-off list refreshes. */
export function useCreateTimeOff(sellerId: number, shopId: number, operatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTimeOffInput) => createTimeOff({ sellerId, shopId, operatorId }, body),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: sellerKeys.timeOff(sellerId, shopId, operatorId),
      }),
  });
}
