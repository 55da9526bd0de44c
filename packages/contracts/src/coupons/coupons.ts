import { z } from 'zod';
import {
  CHECK_ANY_OBJECT,
  dataOf,
  idParams,
  listOf,
  pageOf,
  pagingQuery,
  zBodyId,
  zLine,
  zMultilineText,
  zTimestamp,
  zTimestampOut,
} from '../common';
import {
  COUPON_CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  COUPON_CAMPAIGN_NAME_MAX_LENGTH,
  COUPON_CLAIM_CODE_PATTERN,
  COUPON_PERCENT_MAX,
  COUPON_STATES,
} from './coupons-terms';
import {
  COUPON_DISCOUNT_TYPES,
  COUPON_SCOPES,
  COUPON_SOURCES,
  MEMBER_ITEM_LIMITS,
} from '../item-constants';
import { ZItemService, zIdempotencyKey } from '../item-schemas';

export * from './coupons-terms';

// ---------------------------------------------------------------------------------------------
// Campaigns

export const ZCouponCampaignsParams = idParams('sellerId');
export const ZCouponCampaignParams = idParams('sellerId', 'campaignId');

const AMOUNT_MESSAGE = `金額需介於 1 到 ${MEMBER_ITEM_LIMITS.amount}`;

/**
 * A campaign as the shop writes it. discountValue: minor units for AMOUNT, the percentage OFF
 * (1–99) for PERCENT. SERVICES needs at least one of the seller's services; the window is
 * [startsAt, endsAt). claimCode: 4–20 of A–Z 0–9 (stored upper case), unique per seller; null =
 * issued by the shop only.
 */
export const ZCouponCampaignInput = z
  .strictObject({
    name: zLine()
      .min(1, '請輸入優惠券名稱')
      .max(
        COUPON_CAMPAIGN_NAME_MAX_LENGTH,
        `優惠券名稱最多 ${COUPON_CAMPAIGN_NAME_MAX_LENGTH} 個字`,
      ),
    description: zMultilineText(
      z
        .string()
        .max(
          COUPON_CAMPAIGN_DESCRIPTION_MAX_LENGTH,
          `說明最多 ${COUPON_CAMPAIGN_DESCRIPTION_MAX_LENGTH} 個字`,
        ),
    ).default(''),
    discountType: z.enum(COUPON_DISCOUNT_TYPES, { error: '請選擇折扣方式' }),
    discountValue: z
      .number({ error: '請輸入折扣' })
      .int(AMOUNT_MESSAGE)
      .min(1, AMOUNT_MESSAGE)
      .max(MEMBER_ITEM_LIMITS.amount, AMOUNT_MESSAGE),
    minSpend: z
      .number({ error: '最低消費不可小於 0' })
      .int()
      .min(0, '最低消費不可小於 0')
      .max(MEMBER_ITEM_LIMITS.amount, `最低消費最多 ${MEMBER_ITEM_LIMITS.amount}`)
      .default(0),
    scope: z.enum(COUPON_SCOPES).default('ORDER'),
    /** The covered services (SERVICES scope); ignored and cleared for ORDER. */
    serviceIds: z.array(zBodyId()).max(100).default([]),
    startsAt: zTimestamp('請選擇開始日期'),
    endsAt: zTimestamp('請選擇結束日期'),
    perCustomerLimit: z
      .number({ error: '每人可領張數需介於 1 到 100' })
      .int()
      .min(1, '每人可領張數需介於 1 到 100')
      .max(MEMBER_ITEM_LIMITS.couponsPerCustomer, '每人可領張數需介於 1 到 100')
      .default(1),
    claimCode: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : v),
        z
          .string()
          .regex(COUPON_CLAIM_CODE_PATTERN, '優惠碼需為 4 到 20 個英文字母或數字')
          .nullable(),
      )
      .default(null),
    isActive: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.discountType === 'PERCENT' && c.discountValue > COUPON_PERCENT_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: `折扣百分比需介於 1 到 ${COUPON_PERCENT_MAX}`,
        path: ['discountValue'],
      });
    }
    if (c.scope === 'SERVICES' && Array.isArray(c.serviceIds) && c.serviceIds.length === 0) {
      ctx.addIssue({ code: 'custom', message: '請選擇適用的服務', path: ['serviceIds'] });
    }
    if (Date.parse(c.startsAt) >= Date.parse(c.endsAt)) {
      ctx.addIssue({ code: 'custom', message: '結束時間需晚於開始時間', path: ['endsAt'] });
    }
  }, CHECK_ANY_OBJECT);
export type TCouponCampaignInput = z.input<typeof ZCouponCampaignInput>;

/** What a coupon takes off and when: the part of a campaign its coupons carry. */
export const ZCouponTerms = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  /** Minor units for AMOUNT; percent for PERCENT. */
  discountValue: z.number().int(),
  currency: z.string(),
  minSpend: z.number().int(),
  scope: z.enum(COUPON_SCOPES),
  /** The covered services (SERVICES scope); empty for ORDER. */
  services: z.array(ZItemService),
  startsAt: zTimestampOut(),
  endsAt: zTimestampOut(),
});
export type TCouponTerms = z.infer<typeof ZCouponTerms>;

export const ZCouponCampaign = ZCouponTerms.extend({
  perCustomerLimit: z.number().int(),
  claimCode: z.string().nullable(),
  isActive: z.boolean(),
  /** Coupons of the campaign customers hold (redeemed or not). */
  issuedCount: z.number().int(),
  redeemedCount: z.number().int(),
  createdAt: zTimestampOut(),
});
export type TCouponCampaign = z.infer<typeof ZCouponCampaign>;

export const ZCouponCampaignResponse = dataOf(ZCouponCampaign);
export const ZCouponCampaignsResponse = listOf(ZCouponCampaign);

/** Issue to one of the seller's customers, or to every customer carrying one of its tags. */
export const ZIssueCouponsRequest = z
  .strictObject({ customerId: zBodyId().optional(), tagId: zBodyId().optional() })
  .refine((b) => (b.customerId === undefined) !== (b.tagId === undefined), {
    message: '請選擇一位顧客或一個標籤',
    path: ['customerId'],
  });
export type TIssueCouponsRequest = z.input<typeof ZIssueCouponsRequest>;
export const ZIssueCouponsResponse = dataOf(
  z.object({
    /** Coupons given. */
    issued: z.number().int(),
    /** Customers passed over: they already hold the campaign's limit. */
    skipped: z.number().int(),
  }),
);

// ---------------------------------------------------------------------------------------------
// Coupons a customer holds

export const ZCoupon = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  source: z.enum(COUPON_SOURCES),
  state: z.enum(COUPON_STATES),
  /** The campaign's end: usable until then (exclusive). */
  expiresAt: zTimestampOut(),
  createdAt: zTimestampOut(),
  redeemedAt: zTimestampOut().nullable(),
  /** The order it was redeemed against, and what it took off (minor units). */
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  discountAmount: z.number().int().nullable(),
  campaign: ZCouponTerms,
});
export type TCoupon = z.infer<typeof ZCoupon>;

export const ZCustomerCouponsParams = idParams('sellerId', 'customerId');
export const ZCustomerCouponsQuery = z.strictObject({
  /** One state only; all of them when absent. */
  state: z.enum(COUPON_STATES).optional(),
  ...pagingQuery(50, 100),
});
export const ZCustomerCouponsResponse = pageOf(ZCoupon);

export const ZCustomerCouponParams = idParams('sellerId', 'customerId', 'couponId');
export const ZRedeemCouponRequest = z.strictObject({
  /** One of the customer's orders at the seller, not cancelled, without a coupon yet. */
  orderId: zBodyId(),
  idempotencyKey: zIdempotencyKey(),
});
export const ZRedeemCouponResponse = dataOf(
  z.object({ coupon: ZCoupon, discountAmount: z.number().int() }),
);

/**
 * The customer's recent orders as candidates for a coupon: each says whether the coupon applies
 * and, when it does not, why (the reasons a redemption would answer), else the discount.
 */
export const ZCouponOrderCandidate = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  shopName: z.string(),
  startsAt: zTimestampOut(),
  timeZone: z.string(),
  totalPrice: z.number().int(),
  currency: z.string(),
  applicable: z.boolean(),
  /** zh-TW, when not applicable. */
  reason: z.string().nullable(),
  /** What the coupon would take off, when applicable. */
  discountAmount: z.number().int().nullable(),
});
export type TCouponOrderCandidate = z.infer<typeof ZCouponOrderCandidate>;
export const ZCouponOrderCandidatesResponse = listOf(ZCouponOrderCandidate);

/** `/v1/me/customers/{customerId}/coupons:claim` */
export const ZClaimCouponParams = idParams('customerId');
export const ZClaimCouponRequest = z.strictObject({
  code: zLine().min(1, '請輸入優惠碼').max(50, '找不到這個優惠碼'),
});
export const ZClaimCouponResponse = dataOf(ZCoupon);
