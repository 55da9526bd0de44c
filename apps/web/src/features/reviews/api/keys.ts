import { USER_SCOPE } from '../../../lib/session';

// A shop's public reviews are the same for everyone; the customer's own review and the seller's
// lists depend on who is signed in, so they live under the user scope.

/** Query keys of the reviews feature. */
export const reviewKeys = {
  /** Prefix of every page of a shop's public reviews: a new review or reply makes them stale. */
  shop: (shopId: number) => ['reviews', 'shop', shopId] as const,
  shopPage: (shopId: number, page: number) => [...reviewKeys.shop(shopId), page] as const,
  /** The customer's review of one order, by the order's key or id (what the page has). */
  order: (orderId: number) => [USER_SCOPE, 'order-review', orderId] as const,
  /** Prefix of every page of the seller's reviews. */
  seller: (sellerId: number) => [USER_SCOPE, 'seller-reviews', sellerId] as const,
  sellerPage: (sellerId: number, filter: SellerReviewFilter) =>
    [...reviewKeys.seller(sellerId), filter] as const,
};

/** What the dashboard's list shows: a shop (or all), waiting for a reply or all, a page. */
export interface SellerReviewFilter {
  shopId: number | null;
  awaitingReply: boolean;
  page: number;
}
