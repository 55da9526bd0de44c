import { calls, type TTimeOffInput } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useTimeOffMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Adds time off: the operator cannot be booked then. */
export const createTimeOff = apiWrite(calls.sellerCatalogue.createTimeOff);

/** Adds time off; the operator's time-off list refreshes. */
export function useCreateTimeOff(sellerId: number, shopId: number, operatorId: number) {
  return useTimeOffMutation(sellerId, shopId, operatorId, (body: TTimeOffInput) =>
    createTimeOff({ params: { sellerId, shopId, operatorId }, body }),
  );
}
