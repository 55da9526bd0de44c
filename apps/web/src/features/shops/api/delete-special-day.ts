import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useScheduleMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Removes a special day: the weekly hours apply again. Answers with the schedule. */
export const deleteSpecialDay = apiWrite(calls.sellerShop.deleteSpecialDay);

/** Removes a special day; the cached schedule takes the answer. */
export function useDeleteSpecialDay(sellerId: number, shopId: number) {
  return useScheduleMutation(sellerId, shopId, (date: string) =>
    deleteSpecialDay({ params: { sellerId, shopId, date } }),
  );
}
