import type { TShopImage } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateShopImages, shopPath } from './keys';

/** Image kinds of a shop: one avatar, one cover, up to 20 gallery pictures. */
export type ShopImageType = TShopImage['type'];

/** Uploads an image (AVATAR and COVER replace the previous one; GALLERY appends). */
export async function uploadShopImage(
  sellerId: number,
  shopId: number,
  type: ShopImageType,
  file: File,
) {
  const form = new FormData();
  form.append('file', file);
  const path = `${shopPath(sellerId, shopId)}/images?type=${type}`;
  return (await apiSend<TShopImage>('POST', path, form)).data;
}

/** Uploads a shop image; the images and the shop list (it shows avatars) refresh. */
export function useUploadShopImage(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, type }: { file: File; type: ShopImageType }) =>
      uploadShopImage(sellerId, shopId, type, file),
    onSuccess: () => invalidateShopImages(queryClient, sellerId, shopId),
  });
}
