import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useTimeOffMutation } from './mutations';

/** Removes time off. */
export async function deleteTimeOff(
  params: ShopParams & { operatorId: number; timeOffId: number },
) {
  await apiCall(calls.sellerCatalogue.deleteTimeOff, { params });
}

/** Removes time off; the operator's time-off list refreshes. */
export function useDeleteTimeOff(sellerId: number, shopId: number, operatorId: number) {
  return useTimeOffMutation(sellerId, shopId, operatorId, (timeOffId: number) =>
    deleteTimeOff({ sellerId, shopId, operatorId, timeOffId }),
  );
}
