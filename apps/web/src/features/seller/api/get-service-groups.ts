import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys, type ShopParams } from './keys';

/** Fetches a shop's service groups with all their services, bookable or not, in display order. */
export async function getServiceGroups(params: ShopParams, signal?: AbortSignal) {
  return (await apiCall(calls.sellerCatalogue.listServiceGroups, { params }, { signal })).data;
}

/** Query options for {@link getServiceGroups}. */
export const serviceGroupsQueryOptions = (sellerId: number, shopId: number) =>
  queryOptions({
    queryKey: sellerKeys.serviceGroups(sellerId, shopId),
    queryFn: ({ signal }) => getServiceGroups({ sellerId, shopId }, signal),
  });

/** A shop's service groups; idle without a shop. */
export function useServiceGroups(sellerId: number, shopId: number | null) {
  return useQuery({
    ...serviceGroupsQueryOptions(sellerId, shopId ?? 0),
    enabled: shopId !== null,
  });
}
