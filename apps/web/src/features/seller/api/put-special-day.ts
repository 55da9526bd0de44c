import type { TSpecialDay } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import type { ShopSchedule } from './get-shop-schedule';
import { sellerKeys, shopPath } from './keys';

/** Sets special hours (or a closed day, with no ranges) on a date; answers with the schedule. */
export async function putSpecialDay(sellerId: number, shopId: number, day: TSpecialDay) {
  const path = `${shopPath(sellerId, shopId)}/special-days/${day.date}`;
  return (await apiSend<ShopSchedule>('PUT', path, day)).data;
}

/** Sets a special day; the cached schedule takes the answer. */
export function usePutSpecialDay(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: TSpecialDay) => putSpecialDay(sellerId, shopId, day),
    onSuccess: (schedule) =>
      queryClient.setQueryData(sellerKeys.schedule(sellerId, shopId), schedule),
  });
}
