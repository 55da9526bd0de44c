import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useShopImagesMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Deletes a shop image. */
export const deleteShopImage = apiWrite(calls.sellerShop.deleteShopImage);

/** Deletes a shop image; the images and the shop list refresh. */
export function useDeleteShopImage(sellerId: number, shopId: number) {
  return useShopImagesMutation(sellerId, shopId, (imageId: number) =>
    deleteShopImage({ params: { sellerId, shopId, imageId } }),
  );
}
