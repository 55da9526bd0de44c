import {
  ERROR_CODES,
  REVIEW_RATINGS,
  type TReview,
  type TReviewSummary,
  type TSellerReview,
} from '@haoyue/contracts';
import { and, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customers,
  orders,
  reviewReports,
  reviews,
  shopRatings,
  shops,
  users,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { readWindowPage, windowTotal } from '../../lib/paging';
import { reviewerName } from './reviewer-name';

const MAX_ID = 2_147_483_647;

/**
 * The columns a review is answered from. The reviewer's user id stays on the server: the
 * answer names the reviewer only by the name fixed when they wrote it (never a phone).
 */
const reviewColumns = {
  id: reviews.id,
  shopId: reviews.shopId,
  orderId: reviews.orderId,
  rating: reviews.rating,
  comment: reviews.comment,
  reviewerName: reviews.reviewerName,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
};
type ReviewRow = { [K in keyof typeof reviewColumns]: (typeof reviews.$inferSelect)[K] };

/** A review as everyone sees it. */
function presentReview(row: ReviewRow): TReview {
  return {
    id: row.id,
    shopId: row.shopId,
    rating: row.rating,
    comment: row.comment,
    reviewerName: row.reviewerName,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Shown and counted: not hidden by the platform's moderation. */
const isVisible = isNull(reviews.hiddenAt);

/** Newest first; the id breaks ties between reviews written in the same instant. */
const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

const reviewNotFound = () => notFound('找不到這則評價');

/**
 * The customer's order by id or order key, as the booking module finds it: another customer's
 * order, like a missing one, is 404 (ids reveal nothing).
 */
async function loadOwnOrder(db: Db, userId: number, id: string | number) {
  const text = String(id);
  const byKey = !/^\d+$/.test(text);
  if (!byKey && Number(text) > MAX_ID) throw notFound('找不到訂單');
  const [row] = await db
    .select({
      id: orders.id,
      shopId: orders.shopId,
      status: orders.status,
      profile: orders.profile,
      customerUserId: customers.userId,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(byKey ? eq(orders.orderKey, text) : eq(orders.id, Number(text)));
  if (!row || row.customerUserId !== userId) throw notFound('找不到訂單');
  return row;
}

/**
 * The customer rates their completed order, once. The one-review-per-order rule is the unique
 * index on `order_id`: a second try (even a concurrent one) inserts nothing and is told so.
 */
export async function createReview(
  db: Db,
  userId: number,
  input: { orderId: number; rating: number; comment?: string | null },
): Promise<TReview> {
  const order = await loadOwnOrder(db, userId, input.orderId);
  if (order.status !== 'COMPLETED') {
    throw AppError.of(ERROR_CODES.ORDER_STATE, '只有已完成的預約可以評價');
  }
  const [user] = await db
    .select({ nickname: users.nickname, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = await db
    .insert(reviews)
    .values({
      orderId: order.id,
      shopId: order.shopId,
      userId,
      rating: input.rating,
      comment: input.comment ?? null,
      reviewerName: reviewerName({
        nickname: user?.nickname ?? null,
        displayName: user?.displayName ?? null,
        bookingName: order.profile.displayName ?? null,
      }),
    })
    .onConflictDoNothing({ target: reviews.orderId })
    .returning(reviewColumns);
  if (!row) throw AppError.of(ERROR_CODES.ALREADY_REVIEWED, '這筆預約已經評價過了');
  return presentReview(row);
}

/** The customer's review of their order (null before they wrote one) and whether they may now. */
export async function getOrderReview(
  db: Db,
  userId: number,
  id: string,
): Promise<{ canReview: boolean; review: TReview | null }> {
  const order = await loadOwnOrder(db, userId, id);
  const [row] = await db.select(reviewColumns).from(reviews).where(eq(reviews.orderId, order.id));
  return {
    canReview: order.status === 'COMPLETED' && !row,
    review: row ? presentReview(row) : null,
  };
}

/**
 * The summary of a shop's visible reviews: count and sum from `shop_ratings` (kept by the
 * database trigger), stars counted per value.
 */
async function summarize(db: Db, shopId: number): Promise<TReviewSummary> {
  const [[counted], perRating] = await Promise.all([
    db
      .select({ count: shopRatings.reviewCount, sum: shopRatings.ratingSum })
      .from(shopRatings)
      .where(eq(shopRatings.shopId, shopId)),
    db
      .select({ rating: reviews.rating, count: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(and(eq(reviews.shopId, shopId), isVisible))
      .groupBy(reviews.rating),
  ]);
  const count = counted?.count ?? 0;
  const sum = counted?.sum ?? 0;
  return {
    // Integer arithmetic first, so 4.45 rounds to 4.5 and not to a float's 4.4.
    average: count > 0 ? Math.round((sum * 10) / count) / 10 : null,
    count,
    byRating: [...REVIEW_RATINGS].reverse().map((rating) => ({
      rating,
      count: perRating.find((r) => r.rating === rating)?.count ?? 0,
    })),
  };
}

/** A public shop's visible reviews, newest first, one page, with the summary of all of them. */
export async function listShopReviews(
  db: Db,
  shopId: number,
  paging: { page: number; perPage: number },
) {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.reviewStatus, 'APPROVED')));
  if (!shop) throw notFound('找不到店家');
  const summarized = summarize(db, shopId);
  const [summary, { rows, meta }] = await Promise.all([
    summarized,
    // Past the last page, the summary's count is the total.
    readWindowPage(
      db
        .select({ ...reviewColumns, total: windowTotal() })
        .from(reviews)
        .where(and(eq(reviews.shopId, shopId), isVisible))
        .orderBy(...newestFirst),
      paging,
      async () => (await summarized).count,
    ),
  ]);
  return { data: { summary, reviews: rows.map(presentReview) }, meta };
}

/** A signed-in user reports a visible review for moderation, once per review. */
export async function reportReview(
  db: Db,
  userId: number,
  input: { reviewId: number; reason: string },
): Promise<void> {
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, input.reviewId), isVisible));
  if (!review) throw reviewNotFound();
  const [row] = await db
    .insert(reviewReports)
    .values({ reviewId: review.id, reporterId: userId, reason: input.reason })
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterId] })
    .returning({ id: reviewReports.id });
  if (!row) throw AppError.of(ERROR_CODES.ALREADY_REPORTED, '您已經檢舉過這則評價');
}

// ---------------------------------------------------------------------------------------------
// The seller's side

const sellerReviewColumns = { ...reviewColumns, shopName: shops.displayName };

function presentSellerReview(row: ReviewRow & { shopName: string }): TSellerReview {
  return { ...presentReview(row), shopName: row.shopName, orderId: row.orderId };
}

/** A shop of the seller that is not closed (a closed shop is gone for every seller route). */
const openShopOf = (sellerId: number) =>
  and(eq(shops.sellerId, sellerId), ne(shops.reviewStatus, 'CLOSED'));

/** Visible reviews of the seller's open shops (or one of them), newest first, one page. */
export async function listSellerReviews(
  db: Db,
  sellerId: number,
  query: { shopId?: number; replied?: 'true' | 'false'; page: number; perPage: number },
) {
  const filters: (SQL | undefined)[] = [openShopOf(sellerId), isVisible];
  if (query.shopId !== undefined) filters.push(eq(reviews.shopId, query.shopId));
  if (query.replied === 'true') filters.push(isNotNull(reviews.reply));
  if (query.replied === 'false') filters.push(isNull(reviews.reply));
  const where = and(...filters);
  const countAll = async () => {
    const [row] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .innerJoin(shops, eq(shops.id, reviews.shopId))
      .where(where);
    return row?.count ?? 0;
  };
  const { rows, meta } = await readWindowPage(
    db
      .select({ ...sellerReviewColumns, total: windowTotal() })
      .from(reviews)
      .innerJoin(shops, eq(shops.id, reviews.shopId))
      .where(where)
      .orderBy(...newestFirst),
    query,
    countAll,
  );
  return { data: rows.map(presentSellerReview), meta };
}

/**
 * A member replies publicly for the shop, once. Reviews are public, so a review of another
 * seller's shop is refused as not theirs (403) rather than hidden; the one-reply rule is the
 * update's own condition, so two members replying at once cannot both win.
 */
export async function replyToReview(
  db: Db,
  input: { sellerId: number; userId: number; reviewId: number; reply: string },
): Promise<TSellerReview> {
  const [found] = await db
    .select({ sellerId: shops.sellerId, status: shops.reviewStatus, shopName: shops.displayName })
    .from(reviews)
    .innerJoin(shops, eq(shops.id, reviews.shopId))
    .where(and(eq(reviews.id, input.reviewId), isVisible));
  if (!found || (found.sellerId === input.sellerId && found.status === 'CLOSED')) {
    throw reviewNotFound();
  }
  if (found.sellerId !== input.sellerId) {
    throw AppError.of(ERROR_CODES.FORBIDDEN, '只能回覆自己店家的評價');
  }
  const [row] = await db
    .update(reviews)
    .set({
      reply: input.reply,
      repliedBy: input.userId,
      repliedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(reviews.id, input.reviewId), isNull(reviews.reply)))
    .returning(reviewColumns);
  if (!row) throw AppError.of(ERROR_CODES.ALREADY_REPLIED, '這則評價已經回覆過了');
  return presentSellerReview({ ...row, shopName: found.shopName });
}
