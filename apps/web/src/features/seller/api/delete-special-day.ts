import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import type { ShopSchedule } from './get-shop-schedule';
import { sellerKeys, shopPath } from './keys';

/** Removes a special day: the weekly hours apply again. Answers with the schedule. */
export async function deleteSpecialDay(sellerId: number, shopId: number, date: string) {
  const path = `${shopPath(sellerId, shopId)}/special-days/${date}`;
  return (await apiSend<ShopSchedule>('DELETE', path)).data;
}

/** Removes a special day; the cached schedule takes the answer. */
export function useDeleteSpecialDay(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => deleteSpecialDay(sellerId, shopId, date),
    onSuccess: (schedule) =>
      queryClient.setQueryData(sellerKeys.schedule(sellerId, shopId), schedule),
  });
}
