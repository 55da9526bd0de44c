import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateShopImages, type ShopParams } from './keys';

/** Deletes a shop image. */
export async function deleteShopImage(params: ShopParams & { imageId: number }) {
  return (await apiCall(calls.sellerShop.deleteShopImage, { params })).data;
}

/** Deletes a shop image; the images and the shop list refresh. */
export function useDeleteShopImage(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => deleteShopImage({ sellerId, shopId, imageId }),
    onSuccess: () => invalidateShopImages(queryClient, sellerId, shopId),
  });
}
