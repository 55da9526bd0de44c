import { calls, type TCountry } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';

/** Fetches the countries we serve, each with its states. */
export function getCountries(signal?: AbortSignal): Promise<TCountry[]> {
  return apiData(calls.catalogue.listCountries, { query: { part: 'states' } }, signal);
}

// Geography is effectively static.
const countries = apiQuery(() => ['countries', 'with-states'], getCountries, {
  staleTime: 60 * 60_000,
});

/** Query options for {@link getCountries}. */
export const countriesQueryOptions = countries.options;

/** Countries with their states. */
export const useCountries = countries.use;
