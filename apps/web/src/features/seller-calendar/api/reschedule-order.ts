import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import { useOrderWrite } from './order-write';

/** Where a booking moves: a start, and another operator when given. */
export interface RescheduleRequest {
  orderId: number;
  startTime: string;
  operatorId?: number;
}

/** Moves a booking to another start (and operator, when given). */
export async function rescheduleOrder(
  sellerId: number,
  { orderId, startTime, operatorId }: RescheduleRequest,
) {
  const body = { startTime, ...(operatorId ? { operatorId } : {}) };
  return (
    await apiCall(calls.sellerCalendar.rescheduleOrder, { params: { sellerId, orderId }, body })
  ).data;
}

/** Moves a booking (frees its old time, takes the new one). */
export function useRescheduleOrder(sellerId: number) {
  return useOrderWrite(
    sellerId,
    (request: RescheduleRequest) => rescheduleOrder(sellerId, request),
    { changesFreeTimes: true },
  );
}
