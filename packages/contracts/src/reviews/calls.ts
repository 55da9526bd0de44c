import { defineCalls } from '../call';
import { ZGetOrderParams } from '../booking/schemas';
import {
  OWN_READ_ERRORS,
  OWN_WRITE_ERRORS,
  SELLER_READ_ERRORS,
  SELLER_WRITE_ERRORS,
} from '../call-errors';
import {
  ZCreateReviewRequest,
  ZOrderReviewResponse,
  ZReplyReviewRequest,
  ZReportReviewRequest,
  ZReviewResponse,
  ZSellerReviewParams,
  ZSellerReviewResponse,
  ZSellerReviewsParams,
  ZSellerReviewsQuery,
  ZSellerReviewsResponse,
  ZShopReviewsParams,
  ZShopReviewsQuery,
  ZShopReviewsResponse,
} from './schemas';

/**
 * Reviews of visits that happened: a customer rates a completed order once, everyone reads a
 * shop's visible reviews, signed-in users report one for moderation.
 */
export const reviewsCalls = defineCalls('reviews', {
  createReview: {
    method: 'POST',
    path: '/v1/reviews',
    summary: 'Rate your completed order (1–5 stars) with an optional comment, once',
    description:
      'Only the order’s customer, only once it is COMPLETED (409 E_ORDER_STATE otherwise); a second review of the order is 409 E_ALREADY_REVIEWED. The review shows your nickname or your masked name, never your phone.',
    body: ZCreateReviewRequest,
    response: ZReviewResponse,
    errors: [...OWN_WRITE_ERRORS, 'E_ORDER_STATE', 'E_ALREADY_REVIEWED'],
  },
  getOrderReview: {
    method: 'GET',
    path: '/v1/orders/{id}/review',
    summary: 'Your review of one of your orders (by id or order key), and whether you may write it',
    params: ZGetOrderParams,
    response: ZOrderReviewResponse,
    errors: OWN_READ_ERRORS,
  },
  listShopReviews: {
    method: 'GET',
    path: '/v1/shops/{shopId}/reviews',
    summary: "A public shop's visible reviews, newest first, with their average and counts",
    params: ZShopReviewsParams,
    query: ZShopReviewsQuery,
    response: ZShopReviewsResponse,
    errors: ['E_NOT_FOUND'],
  },
  reportReview: {
    method: 'POST',
    path: '/v1/reviews:report',
    summary: 'Report a review to the platform’s moderation, once per review',
    description: 'A second report of the same review by the same user is 409 E_ALREADY_REPORTED.',
    body: ZReportReviewRequest,
    response: null,
    errors: [...OWN_WRITE_ERRORS, 'E_ALREADY_REPORTED'],
  },
});

/** The seller's side of reviews: their shops' reviews and the shop's one public reply. */
export const sellerReviewsCalls = defineCalls('seller', {
  listSellerReviews: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/reviews',
    summary: "Visible reviews of the seller's shops, newest first",
    description: 'Every member (owner, manager, staff) reads.',
    params: ZSellerReviewsParams,
    query: ZSellerReviewsQuery,
    response: ZSellerReviewsResponse,
    errors: SELLER_READ_ERRORS,
  },
  replyToReview: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/reviews/{reviewId}:reply',
    summary: "Reply publicly to a review of one of the seller's shops, once",
    description:
      'Every member (reviews.reply). A review of another seller’s shop is 403 E_FORBIDDEN; a second reply is 409 E_ALREADY_REPLIED.',
    params: ZSellerReviewParams,
    body: ZReplyReviewRequest,
    response: ZSellerReviewResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_ALREADY_REPLIED'],
  },
});
