import { calls, type TIndustry } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** Fetches all industries with their shop counts, in display order. */
export async function getIndustries(signal?: AbortSignal): Promise<TIndustry[]> {
  const body = await apiCall(
    calls.catalogue.listIndustries,
    { query: { part: ['shopCount'] } },
    { signal },
  );
  return [...body.data].sort((a, b) => a.position - b.position);
}

/** Query options for {@link getIndustries}; industries almost never change. */
export const industriesQueryOptions = () =>
  queryOptions({
    queryKey: ['industries'],
    queryFn: ({ signal }) => getIndustries(signal),
    staleTime: 10 * 60_000,
  });

/** All industries (美髮, 美甲, ...) with shop counts. */
export function useIndustries() {
  return useQuery(industriesQueryOptions());
}
