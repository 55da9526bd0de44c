import { calls, type TOrder } from '@haoyue/contracts';
import { apiData } from '../../../lib/api-query';

/** One order of the seller by the order number a customer reads out (dashes and case ignored). */
export function findOrderByNumber(sellerId: number, orderNumber: string): Promise<TOrder> {
  return apiData(calls.sellerCalendar.findOrderByNumber, {
    params: { sellerId },
    query: { orderNumber },
  });
}
