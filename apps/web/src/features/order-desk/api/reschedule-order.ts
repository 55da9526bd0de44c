import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useOrderWrite } from './order-write';

/** Where a booking moves: a start, and another operator when given. */
export interface RescheduleRequest {
  orderId: number;
  startTime: string;
  operatorId?: number;
}

/** Moves a booking to another start (and operator, when given). */
export const rescheduleOrder = apiWrite(calls.sellerCalendar.rescheduleOrder);

/** Moves a booking (frees its old time, takes the new one). */
export function useRescheduleOrder(sellerId: number) {
  return useOrderWrite(
    sellerId,
    ({ orderId, startTime, operatorId }: RescheduleRequest) =>
      rescheduleOrder({
        params: { sellerId, orderId },
        body: { startTime, ...(operatorId ? { operatorId } : {}) },
      }),
    { changesFreeTimes: true },
  );
}
