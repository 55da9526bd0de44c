import { calls, type TShop } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';

/** Where the visitor is, so featured shops can favour nearby ones. */
export interface Coordinates {
  longitude: number;
  latitude: number;
}

/** Fetches the featured shops of the home page. */
export function getHomepageShops(
  coords: Coordinates,
  perPage: number,
  signal?: AbortSignal,
): Promise<TShop[]> {
  const query = { lng: coords.longitude, lat: coords.latitude, perPage };
  return apiData(calls.catalogue.listHomepageShops, { query }, signal);
}

const homepageShops = apiQuery(
  (coords: Coordinates, perPage: number) => [
    'homepage-shops',
    coords.longitude,
    coords.latitude,
    perPage,
  ],
  getHomepageShops,
);

/** Query options for {@link getHomepageShops}. */
export const homepageShopsQueryOptions = homepageShops.options;

/** Featured shops near the given coordinates. */
export const useHomepageShops = homepageShops.use;
