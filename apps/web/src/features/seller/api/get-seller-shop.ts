import type { TSellerShop } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { sellerKeys, shopPath } from './keys';

/** Fetches one shop of the seller with its booking rules and prepayment settings. */
export async function getSellerShop(sellerId: number, shopId: number, signal?: AbortSignal) {
  const body = await apiGet<TSellerShop>(
    shopPath(sellerId, shopId),
    { part: ['city', 'images', 'country'] },
    { signal },
  );
  return body.data;
}

/** Query options for {@link getSellerShop}. */
export const sellerShopQueryOptions = (sellerId: number, shopId: number) =>
  queryOptions({
    queryKey: sellerKeys.shop(sellerId, shopId),
    queryFn: ({ signal }) => getSellerShop(sellerId, shopId, signal),
  });

/** One shop of the seller. */
export function useSellerShop(sellerId: number, shopId: number) {
  return useQuery(sellerShopQueryOptions(sellerId, shopId));
}
