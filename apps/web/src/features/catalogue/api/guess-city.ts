import { calls, type TGuessCity } from '@haoyue/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** Finds the city (and country) nearest to a point. */
export async function guessCity(
  longitude: number,
  latitude: number,
  signal?: AbortSignal,
): Promise<TGuessCity> {
  const body = await apiCall(
    calls.catalogue.guessCity,
    { query: { lng: longitude, lat: latitude } },
    { signal },
  );
  return body.data;
}

/** Query options for {@link guessCity}, rounded to ~100 m so nearby fixes share a cache entry. */
export const guessCityQueryOptions = (longitude: number, latitude: number) => {
  const lng = Math.round(longitude * 1000) / 1000;
  const lat = Math.round(latitude * 1000) / 1000;
  return queryOptions({
    queryKey: ['guess-city', lng, lat],
    queryFn: ({ signal }) => guessCity(lng, lat, signal),
    staleTime: 60 * 60_000,
  });
};
