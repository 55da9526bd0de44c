import { calls, type TTimeOffInput } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useTimeOffMutation } from './mutations';

/** Adds time off: the operator cannot be booked then. */
export async function createTimeOff(
  params: ShopParams & { operatorId: number },
  body: TTimeOffInput,
) {
  return (await apiCall(calls.sellerCatalogue.createTimeOff, { params, body })).data;
}

/** Adds time off; the operator's time-off list refreshes. */
export function useCreateTimeOff(sellerId: number, shopId: number, operatorId: number) {
  return useTimeOffMutation(sellerId, shopId, operatorId, (body: TTimeOffInput) =>
    createTimeOff({ sellerId, shopId, operatorId }, body),
  );
}
