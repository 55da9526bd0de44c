import { calls } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiData, apiQuery } from '../../../lib/api-query';
import { sellerKeys } from '../../../lib/seller-dashboard/api/keys';

/** Fetches one service of the shop. */
export function getService(
  sellerId: number,
  shopId: number,
  serviceId: number,
  signal?: AbortSignal,
) {
  const params = { sellerId, shopId, serviceId };
  return apiData(calls.sellerCatalogue.getService, { params }, signal);
}

/** Query options for {@link getService}. */
export const serviceQueryOptions = apiQuery(sellerKeys.service, getService).options;

/** One service of the shop; idle without a service (a new one). */
export function useService(sellerId: number, shopId: number, serviceId: number | null) {
  return useQuery({
    ...serviceQueryOptions(sellerId, shopId, serviceId ?? 0),
    enabled: serviceId !== null,
  });
}
