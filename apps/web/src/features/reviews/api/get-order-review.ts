import { calls } from '@haoyue/contracts';
import { apiData, apiQuery, useSignedInQuery } from '../../../lib/api-query';
import { reviewKeys } from './keys';

/** Fetches the customer's review of their order and whether they may write it now. */
export function getOrderReview(orderId: number, signal?: AbortSignal) {
  return apiData(calls.reviews.getOrderReview, { params: { id: String(orderId) } }, signal);
}

/** Query options for {@link getOrderReview}. */
export const orderReviewQueryOptions = apiQuery(reviewKeys.order, getOrderReview).options;

/** The customer's review of an order (not fetched while signed out or when `enabled` is false). */
export function useOrderReview(orderId: number, enabled: boolean) {
  return useSignedInQuery({ ...orderReviewQueryOptions(orderId), enabled });
}
