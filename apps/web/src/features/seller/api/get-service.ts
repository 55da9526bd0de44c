import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys, type ShopParams } from './keys';

/** Fetches one service of the shop. */
export async function getService(params: ShopParams & { serviceId: number }, signal?: AbortSignal) {
  return (await apiCall(calls.sellerCatalogue.getService, { params }, { signal })).data;
}

/** Query options for {@link getService}. */
export const serviceQueryOptions = (sellerId: number, shopId: number, serviceId: number) =>
  queryOptions({
    queryKey: sellerKeys.service(sellerId, shopId, serviceId),
    queryFn: ({ signal }) => getService({ sellerId, shopId, serviceId }, signal),
  });

/** One service of the shop; idle without a service (a new one). */
export function useService(sellerId: number, shopId: number, serviceId: number | null) {
  return useQuery({
    ...serviceQueryOptions(sellerId, shopId, serviceId ?? 0),
    enabled: serviceId !== null,
  });
}
