/**
 * Seller billing (issue 39): plans, a licence per shop, the card on file, system orders (what the
 * platform charged a seller) and their receipts. Money in minor units of the order's currency
 * (decision 003); every amount is tax-inclusive (Taiwan: 5% business tax inside the price).
 */
import { z } from 'zod';
import {
  idParams,
  pageOf,
  pagingQuery,
  zBlankIsNull,
  zBodyId,
  zLine,
  zParamId,
  zTimestampOut,
} from '../common';
import { ZCurrency } from '../catalogue/geography';
import { LICENSE_STATUSES, ZPlan } from '../catalogue/schemas';
import { EMAIL_MESSAGE, EMAIL_PATTERN } from '../identity/rules';
import { zTaxId } from '../payment-settings/line-pay-application';
import { zAdminReason } from '../admin/schemas';

/** How often a licence renews: a month or a year per shop. */
export const BILLING_INTERVALS = ['MONTH', 'YEAR'] as const;
export const ZBillingInterval = z.enum(BILLING_INTERVALS);
export type TBillingInterval = z.infer<typeof ZBillingInterval>;
export const BILLING_INTERVAL_LABELS: Record<TBillingInterval, string> = {
  MONTH: '月繳',
  YEAR: '年繳',
};

/** A new shop's free trial. */
export const TRIAL_DAYS = 14;
/** Renewal charges start this many days before a licence ends. */
export const RENEWAL_LEAD_DAYS = 3;
/** After a licence ends unpaid, online booking keeps running this many days. */
export const GRACE_DAYS = 7;
/** The card cannot be removed while an auto-renewal is due within this many days. */
export const CARD_REMOVAL_LOCK_DAYS = 7;

/**
 * Where a shop's licence stands now. TRIAL / ACTIVE: covered. RENEWAL_FAILED: covered, but the
 * renewal charge failed (retrying). GRACE: ended unpaid, online booking still on until
 * `graceEndsAt`. PAUSED: past grace, new online bookings refused. NONE: never licensed.
 */
export const LICENCE_STANDINGS = [
  'TRIAL',
  'ACTIVE',
  'RENEWAL_FAILED',
  'GRACE',
  'PAUSED',
  'NONE',
] as const;
export const ZLicenceStanding = z.enum(LICENCE_STANDINGS);
export type TLicenceStanding = z.infer<typeof ZLicenceStanding>;
export const LICENCE_STANDING_LABELS: Record<TLicenceStanding, string> = {
  TRIAL: '試用中',
  ACTIVE: '使用中',
  RENEWAL_FAILED: '續約扣款失敗',
  GRACE: '寬限期',
  PAUSED: '已暫停線上預約',
  NONE: '未購買授權',
};

export const ZCard = z.object({
  brand: z.string().describe('VISA, MASTERCARD, JCB, AMEX, UNIONPAY…'),
  lastFour: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
  addedAt: zTimestampOut(),
});
export type TCard = z.infer<typeof ZCard>;

/** A shop's current licence period (the one covering now, else the latest). */
export const ZShopLicencePeriod = z.object({
  id: z.number().int(),
  plan: ZPlan,
  interval: ZBillingInterval,
  status: z.enum(LICENSE_STATUSES),
  startsAt: zTimestampOut(),
  endsAt: zTimestampOut(),
});

/** One shop on the licence page. */
export const ZShopBilling = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  standing: ZLicenceStanding,
  licence: ZShopLicencePeriod.nullable(),
  /**
   * The end of the latest trial, paid or granted period: the shop is licensed until then (a
   * period bought during a trial starts when the trial ends, so this is later than `licence`'s).
   */
  coveredUntil: zTimestampOut().nullable(),
  /** The plan and interval the next renewal charges (a switch applies from the next period). */
  nextPlan: ZPlan.nullable(),
  nextInterval: ZBillingInterval.nullable(),
  autoRenew: z.boolean(),
  /** When the next renewal charge is tried (null: no auto-renewal). */
  renewsAt: zTimestampOut().nullable(),
  /** The end of the grace period when the licence has ended unpaid. */
  graceEndsAt: zTimestampOut().nullable(),
  onlineBookingPaused: z.boolean(),
});
export type TShopBilling = z.infer<typeof ZShopBilling>;

/** Who a receipt is made out to: a company's 統一編號 and title are optional (Taiwan). */
export const ZBillingProfile = z.object({
  receiptTaxId: z.string().nullable(),
  receiptTitle: z.string().nullable(),
  receiptEmail: z.string().nullable(),
});

export const ZSellerBilling = z.object({
  currency: ZCurrency,
  /** Shops with a licence covering now (paid or trial): the seller's licence shop quantity. */
  licenceShopQuantity: z.number().int(),
  card: ZCard.nullable(),
  profile: ZBillingProfile,
  shops: z.array(ZShopBilling),
});
export type TSellerBilling = z.infer<typeof ZSellerBilling>;

export const SYSTEM_ORDER_KINDS = ['PURCHASE', 'RENEWAL', 'GRANT'] as const;
export const SYSTEM_ORDER_KIND_LABELS: Record<(typeof SYSTEM_ORDER_KINDS)[number], string> = {
  PURCHASE: '購買授權',
  RENEWAL: '自動續約',
  GRANT: '平台贈送',
};
export const SYSTEM_ORDER_STATUSES = ['PENDING', 'PAID', 'FAILED', 'REFUNDED'] as const;
export type TSystemOrderStatus = (typeof SYSTEM_ORDER_STATUSES)[number];
export const SYSTEM_ORDER_STATUS_LABELS: Record<TSystemOrderStatus, string> = {
  PENDING: '處理中',
  PAID: '已付款',
  FAILED: '付款失敗',
  REFUNDED: '已退款',
};

/** An electronic receipt for a paid order: the tax inside the amount is shown apart. */
export const ZReceipt = z.object({
  number: z.string().describe('e.g. HY-2026-000123'),
  issuedAt: zTimestampOut(),
  buyerTaxId: z.string().nullable(),
  buyerTitle: z.string().nullable(),
  /** Tax-inclusive total, minor units. */
  amount: z.number().int(),
  /** The 5% business tax inside `amount` (round(amount / 21)), minor units; 0 outside Taiwan. */
  taxAmount: z.number().int(),
  currency: ZCurrency,
  description: z.string().describe('e.g. 標準方案 月繳 · 光點髮藝 大安店 · 2026/12/05–2027/01/05'),
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZSystemOrder = z.object({
  id: z.number().int(),
  kind: z.enum(SYSTEM_ORDER_KINDS),
  status: z.enum(SYSTEM_ORDER_STATUSES),
  shopId: z.number().int(),
  shopName: z.string(),
  plan: ZPlan,
  interval: ZBillingInterval,
  /** Minor units, tax-inclusive; 0 for a grant. */
  amount: z.number().int(),
  currency: ZCurrency,
  periodStartsAt: zTimestampOut(),
  periodEndsAt: zTimestampOut(),
  /** The card charged: brand and last four, when a card was. */
  cardLabel: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** Who created it: the owner, the renewal job, or an admin (grant, refund). */
  createdBy: z.enum(['SELLER', 'JOB', 'ADMIN']),
  createdAt: zTimestampOut(),
  paidAt: zTimestampOut().nullable(),
  refundedAt: zTimestampOut().nullable(),
  refundReason: z.string().nullable(),
  receipt: ZReceipt.nullable(),
});
export type TSystemOrder = z.infer<typeof ZSystemOrder>;

export const ZSellerBillingParams = idParams('sellerId');
export const ZShopBillingParams = idParams('sellerId', 'shopId');
export const ZSystemOrderParams = idParams('sellerId', 'systemOrderId');

export const ZSystemOrdersQuery = z.strictObject({ ...pagingQuery(20) });
export const ZSystemOrdersResponse = pageOf(ZSystemOrder);

const zIdempotencyKey = () => zLine().min(8).max(100);

/** A card prime from the gateway's own card fields: single use, 90 seconds. */
const zPrime = () => zLine().min(1).max(200);

export const ZSaveCardRequest = z.strictObject({
  prime: zPrime(),
  idempotencyKey: zIdempotencyKey(),
});

/**
 * Buy (or renew early) a shop's licence now: one period starting when the current one ends (or
 * now). Pays with the card on file, or with `prime` (a new card, remembered as the card on file).
 */
export const ZPurchaseLicenceRequest = z.strictObject({
  planId: zBodyId('請選擇方案'),
  interval: ZBillingInterval,
  prime: zPrime().optional(),
  idempotencyKey: zIdempotencyKey(),
});

/**
 * The result of a charge: the order, and where to send the owner when the bank asks for
 * 3-D Secure (`paymentUrl`; the order stays PENDING until confirmed).
 */
export const ZChargeResult = z.object({
  order: ZSystemOrder,
  paymentUrl: z.string().nullable(),
});

/** The plan and interval the next renewal charges, and whether it renews at all. */
export const ZUpdateLicenceRequest = z.strictObject({
  nextPlanId: zBodyId('請選擇方案'),
  nextInterval: ZBillingInterval,
  autoRenew: z.boolean(),
});

/** Empty text is null: a field the owner may leave blank. */
const blankIsNull = <T extends z.ZodType>(schema: T) => zBlankIsNull(schema.nullable());

export const ZBillingProfileRequest = z.strictObject({
  receiptTaxId: blankIsNull(zTaxId()),
  receiptTitle: blankIsNull(zLine().max(100, '抬頭最多 100 字')),
  receiptEmail: blankIsNull(z.email({ pattern: EMAIL_PATTERN, error: EMAIL_MESSAGE }).max(200)),
});
export type TBillingProfileRequest = z.infer<typeof ZBillingProfileRequest>;

/** A dashboard banner about a shop's licence: ending trial, failed renewal, grace, paused. */
export const BILLING_NOTICE_KINDS = ['TRIAL_ENDING', 'RENEWAL_FAILED', 'GRACE', 'PAUSED'] as const;
export const ZBillingNotice = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  kind: z.enum(BILLING_NOTICE_KINDS),
  /** zh-TW, e.g. 「光點髮藝 大安店」的授權已於 12/01 到期，12/08 起將暫停線上預約。 */
  message: z.string(),
  endsAt: zTimestampOut(),
});
export type TBillingNotice = z.infer<typeof ZBillingNotice>;

/** Admin: every system order across sellers. */
export const ZAdminSystemOrdersQuery = z.strictObject({
  status: z.enum(SYSTEM_ORDER_STATUSES).optional(),
  sellerId: zParamId().optional(),
  /** Created on or after this day (YYYY-MM-DD, Asia/Taipei). */
  from: z.iso.date().optional(),
  /** Created on or before this day. */
  to: z.iso.date().optional(),
  ...pagingQuery(20),
});
export const ZAdminSystemOrder = ZSystemOrder.extend({
  seller: z.object({ id: z.number().int(), name: z.string() }),
});
export type TAdminSystemOrder = z.infer<typeof ZAdminSystemOrder>;
export const ZAdminSystemOrdersResponse = pageOf(ZAdminSystemOrder);

export const ZAdminRefundRequest = z.strictObject({ reason: zAdminReason() });

/** Admin: extend a shop's licence, or grant a free period, by whole days. */
export const ZAdminExtendLicenceRequest = z.strictObject({
  days: z.number().int().min(1, '至少 1 天').max(366, '最多 366 天'),
  reason: zAdminReason(),
});

/**
 * How the card page loads the card gateway's own card fields. TAPPAY: TapPay's TPDirect script
 * with the app id and key (the card number goes from the browser to TapPay only). FAKE (outside
 * production): the loopback fake's card-fields page, framed at `fieldsUrl` on our origin, which
 * answers a prime by postMessage (docs: apps/api/src/platform/card-gateway/README.md).
 */
export const ZCardGatewaySetup = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('TAPPAY'),
    appId: z.number().int(),
    appKey: z.string(),
    serverType: z.enum(['sandbox', 'production']),
  }),
  z.object({ kind: z.literal('FAKE'), fieldsUrl: z.string() }),
]);
export type TCardGatewaySetup = z.infer<typeof ZCardGatewaySetup>;
