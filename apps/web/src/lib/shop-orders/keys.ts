import { USER_SCOPE } from '../session';

// Under the signed-in user's scope, so signing out forgets them. A write to an order refreshes
// the seller's orders (calendar ranges, the home summary, the open booking) and free times.

/** Query keys of the seller calendar. */
export const calendarKeys = {
  all: [USER_SCOPE, 'seller-calendar'] as const,
  seller: (sellerId: number) => [...calendarKeys.all, sellerId] as const,
  /** Prefix of every order of the seller: shops' ranges and single orders. */
  orders: (sellerId: number) => [...calendarKeys.seller(sellerId), 'orders'] as const,
  shopOrders: (sellerId: number, shopId: number, startDate: string, endDate: string) =>
    [...calendarKeys.orders(sellerId), 'shop', shopId, startDate, endDate] as const,
  order: (sellerId: number, orderId: number) =>
    [...calendarKeys.orders(sellerId), 'order', orderId] as const,
  /** The consent forms an order needs (under the order: its writes refresh them). */
  orderConsentForms: (sellerId: number, orderId: number) =>
    [...calendarKeys.order(sellerId, orderId), 'consent-forms'] as const,
  allCustomers: (sellerId: number) => [...calendarKeys.seller(sellerId), 'customers'] as const,
  customers: (sellerId: number, query: object) =>
    [...calendarKeys.allCustomers(sellerId), query] as const,
  /** The usable vouchers of the seller's customers, offered when completing a visit. */
  vouchers: (sellerId: number) => [...calendarKeys.seller(sellerId), 'vouchers'] as const,
  customerVouchers: (sellerId: number, customerId: number) =>
    [...calendarKeys.vouchers(sellerId), customerId] as const,
  allStartTimes: (sellerId: number) => [...calendarKeys.seller(sellerId), 'start-times'] as const,
  startTimes: (sellerId: number, request: object) =>
    [...calendarKeys.allStartTimes(sellerId), request] as const,
};
