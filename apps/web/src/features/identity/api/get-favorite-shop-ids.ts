import { calls } from '@haoyue/contracts';
import { apiData, apiQuery, useSignedInQuery } from '../../../lib/api-query';
import { getAuthToken } from '../../../lib/auth-token';
import { USER_SCOPE } from '../../../lib/session';

/** Query key of the signed-in user's favourite shop ids. */
export const favoriteShopIdsKey = [USER_SCOPE, 'favorite-shop-ids'] as const;

/** Fetches the ids of the signed-in user's favourite shops; empty without a token (no request). */
export async function getFavoriteShopIds(signal?: AbortSignal): Promise<number[]> {
  if (!getAuthToken()) return [];
  return apiData(calls.identity.listFavoriteShopIds, {}, signal);
}

/** Query options of {@link getFavoriteShopIds}. */
export const favoriteShopIdsQueryOptions = apiQuery(
  () => favoriteShopIdsKey,
  getFavoriteShopIds,
).options;

/** Ids of the shops the signed-in user has favourited (not fetched while signed out). */
export function useFavoriteShopIds() {
  return useSignedInQuery(favoriteShopIdsQueryOptions());
}
