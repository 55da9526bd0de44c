import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './booking';
import { shops } from './catalogue';
import { users } from './identity';
import { createdAt, extensionOf, instant, primaryId, refTo, timestamps } from './columns';

/**
 * A customer's rating of one completed order: at most one per order, so every review is of a
 * visit that really happened. `reviewerName` is the nickname or masked name chosen when it was
 * written (never the phone).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: primaryId(),
    orderId: refTo(() => orders.id, 'cascade'),
    shopId: refTo(() => shops.id, 'cascade'),
    userId: refTo(() => users.id),
    /** 1–5 stars. */
    rating: smallint().notNull(),
    comment: text(),
    reviewerName: text().notNull(),
    /** The shop's one public reply. */
    reply: text(),
    repliedBy: integer().references(() => users.id),
    repliedAt: instant(),
    /** Set by the platform's moderation: a hidden review is neither shown nor counted. */
    hiddenAt: instant(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reviews_order_key').on(t.orderId),
    index().on(t.shopId, t.createdAt),
    index().on(t.userId),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/** A signed-in user's report of a review, kept for the platform's moderation. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: primaryId(),
    reviewId: refTo(() => reviews.id, 'cascade'),
    reporterId: refTo(() => users.id),
    reason: text().notNull(),
    createdAt: createdAt(),
    resolvedAt: instant(),
  },
  (t) => [uniqueIndex('review_reports_once').on(t.reviewId, t.reporterId)],
);

/**
 * Each shop's visible reviews, counted: kept by a trigger on reviews (migration 0009), so search
 * cards and the shop page read one row instead of aggregating.
 */
export const shopRatings = pgTable('shop_ratings', {
  shopId: extensionOf(() => shops.id),
  reviewCount: integer().notNull().default(0),
  ratingSum: integer().notNull().default(0),
});
