import { z } from 'zod';
import { dataOf, idParams, listOf, zBodyId, zLine, zTimestampOut } from '../common';
import { REVIEW_STATUSES } from '../catalogue/schemas';
import { valuesOf } from '../labelled-values';

/** Where a shop's Reserve with Google enrolment stands (審核中 → 已上線, or 已退回 with a reason). */
export const GOOGLE_RESERVE_STATUS_LABELS = {
  PENDING: '審核中',
  APPROVED: '已上線',
  REJECTED: '已退回',
};
export const GOOGLE_RESERVE_STATUSES = valuesOf(GOOGLE_RESERVE_STATUS_LABELS);
export type TGoogleReserveStatus = (typeof GOOGLE_RESERVE_STATUSES)[number];

export const GOOGLE_FEED_RUN_STATUS_LABELS = {
  RUNNING: '產生中',
  SUCCEEDED: '成功',
  FAILED: '失敗',
};
export const GOOGLE_FEED_RUN_STATUSES = valuesOf(GOOGLE_FEED_RUN_STATUS_LABELS);

export const GOOGLE_UPDATE_STATUS_LABELS = {
  PENDING: '等待傳送',
  SENT: '已傳送',
  FAILED: '傳送失敗',
};
export const GOOGLE_UPDATE_STATUSES = valuesOf(GOOGLE_UPDATE_STATUS_LABELS);

export const GOOGLE_UPDATE_KIND_LABELS = {
  AVAILABILITY_REPLACE: '可預約時段更新',
  BOOKING_NOTIFICATION: '預約異動通知',
};
export const GOOGLE_UPDATE_KINDS = valuesOf(GOOGLE_UPDATE_KIND_LABELS);

/**
 * A shop's place on Google Maps as a seller copies it: https, on Google Maps' own hosts
 * (google.com/maps and its country domains, maps.google.*, the maps.app.goo.gl and goo.gl/maps
 * short links, g.page). zod-free, so a public page could check it too.
 */
export const GOOGLE_MAPS_URL_PATTERN =
  /^https:\/\/(?:(?:www\.)?google\.(?:com|[a-z]{2}|com?\.[a-z]{2})\/maps(?:[/?#]|$)|maps\.google\.(?:com|[a-z]{2}|com?\.[a-z]{2})(?:[/?#]|$)|maps\.app\.goo\.gl\/\S|goo\.gl\/maps\/\S|g\.page\/\S)\S*$/i;
export const GOOGLE_MAPS_URL_MESSAGE =
  '請貼上 Google 地圖的商家連結（https://maps.app.goo.gl/… 或 https://www.google.com/maps/…）';
export const GOOGLE_MAPS_URL_MAX_LENGTH = 500;

/** The most services a shop may name (more than any shop has). */
const MAX_OFFERED = 200;

/** What a seller sends to enrol a shop or change its enrolment. */
export const ZGoogleReserveEnrolmentInput = z.strictObject({
  mapsPlaceUrl: zLine()
    .min(1, '請貼上 Google 地圖的商家連結')
    .max(GOOGLE_MAPS_URL_MAX_LENGTH, `連結最多 ${GOOGLE_MAPS_URL_MAX_LENGTH} 個字`)
    .regex(GOOGLE_MAPS_URL_PATTERN, GOOGLE_MAPS_URL_MESSAGE),
  /** Services asking a prepayment are booked through Google to be paid at the shop. */
  payAtShop: z.boolean(),
  /** The services offered through Google; null = every service open to online booking. */
  offeredServiceIds: z
    .array(zBodyId())
    .min(1, '請至少選擇一項服務')
    .max(MAX_OFFERED)
    .refine((ids) => new Set(ids).size === ids.length, '服務重複了')
    .nullable(),
});
export type TGoogleReserveEnrolmentInput = z.infer<typeof ZGoogleReserveEnrolmentInput>;

/** The latest merchants feed that carried the shop since its approval, and how it went. */
export const ZGoogleReserveFeedRun = z.object({
  status: z.enum(GOOGLE_FEED_RUN_STATUSES),
  startedAt: zTimestampOut(),
  finishedAt: zTimestampOut().nullable(),
  records: z.number().int(),
  /** Why it failed (English, for operators), or null. */
  error: z.string().nullable(),
});
export type TGoogleReserveFeedRun = z.infer<typeof ZGoogleReserveFeedRun>;

/** The shop's latest real-time update to Google, and how it went. */
export const ZGoogleReserveNotification = z.object({
  kind: z.enum(GOOGLE_UPDATE_KINDS),
  status: z.enum(GOOGLE_UPDATE_STATUSES),
  createdAt: zTimestampOut(),
  sentAt: zTimestampOut().nullable(),
  /** The last failure (English, for operators), or null. */
  error: z.string().nullable(),
});
export type TGoogleReserveNotification = z.infer<typeof ZGoogleReserveNotification>;

/** A shop's enrolment as its seller sees it. */
export const ZGoogleReserveEnrolment = z.object({
  status: z.enum(GOOGLE_RESERVE_STATUSES),
  rejectReason: z.string().nullable(),
  payAtShop: z.boolean(),
  offeredServiceIds: z.array(z.number().int()).nullable(),
  mapsPlaceUrl: z.string().nullable(),
  /** When the seller last submitted or changed it. */
  updatedAt: zTimestampOut(),
  /** When the platform last decided (null while waiting). */
  decidedAt: zTimestampOut().nullable(),
  /** Null until a merchants feed started after the approval (and while not approved). */
  lastFeed: ZGoogleReserveFeedRun.nullable(),
  /** Null until an update was written for the shop. */
  lastNotification: ZGoogleReserveNotification.nullable(),
});
export type TGoogleReserveEnrolment = z.infer<typeof ZGoogleReserveEnrolment>;

/** A service of the shop open to online booking: what may be offered through Google. */
export const ZGoogleReserveService = z.object({
  id: z.number().int(),
  name: z.string(),
});

/** A shop of the seller, the details Google matches it by, and its enrolment (null: none). */
export const ZGoogleReserveShop = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  address: z.string(),
  phoneNumber: z.string().nullable(),
  /** The platform's review of the shop itself: only an approved shop is served. */
  shopReviewStatus: z.enum(REVIEW_STATUSES),
  services: z.array(ZGoogleReserveService),
  enrolment: ZGoogleReserveEnrolment.nullable(),
});
export type TGoogleReserveShop = z.infer<typeof ZGoogleReserveShop>;

export const ZGoogleReserveShopParams = idParams('sellerId', 'shopId');
export const ZGoogleReserveSellerParams = idParams('sellerId');
export const ZGoogleReserveShopsResponse = listOf(ZGoogleReserveShop);
export const ZGoogleReserveShopResponse = dataOf(ZGoogleReserveShop);
