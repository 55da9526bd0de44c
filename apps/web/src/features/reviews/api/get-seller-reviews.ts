import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import { apiQuery } from '../../../lib/api-query';
import { reviewKeys, type SellerReviewFilter } from './keys';

/** Reviews per page in the dashboard. */
export const SELLER_REVIEWS_PER_PAGE = 20;

/** Fetches one page of the seller's shops' reviews, newest first. */
export async function getSellerReviews(
  sellerId: number,
  filter: SellerReviewFilter,
  signal?: AbortSignal,
) {
  const query = {
    page: filter.page,
    perPage: SELLER_REVIEWS_PER_PAGE,
    ...(filter.shopId ? { shopId: filter.shopId } : {}),
    ...(filter.awaitingReply ? { replied: 'false' as const } : {}),
  };
  return apiCall(
    calls.sellerReviews.listSellerReviews,
    { params: { sellerId }, query },
    { signal },
  );
}

const sellerReviews = apiQuery(reviewKeys.sellerPage, getSellerReviews, {
  placeholderData: (previous) => previous,
});

/** Query options for {@link getSellerReviews}. */
export const sellerReviewsQueryOptions = sellerReviews.options;

/** One page of the seller's reviews, `{ data, meta }`. */
export const useSellerReviews = sellerReviews.use;
