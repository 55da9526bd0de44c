import { calls } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiData, apiQuery } from '../../api-query';
import { sellerKeys } from './keys';

/** Fetches a seller's shops (closed ones are left out by the API) with city and images. */
export function getSellerShops(sellerId: number, signal?: AbortSignal) {
  const request = { params: { sellerId }, query: { part: ['city', 'images'] } };
  return apiData(calls.sellerShop.listSellerShops, request, signal);
}

/** Query options for {@link getSellerShops}. */
export const sellerShopsQueryOptions = apiQuery(sellerKeys.shops, getSellerShops).options;

/** A seller's shops; idle without a seller. */
export function useSellerShops(sellerId: number | null) {
  return useQuery({ ...sellerShopsQueryOptions(sellerId ?? 0), enabled: sellerId !== null });
}
