import type { TWeeklyHours } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import type { ShopSchedule } from './get-shop-schedule';
import { sellerKeys, shopPath } from './keys';

/** Replaces the weekly opening hours; answers with the whole schedule. */
export async function putWeeklyHours(sellerId: number, shopId: number, weeklyHours: TWeeklyHours) {
  const path = `${shopPath(sellerId, shopId)}/weekly-hours`;
  return (await apiSend<ShopSchedule>('PUT', path, { weeklyHours })).data;
}

/** Replaces the weekly opening hours; the cached schedule takes the answer. */
export function usePutWeeklyHours(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weeklyHours: TWeeklyHours) => putWeeklyHours(sellerId, shopId, weeklyHours),
    onSuccess: (schedule) =>
      queryClient.setQueryData(sellerKeys.schedule(sellerId, shopId), schedule),
  });
}
