import type { TShopImage } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { sellerKeys, shopPath } from './keys';

/** Fetches a shop's images: its avatar, cover and gallery. */
export async function getShopImages(sellerId: number, shopId: number, signal?: AbortSignal) {
  const path = `${shopPath(sellerId, shopId)}/images`;
  return (await apiGet<TShopImage[]>(path, undefined, { signal })).data;
}

/** Query options for {@link getShopImages}. */
export const shopImagesQueryOptions = (sellerId: number, shopId: number) =>
  queryOptions({
    queryKey: sellerKeys.images(sellerId, shopId),
    queryFn: ({ signal }) => getShopImages(sellerId, shopId, signal),
  });

/** A shop's images. */
export function useShopImages(sellerId: number, shopId: number) {
  return useQuery(shopImagesQueryOptions(sellerId, shopId));
}
