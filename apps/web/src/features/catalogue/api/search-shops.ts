import { calls } from '@haoyue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';
import { apiCall } from '../../../lib/http';

/** Filters of a public shop search, as sent to `GET /v1/shops`. */
export interface ShopSearch {
  keyword?: string;
  industryId?: number;
  countryId?: number;
  cityIds?: number[];
  /** Coordinates for a nearby search; results then carry `distance` and come nearest first. */
  near?: { longitude: number; latitude: number; distance?: number };
  page: number;
  perPage: number;
}

/** Searches approved shops with the embeds a shop card needs. */
export function searchShops(search: ShopSearch, signal?: AbortSignal) {
  return apiCall(
    calls.catalogue.searchShops,
    {
      query: {
        keyword: search.keyword,
        industryId: search.industryId,
        countryId: search.countryId,
        cityIds: search.cityIds,
        lng: search.near?.longitude,
        lat: search.near?.latitude,
        distance: search.near?.distance,
        page: search.page,
        perPage: search.perPage,
        part: ['city', 'industry', 'images', 'summary'],
      },
    },
    { signal },
  );
}

/** Query options for {@link searchShops}. */
export const searchShopsQueryOptions = apiQuery(
  (search: ShopSearch) => ['shops', 'search', search],
  searchShops,
).options;

/** A page of search results; keeps the previous page on screen while the next one loads. */
export function useSearchShops(search: ShopSearch) {
  return useQuery({ ...searchShopsQueryOptions(search), placeholderData: keepPreviousData });
}
