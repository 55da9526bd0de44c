import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useOrderIdWrite } from './order-write';

/** Marks a confirmed visit completed (it keeps its time). */
export const completeOrder = apiWrite(calls.sellerCalendar.completeOrder);

/** Marks a confirmed visit completed. */
export function useCompleteOrder(sellerId: number) {
  return useOrderIdWrite(sellerId, completeOrder, { changesFreeTimes: false });
}
