import { calls, type TWeeklyHours } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useScheduleMutation } from './mutations';

/** Replaces the weekly opening hours; answers with the whole schedule. */
export async function putWeeklyHours(params: ShopParams, weeklyHours: TWeeklyHours) {
  const body = { weeklyHours };
  return (await apiCall(calls.sellerShop.putWeeklyHours, { params, body })).data;
}

/** Replaces the weekly opening hours; the cached schedule takes the answer. */
export function usePutWeeklyHours(sellerId: number, shopId: number) {
  return useScheduleMutation(sellerId, shopId, (weeklyHours: TWeeklyHours) =>
    putWeeklyHours({ sellerId, shopId }, weeklyHours),
  );
}
