import { calls, type TShopImage } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useShopImagesMutation } from './mutations';

/** Image kinds of a shop: one avatar, one cover, up to 20 gallery pictures. */
export type ShopImageType = TShopImage['type'];

/** Uploads an image (AVATAR and COVER replace the previous one; GALLERY appends). */
export async function uploadShopImage(params: ShopParams, type: ShopImageType, file: File) {
  const body = new FormData();
  body.append('file', file);
  return (await apiCall(calls.sellerShop.uploadShopImage, { params, query: { type }, body })).data;
}

/** Uploads a shop image; the images and the shop list (it shows avatars) refresh. */
export function useUploadShopImage(sellerId: number, shopId: number) {
  return useShopImagesMutation(
    sellerId,
    shopId,
    ({ file, type }: { file: File; type: ShopImageType }) =>
      uploadShopImage({ sellerId, shopId }, type, file),
  );
}
