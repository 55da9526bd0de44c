import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useShopImagesMutation } from './mutations';

/** Puts the gallery in a new order (ids: every gallery image). */
export async function reorderShopImages(params: ShopParams, ids: number[]) {
  return (await apiCall(calls.sellerShop.reorderShopImages, { params, body: { ids } })).data;
}

/** Reorders the gallery; the images and the shop list refresh. */
export function useReorderShopImages(sellerId: number, shopId: number) {
  return useShopImagesMutation(sellerId, shopId, (ids: number[]) =>
    reorderShopImages({ sellerId, shopId }, ids),
  );
}
