import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys, type ShopParams } from './keys';

/** Removes a special day: the weekly hours apply again. Answers with the schedule. */
export async function deleteSpecialDay(params: ShopParams & { date: string }) {
  return (await apiCall(calls.sellerShop.deleteSpecialDay, { params })).data;
}

/** Removes a special day; the cached schedule takes the answer. */
export function useDeleteSpecialDay(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => deleteSpecialDay({ sellerId, shopId, date }),
    onSuccess: (schedule) =>
      queryClient.setQueryData(sellerKeys.schedule(sellerId, shopId), schedule),
  });
}
