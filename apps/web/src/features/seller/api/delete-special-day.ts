import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useScheduleMutation } from './mutations';

/** Removes a special day: the weekly hours apply again. Answers with the schedule. */
export async function deleteSpecialDay(params: ShopParams & { date: string }) {
  return (await apiCall(calls.sellerShop.deleteSpecialDay, { params })).data;
}

/** Removes a special day; the cached schedule takes the answer. */
export function useDeleteSpecialDay(sellerId: number, shopId: number) {
  return useScheduleMutation(sellerId, shopId, (date: string) =>
    deleteSpecialDay({ sellerId, shopId, date }),
  );
}
