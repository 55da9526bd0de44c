import { calls, type TServiceGroup } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiData, apiQuery } from '../../../lib/api-query';

/** Fetches a shop's service groups with their (publicly bookable) services, in menu order. */
export async function getServiceGroups(
  shopId: number,
  signal?: AbortSignal,
): Promise<TServiceGroup[]> {
  const query = { shopId, part: ['services'] };
  const groups = await apiData(calls.catalogue.listServiceGroups, { query }, signal);
  return [...groups]
    .sort((a, b) => a.position - b.position)
    .map((g) => ({
      ...g,
      services: [...(g.services ?? [])].sort((a, b) => a.position - b.position),
    }));
}

/** Query options for {@link getServiceGroups}. */
export const serviceGroupsQueryOptions = apiQuery(
  (shopId: number) => ['service-groups', shopId],
  getServiceGroups,
).options;

/** The service menu of a shop; waits until the shop id is known. */
export function useServiceGroups(shopId: number | undefined) {
  return useQuery({
    ...serviceGroupsQueryOptions(shopId ?? 0),
    enabled: shopId !== undefined,
  });
}
