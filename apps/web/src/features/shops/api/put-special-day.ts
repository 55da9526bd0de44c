import { calls, type TSpecialDay } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useScheduleMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Sets special hours (or a closed day, with no ranges) on a date; answers with the schedule. */
export const putSpecialDay = apiWrite(calls.sellerShop.putSpecialDay);

/** Sets a special day; the cached schedule takes the answer. */
export function usePutSpecialDay(sellerId: number, shopId: number) {
  return useScheduleMutation(sellerId, shopId, (day: TSpecialDay) =>
    putSpecialDay({ params: { sellerId, shopId, date: day.date }, body: day }),
  );
}
