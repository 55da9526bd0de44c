import { calls, type TSpecialDay } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useScheduleMutation } from './mutations';

/** Sets special hours (or a closed day, with no ranges) on a date; answers with the schedule. */
export async function putSpecialDay(params: ShopParams, day: TSpecialDay) {
  const request = { params: { ...params, date: day.date }, body: day };
  return (await apiCall(calls.sellerShop.putSpecialDay, request)).data;
}

/** Sets a special day; the cached schedule takes the answer. */
export function usePutSpecialDay(sellerId: number, shopId: number) {
  return useScheduleMutation(sellerId, shopId, (day: TSpecialDay) =>
    putSpecialDay({ sellerId, shopId }, day),
  );
}
