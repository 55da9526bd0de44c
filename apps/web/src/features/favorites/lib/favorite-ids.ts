import type { QueryClient } from '@tanstack/react-query';
import { favoriteShopIdsKey, favoriteShopsKey, setFavorite } from '../api/favorites';

/** The favourite shop ids with one shop added or removed (order kept, no duplicates). */
export function withFavorite(ids: readonly number[], shopId: number, favorite: boolean): number[] {
  const others = ids.filter((id) => id !== shopId);
  return favorite ? [...others, shopId] : others;
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
