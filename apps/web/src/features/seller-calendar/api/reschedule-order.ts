import { useOrderWrite, postOrderVerb } from './order-write';

/** Where a booking moves: a start, and another operator when given. */
export interface RescheduleRequest {
  orderId: number;
  startTime: string;
  operatorId?: number;
}

/** Moves a booking to another start (and operator, when given). */
export function rescheduleOrder(
  sellerId: number,
  { orderId, startTime, operatorId }: RescheduleRequest,
) {
  return postOrderVerb(sellerId, orderId, 'reschedule', {
    startTime,
    ...(operatorId ? { operatorId } : {}),
  });
}

/** Moves a booking (frees its old time, takes the new one). */
export function useRescheduleOrder(sellerId: number) {
  return useOrderWrite(
    sellerId,
    (request: RescheduleRequest) => rescheduleOrder(sellerId, request),
    { changesFreeTimes: true },
  );
}
