/** The favourite shop ids with one shop added or removed (order kept, no duplicates). */
export function withFavorite(ids: readonly number[], shopId: number, favorite: boolean): number[] {
  const others = ids.filter((id) => id !== shopId);
  return favorite ? [...others, shopId] : others;
}
