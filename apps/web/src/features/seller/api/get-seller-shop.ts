import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys, type ShopParams } from './keys';

/** Fetches one shop of the seller with its booking rules and prepayment settings. */
export async function getSellerShop(params: ShopParams, signal?: AbortSignal) {
  const body = await apiCall(
    calls.sellerShop.getSellerShop,
    { params, query: { part: ['city', 'images', 'country'] } },
    { signal },
  );
  return body.data;
}

/** Query options for {@link getSellerShop}. */
export const sellerShopQueryOptions = (sellerId: number, shopId: number) =>
  queryOptions({
    queryKey: sellerKeys.shop(sellerId, shopId),
    queryFn: ({ signal }) => getSellerShop({ sellerId, shopId }, signal),
  });

/** One shop of the seller. */
export function useSellerShop(sellerId: number, shopId: number) {
  return useQuery(sellerShopQueryOptions(sellerId, shopId));
}
