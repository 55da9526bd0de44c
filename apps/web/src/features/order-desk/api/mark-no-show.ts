import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useOrderIdWrite } from './order-write';

/** Marks a confirmed booking a no-show, which frees its time. */
export const markNoShow = apiWrite(calls.sellerCalendar.markNoShow);

/** Marks a confirmed booking a no-show (frees the time). */
export function useMarkNoShow(sellerId: number) {
  return useOrderIdWrite(sellerId, markNoShow, { changesFreeTimes: true });
}
