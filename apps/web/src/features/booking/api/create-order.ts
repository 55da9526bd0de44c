import type { TOrder, TOrderRequest } from '@haoyue/contracts';
import { ApiError, apiSend } from '../../../lib/http';
import { ERROR_CODES } from '../lib/order-labels';
import { queryClient } from '../../../lib/query-client';
import { startTimesKey } from './get-start-times';
import { setOrderData } from './get-order';

/**
 * Books: creates an order for the services at the start time, for the signed-in customer.
 * Either way the free times are refetched: the time just booked is no longer free, and a 409
 * means what was listed is out of date.
 */
export async function createOrder(request: TOrderRequest): Promise<TOrder> {
  try {
    const order = (await apiSend<TOrder>('POST', '/v1/bookings:order', request)).data;
    setOrderData(order);
    void queryClient.invalidateQueries({ queryKey: startTimesKey });
    return order;
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.SLOT_UNAVAILABLE) {
      void queryClient.invalidateQueries({ queryKey: startTimesKey });
    }
    throw error;
  }
}
