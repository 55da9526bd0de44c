import { calls } from '@haoyue/contracts';
import { sellerKeys } from '../../../lib/seller-dashboard/api/keys';
import { shopQuery } from '../../../lib/seller-dashboard/api/shop-query';

const shopImages = shopQuery(sellerKeys.images, calls.sellerShop.listShopImages);

/** Fetches a shop's images: its avatar, cover and gallery. */
export const getShopImages = shopImages.fetch;

/** Query options for {@link getShopImages}. */
export const shopImagesQueryOptions = shopImages.options;

/** A shop's images. */
export const useShopImages = shopImages.useShopQuery;
