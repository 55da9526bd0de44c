import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { sellerKeys, shopPath } from './keys';

/** Removes time off. */
export async function deleteTimeOff(
  sellerId: number,
  shopId: number,
  operatorId: number,
  timeOffId: number,
) {
  const path = `${shopPath(sellerId, shopId)}/operators/${operatorId}/time-off/${timeOffId}`;
  await apiSend<void>('DELETE', path);
}

/** Removes time off; the operator's time-off list refreshes. */
export function useDeleteTimeOff(sellerId: number, shopId: number, operatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeOffId: number) => deleteTimeOff(sellerId, shopId, operatorId, timeOffId),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: sellerKeys.timeOff(sellerId, shopId, operatorId),
      }),
  });
}
