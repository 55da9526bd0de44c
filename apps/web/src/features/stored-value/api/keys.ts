import { USER_SCOPE } from '../../../lib/session';

/** Query keys of the stored-value feature (under the user scope: signing out forgets them). */
export const storedValueKeys = {
  seller: (sellerId: number) => [USER_SCOPE, 'stored-value', sellerId] as const,
  plans: (sellerId: number) => [...storedValueKeys.seller(sellerId), 'plans'] as const,
  /** Everything of one customer's stored value: a movement makes it stale. */
  customer: (sellerId: number, customerId: number) =>
    [...storedValueKeys.seller(sellerId), 'customer', customerId] as const,
  depositories: (sellerId: number, customerId: number) =>
    [...storedValueKeys.customer(sellerId, customerId), 'depositories'] as const,
  history: (sellerId: number, customerId: number, page: number) =>
    [...storedValueKeys.customer(sellerId, customerId), 'history', page] as const,
};
