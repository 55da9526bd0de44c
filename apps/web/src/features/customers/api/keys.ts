import type { TCustomerSort } from '@haoyue/contracts';
import { USER_SCOPE } from '../../../lib/session';

/** What the customer list shows: a keyword, a tag (or all), an order, a page. */
export interface CustomerListFilter {
  keyword: string;
  tagId: number | null;
  sort: TCustomerSort;
  page: number;
}

/** Query keys of the customers feature (under the user scope: signing out forgets them). */
export const customerKeys = {
  /** Everything of one seller's customers: a write to a record or a tag makes it stale. */
  seller: (sellerId: number) => [USER_SCOPE, 'customers', sellerId] as const,
  tags: (sellerId: number) => [...customerKeys.seller(sellerId), 'tags'] as const,
  list: (sellerId: number, filter: CustomerListFilter) =>
    [...customerKeys.seller(sellerId), 'list', filter] as const,
  record: (sellerId: number, customerId: number) =>
    [...customerKeys.seller(sellerId), 'record', customerId] as const,
  orders: (sellerId: number, customerId: number, page: number) =>
    [...customerKeys.record(sellerId, customerId), 'orders', page] as const,
};
