import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import { useOrderWrite } from './order-write';

/** Marks a confirmed booking a no-show, which frees its time. */
export async function markNoShow(sellerId: number, orderId: number) {
  return (await apiCall(calls.sellerCalendar.markNoShow, { params: { sellerId, orderId } })).data;
}

/** Marks a confirmed booking a no-show (frees the time). */
export function useMarkNoShow(sellerId: number) {
  return useOrderWrite(sellerId, (orderId: number) => markNoShow(sellerId, orderId), {
    changesFreeTimes: true,
  });
}
