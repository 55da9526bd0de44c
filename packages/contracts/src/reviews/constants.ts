/**
 * Review limits and labels without zod, so the web can import them without pulling the schema
 * library into a page (schemas.ts builds the schemas from them).
 */

/** Stars a review gives: whole numbers 1–5. */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export type TRating = (typeof REVIEW_RATINGS)[number];
export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** A review's comment and a shop's reply: multi-line text, at most this many characters. */
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;

/** Why someone reports a review: one short line. */
export const REVIEW_REPORT_REASON_MAX_LENGTH = 200;

/** What each number of stars says, for the rating input's labels. */
export const RATING_LABELS: Record<TRating, string> = {
  1: '很不滿意',
  2: '不滿意',
  3: '普通',
  4: '滿意',
  5: '非常滿意',
};
