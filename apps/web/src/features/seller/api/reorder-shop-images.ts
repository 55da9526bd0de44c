import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateShopImages, type ShopParams } from './keys';

/** Puts the gallery in a new order (ids: every gallery image). */
export async function reorderShopImages(params: ShopParams, ids: number[]) {
  return (await apiCall(calls.sellerShop.reorderShopImages, { params, body: { ids } })).data;
}

/** Reorders the gallery; the images and the shop list refresh. */
export function useReorderShopImages(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderShopImages({ sellerId, shopId }, ids),
    onSuccess: () => invalidateShopImages(queryClient, sellerId, shopId),
  });
}
