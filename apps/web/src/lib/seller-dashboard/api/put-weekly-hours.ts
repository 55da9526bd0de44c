import { calls, type TWeeklyHours } from '@haoyue/contracts';
import { apiWrite } from '../../api-query';
import { useScheduleMutation } from './mutations';

/** Replaces the weekly opening hours; answers with the whole schedule. */
export const putWeeklyHours = apiWrite(calls.sellerShop.putWeeklyHours);

/** Replaces the weekly opening hours; the cached schedule takes the answer. */
export function usePutWeeklyHours(sellerId: number, shopId: number) {
  return useScheduleMutation(sellerId, shopId, (weeklyHours: TWeeklyHours) =>
    putWeeklyHours({ params: { sellerId, shopId }, body: { weeklyHours } }),
  );
}
