import { calls, type TShopImage } from '@haoyue/contracts';
import { apiWrite, fileBody } from '../../../lib/api-query';
import { useShopImagesMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Image kinds of a shop: one avatar, one cover, up to 20 gallery pictures. */
export type ShopImageType = TShopImage['type'];

/** Uploads an image (AVATAR and COVER replace the previous one; GALLERY appends). */
export const uploadShopImage = apiWrite(calls.sellerShop.uploadShopImage);

/** Uploads a shop image; the images and the shop list (it shows avatars) refresh. */
export function useUploadShopImage(sellerId: number, shopId: number) {
  return useShopImagesMutation(
    sellerId,
    shopId,
    ({ file, type }: { file: File; type: ShopImageType }) =>
      uploadShopImage({ params: { sellerId, shopId }, query: { type }, body: fileBody(file) }),
  );
}
