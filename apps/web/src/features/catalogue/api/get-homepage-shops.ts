import { calls, type TShop } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** Where the visitor is, so featured shops can favour nearby ones. */
export interface Coordinates {
  longitude: number;
  latitude: number;
}

/** Fetches the featured shops of the home page. */
export async function getHomepageShops(
  coords: Coordinates,
  perPage: number,
  signal?: AbortSignal,
): Promise<TShop[]> {
  const body = await apiCall(
    calls.catalogue.listHomepageShops,
    { query: { lng: coords.longitude, lat: coords.latitude, perPage } },
    { signal },
  );
  return body.data;
}

/** Query options for {@link getHomepageShops}. */
export const homepageShopsQueryOptions = (coords: Coordinates, perPage = 6) =>
  queryOptions({
    queryKey: ['homepage-shops', coords.longitude, coords.latitude, perPage],
    queryFn: ({ signal }) => getHomepageShops(coords, perPage, signal),
  });

/** Featured shops near the given coordinates. */
export function useHomepageShops(coords: Coordinates, perPage = 6) {
  return useQuery(homepageShopsQueryOptions(coords, perPage));
}
