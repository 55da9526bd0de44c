import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAuthToken, useAuthToken } from '../../../lib/auth-token';
import { apiCall } from '../../../lib/http';
import { USER_SCOPE } from '../../../lib/session';

/** Query key of the signed-in user's favourite shop ids. */
export const favoriteShopIdsKey = [USER_SCOPE, 'favorite-shop-ids'] as const;

/** Fetches the ids of the signed-in user's favourite shops; empty without a token (no request). */
export async function getFavoriteShopIds(signal?: AbortSignal): Promise<number[]> {
  if (!getAuthToken()) return [];
  return (await apiCall(calls.identity.listFavoriteShopIds, {}, { signal })).data;
}

/** Query options of {@link getFavoriteShopIds}. */
export const favoriteShopIdsQueryOptions = () =>
  queryOptions({
    queryKey: favoriteShopIdsKey,
    queryFn: ({ signal }) => getFavoriteShopIds(signal),
  });

/** Ids of the shops the signed-in user has favourited (not fetched while signed out). */
export function useFavoriteShopIds() {
  const token = useAuthToken();
  return useQuery({ ...favoriteShopIdsQueryOptions(), enabled: token !== null });
}
