import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import { apiQuery } from '../../../lib/api-query';
import { reviewKeys } from './keys';

/** Reviews shown per page on the shop page. */
export const SHOP_REVIEWS_PER_PAGE = 5;

/** Fetches one page of a shop's visible reviews, newest first, with the summary of all. */
export async function getShopReviews(shopId: number, page: number, signal?: AbortSignal) {
  const query = { page, perPage: SHOP_REVIEWS_PER_PAGE };
  const body = await apiCall(
    calls.reviews.listShopReviews,
    { params: { shopId }, query },
    { signal },
  );
  return { ...body.data, meta: body.meta };
}

const shopReviews = apiQuery(reviewKeys.shopPage, getShopReviews, {
  placeholderData: (previous) => previous,
});

/** Query options for {@link getShopReviews}. */
export const shopReviewsQueryOptions = shopReviews.options;

/** One page of a shop's reviews (the previous page stays shown while the next loads). */
export const useShopReviews = shopReviews.use;
