import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys, type ShopParams } from './keys';

/** Fetches a shop's images: its avatar, cover and gallery. */
export async function getShopImages(params: ShopParams, signal?: AbortSignal) {
  return (await apiCall(calls.sellerShop.listShopImages, { params }, { signal })).data;
}

/** Query options for {@link getShopImages}. */
export const shopImagesQueryOptions = (sellerId: number, shopId: number) =>
  queryOptions({
    queryKey: sellerKeys.images(sellerId, shopId),
    queryFn: ({ signal }) => getShopImages({ sellerId, shopId }, signal),
  });

/** A shop's images. */
export function useShopImages(sellerId: number, shopId: number) {
  return useQuery(shopImagesQueryOptions(sellerId, shopId));
}
