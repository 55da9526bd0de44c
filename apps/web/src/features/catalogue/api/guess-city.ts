import { calls, type TGuessCity } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';

/** Finds the city (and country) nearest to a point. */
export function guessCity(
  longitude: number,
  latitude: number,
  signal?: AbortSignal,
): Promise<TGuessCity> {
  return apiData(calls.catalogue.guessCity, { query: { lng: longitude, lat: latitude } }, signal);
}

const guessCityQuery = apiQuery(
  (longitude: number, latitude: number) => ['guess-city', longitude, latitude],
  guessCity,
  { staleTime: 60 * 60_000 },
);

/** Degrees to three decimals (~100 m). */
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

/** Query options for {@link guessCity}, rounded to ~100 m so nearby fixes share a cache entry. */
export const guessCityQueryOptions = (longitude: number, latitude: number) =>
  guessCityQuery.options(round(longitude), round(latitude));

/** The main city of the caller's country, placed by the server from their IP address. */
export function guessCityByAddress(signal?: AbortSignal): Promise<TGuessCity> {
  return apiData(calls.catalogue.guessCity, { query: {} }, signal);
}
