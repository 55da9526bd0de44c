import { calls } from '@haoyue/contracts';
import { sellerKeys } from '../../../lib/seller-dashboard/api/keys';
import { shopQuery } from '../../../lib/seller-dashboard/api/shop-query';

const sellerShop = shopQuery(sellerKeys.shop, calls.sellerShop.getSellerShop, {
  // The industry is embedded: one the platform has hidden is not in the public list.
  query: { part: ['city', 'images', 'country', 'industry'] },
});

/** Fetches one shop of the seller with its booking rules and prepayment settings. */
export const getSellerShop = sellerShop.fetch;

/** Query options for {@link getSellerShop}. */
export const sellerShopQueryOptions = sellerShop.options;

/** One shop of the seller. */
export const useSellerShop = sellerShop.useShopQuery;
