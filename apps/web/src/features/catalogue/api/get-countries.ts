import { calls, type TCountry } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** Fetches the countries we serve, each with its states. */
export async function getCountries(signal?: AbortSignal): Promise<TCountry[]> {
  const body = await apiCall(
    calls.catalogue.listCountries,
    { query: { part: 'states' } },
    { signal },
  );
  return body.data;
}

/** Query options for {@link getCountries}; geography is effectively static. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries', 'with-states'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 60 * 60_000,
  });

/** Countries with their states. */
export function useCountries() {
  return useQuery(countriesQueryOptions());
}
