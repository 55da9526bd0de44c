import { USER_SCOPE } from '../../../lib/session';

/** Query keys of the products feature. Seller and "my" data live under the user scope. */
export const productKeys = {
  /** Everything of one seller's products: any catalogue write makes it stale. */
  seller: (sellerId: number) => [USER_SCOPE, 'products', sellerId] as const,
  groups: (sellerId: number) => [...productKeys.seller(sellerId), 'groups'] as const,
  list: (sellerId: number) => [...productKeys.seller(sellerId), 'list'] as const,
  /** A customer's purchases at the seller (a sale changes them and the stock). */
  sales: (sellerId: number, customerId: number, page: number) =>
    [...productKeys.seller(sellerId), 'sales', customerId, page] as const,
  /** A public shop's products (the member card), a page at a time. */
  shopProducts: (shopId: number) => ['products', 'shop', shopId] as const,
  /** The signed-in user's purchases through one customer record. */
  myTransactions: (customerId: number) => [USER_SCOPE, 'product-transactions', customerId] as const,
  /** The signed-in user's customer record at a seller. */
  myCustomer: (sellerId: number) => [USER_SCOPE, 'customers', 'of-seller', sellerId] as const,
};
