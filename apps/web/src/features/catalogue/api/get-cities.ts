import { calls, type TCity } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** Which cities to list: those of a country, optionally narrowed to one state. */
export interface CityScope {
  countryId: number;
  stateId?: number | null;
}

/** Fetches the cities of a country or state. */
export async function getCities(scope: CityScope, signal?: AbortSignal): Promise<TCity[]> {
  const body = await apiCall(
    calls.catalogue.listCities,
    { query: { countryId: scope.countryId, stateId: scope.stateId ?? undefined } },
    { signal },
  );
  return body.data;
}

/** Query options for {@link getCities}. */
export const citiesQueryOptions = (scope: CityScope) =>
  queryOptions({
    queryKey: ['cities', scope.countryId, scope.stateId ?? null],
    queryFn: ({ signal }) => getCities(scope, signal),
    staleTime: 60 * 60_000,
  });

/** Cities of a country/state; idle until a scope is given. */
export function useCities(scope: CityScope | null) {
  return useQuery({
    ...citiesQueryOptions(scope ?? { countryId: 0 }),
    enabled: scope !== null,
  });
}
