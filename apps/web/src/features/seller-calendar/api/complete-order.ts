import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import { useOrderWrite } from './order-write';

/** Marks a confirmed visit completed (it keeps its time). */
export async function completeOrder(sellerId: number, orderId: number) {
  return (await apiCall(calls.sellerCalendar.completeOrder, { params: { sellerId, orderId } }))
    .data;
}

/** Marks a confirmed visit completed. */
export function useCompleteOrder(sellerId: number) {
  return useOrderWrite(sellerId, (orderId: number) => completeOrder(sellerId, orderId), {
    changesFreeTimes: false,
  });
}
