import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys, type ShopParams } from './keys';

/** Removes time off. */
export async function deleteTimeOff(
  params: ShopParams & { operatorId: number; timeOffId: number },
) {
  await apiCall(calls.sellerCatalogue.deleteTimeOff, { params });
}

/** Removes time off; the operator's time-off list refreshes. */
export function useDeleteTimeOff(sellerId: number, shopId: number, operatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeOffId: number) => deleteTimeOff({ sellerId, shopId, operatorId, timeOffId }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: sellerKeys.timeOff(sellerId, shopId, operatorId),
      }),
  });
}
