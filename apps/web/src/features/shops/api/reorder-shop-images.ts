import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useShopImagesMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Puts the gallery in a new order (ids: every gallery image). */
export const reorderShopImages = apiWrite(calls.sellerShop.reorderShopImages);

/** Reorders the gallery; the images and the shop list refresh. */
export function useReorderShopImages(sellerId: number, shopId: number) {
  return useShopImagesMutation(sellerId, shopId, (ids: number[]) =>
    reorderShopImages({ params: { sellerId, shopId }, body: { ids } }),
  );
}
