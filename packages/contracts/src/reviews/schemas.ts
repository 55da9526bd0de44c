import { z } from 'zod';
import {
  dataOf,
  idParams,
  pagingQuery,
  ZPaging,
  zBodyId,
  zLine,
  zMultilineText,
  zMultilineTextOrNull,
  zParamId,
  zTimestampOut,
} from '../common';
import {
  MAX_RATING,
  MIN_RATING,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_REPORT_REASON_MAX_LENGTH,
} from './constants';

// ---------------------------------------------------------------------------------------------
// A review as everyone sees it: the reviewer's nickname or masked name, never their phone

export const ZReview = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  rating: z.number().int().min(MIN_RATING).max(MAX_RATING),
  comment: z.string().nullable(),
  /** The nickname, or the name masked (王＊＊), chosen when the review was written. */
  reviewerName: z.string(),
  /** The shop's one public reply. */
  reply: z.string().nullable(),
  repliedAt: zTimestampOut().nullable(),
  createdAt: zTimestampOut(),
});
export type TReview = z.infer<typeof ZReview>;

/** A shop's visible reviews counted: average to one decimal (null without any), per star. */
export const ZReviewSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** From 5 stars down to 1, each with how many reviews gave it. */
  byRating: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type TReviewSummary = z.infer<typeof ZReviewSummary>;

// ---------------------------------------------------------------------------------------------
// Writing

/** Multi-line text as decision 009 treats it: cleaned, not refused; blank becomes null. */
const multiline = (max: number, message: string) =>
  zMultilineTextOrNull(z.string().max(max, message).nullable());

export const ZCreateReviewRequest = z.strictObject({
  orderId: zBodyId(),
  rating: z
    .number({ error: `評分需為 ${MIN_RATING} 到 ${MAX_RATING} 的整數` })
    .int(`評分需為 ${MIN_RATING} 到 ${MAX_RATING} 的整數`)
    .min(MIN_RATING, `評分需為 ${MIN_RATING} 到 ${MAX_RATING} 的整數`)
    .max(MAX_RATING, `評分需為 ${MIN_RATING} 到 ${MAX_RATING} 的整數`),
  comment: multiline(
    REVIEW_COMMENT_MAX_LENGTH,
    `評論最多 ${REVIEW_COMMENT_MAX_LENGTH} 字`,
  ).optional(),
});
export type TCreateReviewRequest = z.input<typeof ZCreateReviewRequest>;
export const ZReviewResponse = dataOf(ZReview);

export const ZReportReviewRequest = z.strictObject({
  reviewId: zBodyId(),
  reason: zLine()
    .min(1, '請填寫檢舉原因')
    .max(REVIEW_REPORT_REASON_MAX_LENGTH, `檢舉原因最多 ${REVIEW_REPORT_REASON_MAX_LENGTH} 字`),
});
export type TReportReviewRequest = z.input<typeof ZReportReviewRequest>;

// ---------------------------------------------------------------------------------------------
// Reading

export const ZShopReviewsParams = idParams('shopId');
export const ZShopReviewsQuery = z.strictObject(pagingQuery(10, 50));
/** One page of a shop's visible reviews, newest first, and the summary of all of them. */
export const ZShopReviewsResponse = z.object({
  data: z.object({ summary: ZReviewSummary, reviews: z.array(ZReview) }),
  meta: ZPaging,
});
export type TShopReviews = z.infer<typeof ZShopReviewsResponse>;

/** The order page's question: may the customer review this order, and what did they write. */
export const ZOrderReviewResponse = dataOf(
  z.object({
    /** True while the order is completed and not yet reviewed. */
    canReview: z.boolean(),
    review: ZReview.nullable(),
  }),
);
export type TOrderReview = z.infer<typeof ZOrderReviewResponse>['data'];

// ---------------------------------------------------------------------------------------------
// The seller's side: their shops' reviews, and the one reply

export const ZSellerReview = ZReview.extend({
  shopName: z.string(),
  orderId: z.number().int(),
});
export type TSellerReview = z.infer<typeof ZSellerReview>;

export const ZSellerReviewsParams = idParams('sellerId');
export const ZSellerReviewsQuery = z.strictObject({
  shopId: zParamId().optional(),
  /** `false`: only reviews still waiting for a reply. */
  replied: z.enum(['true', 'false']).optional(),
  ...pagingQuery(20, 50),
});
export const ZSellerReviewsResponse = z.object({
  data: z.array(ZSellerReview),
  meta: ZPaging,
});
export const ZSellerReviewParams = idParams('sellerId', 'reviewId');
export const ZReplyReviewRequest = z.strictObject({
  reply: zMultilineText(
    z
      .string()
      .min(1, '請填寫回覆內容')
      .max(REVIEW_REPLY_MAX_LENGTH, `回覆最多 ${REVIEW_REPLY_MAX_LENGTH} 字`),
  ),
});
export type TReplyReviewRequest = z.input<typeof ZReplyReviewRequest>;
export const ZSellerReviewResponse = dataOf(ZSellerReview);
