import { USER_SCOPE } from '../../../lib/session';

/** Query keys of the member card (under the user scope: signing out forgets them). */
export const memberCardKeys = {
  all: [USER_SCOPE, 'member-card'] as const,
  cards: () => [...memberCardKeys.all, 'cards'] as const,
  record: (sellerId: number) => [...memberCardKeys.all, 'record', sellerId] as const,
  /** Everything read through one customer record. */
  customer: (customerId: number) => [...memberCardKeys.all, 'customer', customerId] as const,
  orders: (customerId: number, tab: string) =>
    [...memberCardKeys.customer(customerId), 'orders', tab] as const,
  nextBooking: (customerId: number) =>
    [...memberCardKeys.customer(customerId), 'next-booking'] as const,
  depositories: (customerId: number) =>
    [...memberCardKeys.customer(customerId), 'depositories'] as const,
  depositoryTransactions: (customerId: number, depositoryId: number) =>
    [...memberCardKeys.depositories(customerId), depositoryId, 'transactions'] as const,
  vouchers: (customerId: number, state: string) =>
    [...memberCardKeys.customer(customerId), 'vouchers', state] as const,
  voucherTransactions: (customerId: number, voucherId: number) =>
    [...memberCardKeys.customer(customerId), 'voucher', voucherId, 'transactions'] as const,
  coupons: (customerId: number, tab: string) =>
    [...memberCardKeys.customer(customerId), 'coupons', tab] as const,
};
