import type { TShopImage } from '@haoyue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/http';
import { sellerKeys, shopPath } from './keys';

/** Image kinds of a shop: one avatar, one cover, up to 20 gallery pictures. */
export type ShopImageType = TShopImage['type'];

/** Images the API accepts (it checks the bytes too), and its size limit. */
export const SHOP_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const SHOP_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const GALLERY_MAX = 20;

/** A shop's images. */
export function useShopImages(sellerId: number, shopId: number) {
  return useQuery({
    queryKey: sellerKeys.images(sellerId, shopId),
    queryFn: async ({ signal }) =>
      (await apiGet<TShopImage[]>(`${shopPath(sellerId, shopId)}/images`, undefined, { signal }))
        .data,
  });
}

function useImagesChanged(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sellerKeys.images(sellerId, shopId) }),
      // The shop list shows avatars.
      queryClient.invalidateQueries({ queryKey: sellerKeys.shops(sellerId), exact: true }),
    ]);
}

/** Uploads an image (AVATAR and COVER replace the previous one; GALLERY appends). */
export function useUploadShopImage(sellerId: number, shopId: number) {
  const changed = useImagesChanged(sellerId, shopId);
  return useMutation({
    mutationFn: async ({ file, type }: { file: File; type: ShopImageType }) => {
      const form = new FormData();
      form.append('file', file);
      const path = `${shopPath(sellerId, shopId)}/images?type=${type}`;
      return (await apiSend<TShopImage>('POST', path, form)).data;
    },
    onSuccess: changed,
  });
}

/** Deletes an image. */
export function useDeleteShopImage(sellerId: number, shopId: number) {
  const changed = useImagesChanged(sellerId, shopId);
  return useMutation({
    mutationFn: (imageId: number) =>
      apiSend<{ deleted: boolean }>('DELETE', `${shopPath(sellerId, shopId)}/images/${imageId}`),
    onSuccess: changed,
  });
}

/** Puts the gallery in a new order (ids: every gallery image). */
export function useReorderGallery(sellerId: number, shopId: number) {
  const changed = useImagesChanged(sellerId, shopId);
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiSend<TShopImage[]>('POST', `${shopPath(sellerId, shopId)}/images:reorder`, { ids }),
    onSuccess: changed,
  });
}
