import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateShopImages, shopPath } from './keys';

/** Deletes a shop image. */
export async function deleteShopImage(sellerId: number, shopId: number, imageId: number) {
  const path = `${shopPath(sellerId, shopId)}/images/${imageId}`;
  return (await apiSend<{ deleted: boolean }>('DELETE', path)).data;
}

/** Deletes a shop image; the images and the shop list refresh. */
export function useDeleteShopImage(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => deleteShopImage(sellerId, shopId, imageId),
    onSuccess: () => invalidateShopImages(queryClient, sellerId, shopId),
  });
}
