import { calls } from '@haoyue/contracts';
import { apiData, usePagedQuery, useSignedInQuery } from '../../../lib/api-query';
import { apiCall } from '../../../lib/http';
import { productKeys } from './keys';

/** Products per page of the member card's list. */
export const MEMBER_PRODUCTS_PER_PAGE = 10;

/** The signed-in user's customer record at a seller, with the seller's shops (null if none). */
export function useMyCustomerAt(sellerId: number) {
  return useSignedInQuery({
    queryKey: productKeys.myCustomer(sellerId),
    queryFn: async ({ signal }) => {
      const list = await apiData(
        calls.membership.listMyCustomers,
        { query: { sellerId, part: ['shops'] } },
        signal,
      );
      return list[0] ?? null;
    },
  });
}

/** A public shop's seller's active products, loaded a page at a time. */
export function useShopProductsInfinite(shopId: number | null) {
  return usePagedQuery({
    queryKey: productKeys.shopProducts(shopId ?? 0),
    fetchPage: (page, signal) =>
      apiCall(
        calls.product.listShopProducts,
        { params: { shopId: shopId! }, query: { page, perPage: MEMBER_PRODUCTS_PER_PAGE } },
        { signal },
      ),
    signedIn: false,
    enabled: shopId !== null,
  });
}

/** The signed-in user's purchases through one of their customer records (latest 50). */
export function useMyProductTransactions(customerId: number | null) {
  return useSignedInQuery({
    queryKey: productKeys.myTransactions(customerId ?? 0),
    enabled: customerId !== null,
    queryFn: ({ signal }) =>
      apiData(
        calls.product.listMyProductTransactions,
        { params: { customerId: customerId! }, query: { perPage: 50 } },
        signal,
      ),
  });
}
