import type { TOrder, TStartTimes } from '@haoyue/contracts';
import { ApiError, apiSend } from '../../../lib/http';
import { ERROR_CODES } from '../lib/order-labels';
import { queryClient } from '../../../lib/query-client';
import { USER_SCOPE } from '../../../lib/session';
import { startTimesKey } from './get-start-times';
import { setOrderData } from './get-order';

/** Query key prefix of an order's reschedule times. */
export const rescheduleTimesKey = (orderId: number) =>
  [USER_SCOPE, 'reschedule-times', orderId] as const;

/** The times an order can move to, over up to 31 days (same shape as start times). */
export async function getRescheduleTimes(
  orderId: number,
  range: { startDate: string; endDate: string },
  signal?: AbortSignal,
): Promise<TStartTimes> {
  return (
    await apiSend<TStartTimes>(
      'POST',
      '/v1/orders:reschedule-times',
      { orderId, ...range },
      { signal },
    )
  ).data;
}

function afterChange(order: TOrder): TOrder {
  setOrderData(order);
  // The old time is free again and the new one taken.
  void queryClient.invalidateQueries({ queryKey: startTimesKey });
  void queryClient.invalidateQueries({ queryKey: rescheduleTimesKey(order.id) });
  return order;
}

/** Moves an order to a new start time; a 409 (taken meanwhile) refetches the free times. */
export async function rescheduleOrder(orderId: number, startTime: string): Promise<TOrder> {
  try {
    return afterChange(
      (await apiSend<TOrder>('POST', '/v1/orders:reschedule', { orderId, startTime })).data,
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.SLOT_UNAVAILABLE) {
      void queryClient.invalidateQueries({ queryKey: rescheduleTimesKey(orderId) });
    }
    throw error;
  }
}

/** Cancels an order, with the customer's optional reason. */
export async function cancelOrder(orderId: number, reason: string | null): Promise<TOrder> {
  return afterChange(
    (await apiSend<TOrder>('POST', '/v1/orders:cancel', { orderId, reason })).data,
  );
}
