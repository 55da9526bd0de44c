import { USER_SCOPE } from '../../session';

// Every dashboard query lives under the signed-in user's scope, so signing out forgets them.

/** Query keys of the seller dashboard. */
export const sellerKeys = {
  all: [USER_SCOPE, 'seller'] as const,
  sellers: () => [...sellerKeys.all, 'sellers'] as const,
  seller: (sellerId: number) => [...sellerKeys.all, 'sellers', sellerId] as const,
  shops: (sellerId: number) => [...sellerKeys.seller(sellerId), 'shops'] as const,
  shop: (sellerId: number, shopId: number) => [...sellerKeys.shops(sellerId), shopId] as const,
  slug: (sellerId: number, urlSlug: string, shopId: number | null) =>
    [...sellerKeys.seller(sellerId), 'slug', urlSlug, shopId] as const,
  schedule: (sellerId: number, shopId: number) =>
    [...sellerKeys.shop(sellerId, shopId), 'schedule'] as const,
  images: (sellerId: number, shopId: number) =>
    [...sellerKeys.shop(sellerId, shopId), 'images'] as const,
  serviceGroups: (sellerId: number, shopId: number) =>
    [...sellerKeys.shop(sellerId, shopId), 'service-groups'] as const,
  service: (sellerId: number, shopId: number, serviceId: number | null) =>
    [...sellerKeys.serviceGroups(sellerId, shopId), 'service', serviceId] as const,
  operators: (sellerId: number, shopId: number) =>
    [...sellerKeys.shop(sellerId, shopId), 'operators'] as const,
  timeOff: (sellerId: number, shopId: number, operatorId: number) =>
    [...sellerKeys.operators(sellerId, shopId), operatorId, 'time-off'] as const,
  timeOffFrom: (sellerId: number, shopId: number, operatorId: number, from: string) =>
    [...sellerKeys.timeOff(sellerId, shopId, operatorId), from] as const,
  members: (sellerId: number) => [...sellerKeys.seller(sellerId), 'members'] as const,
};

/** Path params of a seller's shop, as the seller calls name them. */
export interface ShopParams {
  sellerId: number;
  shopId: number;
}
