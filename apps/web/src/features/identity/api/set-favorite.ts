import { calls } from '@haoyue/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiData, type CallData } from '../../../lib/api-query';
import { withFavorite } from '../lib/favorite-ids';
import { favoriteShopIdsKey } from './get-favorite-shop-ids';
import { favoriteShopsKey } from './get-favorite-shops';

type FavoriteState = CallData<typeof calls.identity.addFavorite>;

/** Adds a shop to, or removes it from, the signed-in user's favourites. */
export function setFavorite(shopId: number, favorite: boolean): Promise<FavoriteState> {
  const call = favorite ? calls.identity.addFavorite : calls.identity.removeFavorite;
  return apiData(call, { body: { shopId } });
}

/**
 * Favourites or unfavourites a shop: shows the change at once, confirms it with the server's
 * answer, and on failure undoes just this change (not a snapshot, which would also undo a
 * later toggle) before rethrowing. Plain code rather than useMutation keeps the shop page light.
 */
export async function toggleFavorite(
  queryClient: QueryClient,
  shopId: number,
  favorite: boolean,
): Promise<void> {
  const update = (shop: number, on: boolean) =>
    queryClient.setQueryData<number[]>(favoriteShopIdsKey, (ids = []) =>
      withFavorite(ids, shop, on),
    );
  // A refetch landing now would overwrite the optimistic state with the old one.
  await queryClient.cancelQueries({ queryKey: favoriteShopIdsKey });
  update(shopId, favorite);
  try {
    const result = await setFavorite(shopId, favorite);
    update(result.shopId, result.isFavorite);
    void queryClient.invalidateQueries({ queryKey: favoriteShopsKey });
  } catch (error) {
    update(shopId, !favorite);
    void queryClient.invalidateQueries({ queryKey: favoriteShopIdsKey });
    throw error;
  }
}

/** {@link toggleFavorite} on the app's query client. */
export function useToggleFavorite(): (shopId: number, favorite: boolean) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (shopId: number, favorite: boolean) => toggleFavorite(queryClient, shopId, favorite),
    [queryClient],
  );
}
