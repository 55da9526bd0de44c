import type { TManagedService } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { sellerKeys, shopPath } from './keys';

/** Fetches one service of the shop. */
export async function getService(
  sellerId: number,
  shopId: number,
  serviceId: number,
  signal?: AbortSignal,
) {
  const path = `${shopPath(sellerId, shopId)}/services/${serviceId}`;
  return (await apiGet<TManagedService>(path, undefined, { signal })).data;
}

/** Query options for {@link getService}. */
export const serviceQueryOptions = (sellerId: number, shopId: number, serviceId: number) =>
  queryOptions({
    queryKey: sellerKeys.service(sellerId, shopId, serviceId),
    queryFn: ({ signal }) => getService(sellerId, shopId, serviceId, signal),
  });

/** One service of the shop; idle without a service (a new one). */
export function useService(sellerId: number, shopId: number, serviceId: number | null) {
  return useQuery({
    ...serviceQueryOptions(sellerId, shopId, serviceId ?? 0),
    enabled: serviceId !== null,
  });
}
