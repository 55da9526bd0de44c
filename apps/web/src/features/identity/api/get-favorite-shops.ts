import { calls, type TShop } from '@haoyue/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { apiQuery, useSignedInQuery } from '../../../lib/api-query';
import { getAuthToken } from '../../../lib/auth-token';
import { apiCall, type Paged } from '../../../lib/http';
import { USER_SCOPE } from '../../../lib/session';

/** Query key prefix of the favourite shop lists. */
export const favoriteShopsKey = [USER_SCOPE, 'favorite-shops'] as const;

/**
 * Fetches a page of favourite shops with what a shop card shows (images, city, industry);
 * an empty page without a token (no request).
 */
export async function getFavoriteShops(
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<Paged<TShop>> {
  if (!getAuthToken()) return { data: [], meta: { page, perPage, total: 0 } };
  return apiCall(calls.identity.listFavorites, { query: { page, perPage } }, { signal });
}

/** Query options of {@link getFavoriteShops}. */
export const favoriteShopsQueryOptions = apiQuery(
  (page: number, perPage: number) => [...favoriteShopsKey, { page, perPage }],
  getFavoriteShops,
  { placeholderData: keepPreviousData },
).options;

/** A page of the signed-in user's favourite shops (not fetched while signed out). */
export function useFavoriteShops(page: number, perPage = 20) {
  return useSignedInQuery(favoriteShopsQueryOptions(page, perPage));
}
