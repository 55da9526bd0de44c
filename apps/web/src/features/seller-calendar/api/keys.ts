import { USER_SCOPE } from '../../../lib/session';

// Under the signed-in user's scope, so signing out forgets them. Every write of the calendar
// invalidates `seller(sellerId)`: lists, the open booking and free times all refresh.

/** Query keys of the seller calendar. */
export const calendarKeys = {
  all: [USER_SCOPE, 'seller-calendar'] as const,
  seller: (sellerId: number) => [...calendarKeys.all, sellerId] as const,
  orders: (sellerId: number, shopId: number, startDate: string, endDate: string) =>
    [...calendarKeys.seller(sellerId), 'shops', shopId, 'orders', startDate, endDate] as const,
  order: (sellerId: number, orderId: number) =>
    [...calendarKeys.seller(sellerId), 'order', orderId] as const,
  customers: (sellerId: number, query: object) =>
    [...calendarKeys.seller(sellerId), 'customers', query] as const,
  allStartTimes: (sellerId: number) => [...calendarKeys.seller(sellerId), 'start-times'] as const,
  startTimes: (sellerId: number, request: object) =>
    [...calendarKeys.allStartTimes(sellerId), request] as const,
};

/** The API path of a seller's order. */
export function sellerOrderPath(sellerId: number, orderId: number): string {
  return `/v1/sellers/${sellerId}/orders/${orderId}`;
}
