import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useShopImagesMutation } from './mutations';

/** Deletes a shop image. */
export async function deleteShopImage(params: ShopParams & { imageId: number }) {
  return (await apiCall(calls.sellerShop.deleteShopImage, { params })).data;
}

/** Deletes a shop image; the images and the shop list refresh. */
export function useDeleteShopImage(sellerId: number, shopId: number) {
  return useShopImagesMutation(sellerId, shopId, (imageId: number) =>
    deleteShopImage({ sellerId, shopId, imageId }),
  );
}
