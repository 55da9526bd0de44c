import { reviewsCalls as calls, sellerReviewsCalls as sellerCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { routesOn } from '../../http/call-routes';
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
  const routes = routesOn(app);
  routes.data(calls.createReview, USER, (req) => createReview(db, req.user!.id, req.body));
  routes.data(calls.getOrderReview, USER, (req) => getOrderReview(db, req.user!.id, req.params.id));
  routes.reply(calls.listShopReviews, PUBLIC, (req) =>
    listShopReviews(db, req.params.shopId, req.query),
  );
  routes.empty(calls.reportReview, USER, (req) => reportReview(db, req.user!.id, req.body));
  routes.reply(sellerCalls.listSellerReviews, { access: { seller: 'shops.read' } }, (req) =>
    listSellerReviews(db, req.seller!.id, req.query),
  );
  routes.data(sellerCalls.replyToReview, { access: { seller: 'reviews.reply' } }, (req) => {
    const { reviewId } = req.params;
    const who = { sellerId: req.seller!.id, userId: req.user!.id };
    return replyToReview(db, { ...who, reviewId, reply: req.body.reply });
  });
};
