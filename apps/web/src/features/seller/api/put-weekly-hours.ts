import { calls, type TWeeklyHours } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys, type ShopParams } from './keys';

/** Replaces the weekly opening hours; answers with the whole schedule. */
export async function putWeeklyHours(params: ShopParams, weeklyHours: TWeeklyHours) {
  const body = { weeklyHours };
  return (await apiCall(calls.sellerShop.putWeeklyHours, { params, body })).data;
}

/** Replaces the weekly opening hours; the cached schedule takes the answer. */
export function usePutWeeklyHours(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weeklyHours: TWeeklyHours) => putWeeklyHours({ sellerId, shopId }, weeklyHours),
    onSuccess: (schedule) =>
      queryClient.setQueryData(sellerKeys.schedule(sellerId, shopId), schedule),
  });
}
