import { calls, type TCity } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiData, apiQuery } from '../../../lib/api-query';

/** Which cities to list: those of a country, optionally narrowed to one state. */
export interface CityScope {
  countryId: number;
  stateId?: number | null;
}

/** Fetches the cities of a country or state. */
export function getCities(scope: CityScope, signal?: AbortSignal): Promise<TCity[]> {
  const query = { countryId: scope.countryId, stateId: scope.stateId ?? undefined };
  return apiData(calls.catalogue.listCities, { query }, signal);
}

/** Query options for {@link getCities}. */
export const citiesQueryOptions = apiQuery(
  (scope: CityScope) => ['cities', scope.countryId, scope.stateId ?? null],
  getCities,
  { staleTime: 60 * 60_000 },
).options;

/** Cities of a country/state; idle until a scope is given. */
export function useCities(scope: CityScope | null) {
  return useQuery({
    ...citiesQueryOptions(scope ?? { countryId: 0 }),
    enabled: scope !== null,
  });
}
