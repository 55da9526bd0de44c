import { reviewsCalls as calls, sellerReviewsCalls as sellerCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/route';
import { userDataRoute } from '../../http/data-route';
import {
  createReview,
  getOrderReview,
  listSellerReviews,
  listShopReviews,
  replyToReview,
  reportReview,
} from './reviews.service';

const USER = { access: 'user' } as const;
/** Anyone may read a shop's reviews; the same answer for everyone, so the micro-cache keeps it. */
const PUBLIC = { access: 'public', publicCache: true } as const;

/**
 * Reviews: the customer's review of a completed order, a shop's public list, reports for the
 * platform's moderation, and the seller's list and one reply (/v1/sellers/{sellerId}/reviews).
 */
export const reviewsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  userDataRoute(app, {
    call: calls.createReview,
    settings: USER,
    data: (userId, req) => createReview(db, userId, req.body),
  });
  userDataRoute(app, {
    call: calls.getOrderReview,
    settings: USER,
    data: (userId, req) => getOrderReview(db, userId, req.params.id),
  });
  route(app, {
    call: calls.listShopReviews,
    settings: PUBLIC,
    handler: async (req) => listShopReviews(db, req.params.shopId, req.query),
  });
  route(app, {
    call: calls.reportReview,
    settings: USER,
    handler: async (req) => {
      await reportReview(db, req.user!.id, req.body);
    },
  });
  route(app, {
    call: sellerCalls.listSellerReviews,
    settings: { access: { seller: 'shops.read' } },
    handler: async (req) => listSellerReviews(db, req.seller!.id, req.query),
  });
  route(app, {
    call: sellerCalls.replyToReview,
    settings: { access: { seller: 'reviews.reply' } },
    handler: async (req) => ({
      data: await replyToReview(db, {
        sellerId: req.seller!.id,
        userId: req.user!.id,
        reviewId: req.params.reviewId,
        reply: req.body.reply,
      }),
    }),
  });
};
