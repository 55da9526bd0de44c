import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys } from './keys';

/** Fetches a seller's shops (closed ones are left out by the API) with city and images. */
export async function getSellerShops(sellerId: number, signal?: AbortSignal) {
  const body = await apiCall(
    calls.sellerShop.listSellerShops,
    { params: { sellerId }, query: { part: ['city', 'images'] } },
    { signal },
  );
  return body.data;
}

/** Query options for {@link getSellerShops}. */
export const sellerShopsQueryOptions = (sellerId: number) =>
  queryOptions({
    queryKey: sellerKeys.shops(sellerId),
    queryFn: ({ signal }) => getSellerShops(sellerId, signal),
  });

/** A seller's shops; idle without a seller. */
export function useSellerShops(sellerId: number | null) {
  return useQuery({ ...sellerShopsQueryOptions(sellerId ?? 0), enabled: sellerId !== null });
}
