import type { TShop, ZFavoriteResponse } from '@haoyue/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAuthToken, useAuthToken } from '../../../lib/auth-token';
import type { DataOf } from '../../../lib/contract-types';
import { apiGet, apiGetPage, apiSend } from '../../../lib/http';
import { USER_SCOPE } from '../../../lib/session';

/** Query key of the signed-in user's favourite shop ids. */
export const favoriteShopIdsKey = [USER_SCOPE, 'favorite-shop-ids'] as const;

/** Query options of the favourite shop ids; empty without a token (no request then). */
export const favoriteShopIdsQueryOptions = () =>
  queryOptions({
    queryKey: favoriteShopIdsKey,
    queryFn: async ({ signal }) => {
      if (!getAuthToken()) return [];
      return (await apiGet<number[]>('/v1/me/favorite-shop-ids', undefined, { signal })).data;
    },
  });

/** Ids of the shops the signed-in user has favourited (not fetched while signed out). */
export function useFavoriteShopIds() {
  const token = useAuthToken();
  return useQuery({ ...favoriteShopIdsQueryOptions(), enabled: token !== null });
}

/** Adds a shop to, or removes it from, the signed-in user's favourites. */
export async function setFavorite(
  shopId: number,
  favorite: boolean,
): Promise<DataOf<typeof ZFavoriteResponse>> {
  const action = favorite ? 'favorites:add' : 'favorites:remove';
  return (await apiSend<DataOf<typeof ZFavoriteResponse>>('POST', `/v1/me/${action}`, { shopId }))
    .data;
}

/** Query key prefix of the favourite shop lists. */
export const favoriteShopsKey = [USER_SCOPE, 'favorite-shops'] as const;

/** A page of favourite shops with what a shop card shows (images, city, industry). */
export function useFavoriteShops(page: number, perPage = 20) {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...favoriteShopsKey, { page, perPage }],
    queryFn: ({ signal }) =>
      getAuthToken()
        ? apiGetPage<TShop>('/v1/me/favorites', { page, perPage }, { signal })
        : { data: [], meta: { page, perPage, total: 0 } },
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
