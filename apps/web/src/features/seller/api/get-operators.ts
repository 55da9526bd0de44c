import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys, type ShopParams } from './keys';

/** Fetches a shop's operators, bookable or not, with their services and weekly hours. */
export async function getOperators(params: ShopParams, signal?: AbortSignal) {
  return (await apiCall(calls.sellerCatalogue.listOperators, { params }, { signal })).data;
}

/** Query options for {@link getOperators}. */
export const operatorsQueryOptions = (sellerId: number, shopId: number) =>
  queryOptions({
    queryKey: sellerKeys.operators(sellerId, shopId),
    queryFn: ({ signal }) => getOperators({ sellerId, shopId }, signal),
  });

/** A shop's operators; idle without a shop. */
export function useOperators(sellerId: number, shopId: number | null) {
  return useQuery({ ...operatorsQueryOptions(sellerId, shopId ?? 0), enabled: shopId !== null });
}
