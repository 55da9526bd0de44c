import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys, type ShopParams } from './keys';

/** Fetches an operator's time off from `from` on, earliest first. */
export async function getTimeOff(
  params: ShopParams & { operatorId: number },
  from: string,
  signal?: AbortSignal,
) {
  const body = await apiCall(
    calls.sellerCatalogue.listTimeOff,
    { params, query: { from } },
    { signal },
  );
  return body.data;
}

/** Query options for {@link getTimeOff}. */
export const timeOffQueryOptions = (
  sellerId: number,
  shopId: number,
  operatorId: number,
  from: string,
) =>
  queryOptions({
    queryKey: sellerKeys.timeOffFrom(sellerId, shopId, operatorId, from),
    queryFn: ({ signal }) => getTimeOff({ sellerId, shopId, operatorId }, from, signal),
  });

/** An operator's time off from `from` on. */
export function useTimeOff(sellerId: number, shopId: number, operatorId: number, from: string) {
  return useQuery(timeOffQueryOptions(sellerId, shopId, operatorId, from));
}
