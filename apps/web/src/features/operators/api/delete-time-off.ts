import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useTimeOffMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Removes time off. */
export const deleteTimeOff = apiWrite(calls.sellerCatalogue.deleteTimeOff);

/** Removes time off; the operator's time-off list refreshes. */
export function useDeleteTimeOff(sellerId: number, shopId: number, operatorId: number) {
  return useTimeOffMutation(sellerId, shopId, operatorId, (timeOffId: number) =>
    deleteTimeOff({ params: { sellerId, shopId, operatorId, timeOffId } }),
  );
}
