import type { TShopImage } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateShopImages, shopPath } from './keys';

/** Puts the gallery in a new order (ids: every gallery image). */
export async function reorderShopImages(sellerId: number, shopId: number, ids: number[]) {
  const path = `${shopPath(sellerId, shopId)}/images:reorder`;
  return (await apiSend<TShopImage[]>('POST', path, { ids })).data;
}

/** Reorders the gallery; the images and the shop list refresh. */
export function useReorderShopImages(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderShopImages(sellerId, shopId, ids),
    onSuccess: () => invalidateShopImages(queryClient, sellerId, shopId),
  });
}
