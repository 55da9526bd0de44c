import type { TVoucherState } from '@haoyue/contracts';
import { USER_SCOPE } from '../../../lib/session';

/** Query keys of the vouchers feature (under the user scope: signing out forgets them). */
export const voucherKeys = {
  /** Everything of one seller's vouchers. */
  seller: (sellerId: number) => [USER_SCOPE, 'vouchers', sellerId] as const,
  templates: (sellerId: number) => [...voucherKeys.seller(sellerId), 'templates'] as const,
  services: (sellerId: number) => [...voucherKeys.seller(sellerId), 'services'] as const,
  customer: (sellerId: number, customerId: number) =>
    [...voucherKeys.seller(sellerId), 'customer', customerId] as const,
  list: (sellerId: number, customerId: number, state: TVoucherState) =>
    [...voucherKeys.customer(sellerId, customerId), 'list', state] as const,
  transactions: (sellerId: number, customerId: number, voucherId: number) =>
    [...voucherKeys.customer(sellerId, customerId), 'transactions', voucherId] as const,
  bookings: (sellerId: number, customerId: number, voucherId: number) =>
    [...voucherKeys.customer(sellerId, customerId), 'bookings', voucherId] as const,
};
