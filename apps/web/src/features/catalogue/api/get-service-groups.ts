import { calls, type TServiceGroup } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** Fetches a shop's service groups with their (publicly bookable) services, in menu order. */
export async function getServiceGroups(
  shopId: number,
  signal?: AbortSignal,
): Promise<TServiceGroup[]> {
  const body = await apiCall(
    calls.catalogue.listServiceGroups,
    { query: { shopId, part: ['services'] } },
    { signal },
  );
  return [...body.data]
    .sort((a, b) => a.position - b.position)
    .map((g) => ({
      ...g,
      services: [...(g.services ?? [])].sort((a, b) => a.position - b.position),
    }));
}

/** Query options for {@link getServiceGroups}. */
export const serviceGroupsQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: ['service-groups', shopId],
    queryFn: ({ signal }) => getServiceGroups(shopId, signal),
  });

/** The service menu of a shop; waits until the shop id is known. */
export function useServiceGroups(shopId: number | undefined) {
  return useQuery({
    ...serviceGroupsQueryOptions(shopId ?? 0),
    enabled: shopId !== undefined,
  });
}
