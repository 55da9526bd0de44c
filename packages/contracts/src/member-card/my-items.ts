import { z } from 'zod';
import { DEPOSITORY_MOVEMENT_FIELDS, VOUCHER_MOVEMENT_FIELDS, ZItemService } from '../item-schemas';
import { ORDER_STATUSES } from '../booking-constants';
import { ZCurrency } from '../catalogue';
import { idParams, listOf, pageOf, pagingQuery, zTimestampOut } from '../common';
import { ZCouponTerms } from '../coupons/coupons';
import { COUNTER_PAYMENT_METHODS, COUPON_SOURCES, VOUCHER_STATES } from '../item-constants';

// What a customer holds at one seller, as the customer reads it (/v1/me/customers/{id}/…):
// stored value, vouchers, coupons and one history of what they bought. Internal columns (the
// reason of an adjustment, who recorded a movement, idempotency keys) never leave the server.

/** Customer orders and coupons per page (spec §9). */
export const MY_ITEMS_PER_PAGE = 50;

export const ZMyItemsParams = idParams('id');
export const ZMyDepositoryParams = idParams('id', 'depositoryId');
export const ZMyVoucherParams = idParams('id', 'voucherId');
export const ZMyItemsPagingQuery = z.strictObject(
  pagingQuery(MY_ITEMS_PER_PAGE, MY_ITEMS_PER_PAGE),
);

/** The order a movement belongs to, when it has one: its number and the key of its page. */
const ZItemOrderRef = {
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  orderKey: z.string().nullable(),
};

// ---------------------------------------------------------------------------------------------
// Stored value (儲值金)

export const ZMyDepository = z.object({
  id: z.number().int(),
  currency: ZCurrency,
  balance: z.number().int().describe('minor units'),
  /** Spendable until then; null = no expiry. */
  expiresAt: zTimestampOut().nullable(),
  isExpired: z.boolean(),
  createdAt: zTimestampOut(),
});
export type TMyDepository = z.infer<typeof ZMyDepository>;
export const ZMyDepositoriesResponse = listOf(ZMyDepository);

export const ZMyDepositoryTransaction = z.object({
  id: z.number().int(),
  ...DEPOSITORY_MOVEMENT_FIELDS,
  currency: ZCurrency,
  /** Money that changed hands at the counter (a top-up's payment, a refund). */
  paidAmount: z.number().int().nullable(),
  paymentMethod: z.enum(COUNTER_PAYMENT_METHODS).nullable(),
  ...ZItemOrderRef,
  createdAt: zTimestampOut(),
});
export type TMyDepositoryTransaction = z.infer<typeof ZMyDepositoryTransaction>;
export const ZMyDepositoryTransactionsResponse = pageOf(ZMyDepositoryTransaction);

// ---------------------------------------------------------------------------------------------
// Vouchers (套票)

export { ZItemService };

export const ZMyVouchersQuery = z.strictObject({ state: z.enum(VOUCHER_STATES).optional() });
export const ZMyVoucher = z.object({
  id: z.number().int(),
  name: z.string(),
  /** USABLE: sessions left, not refunded, not expired; USED_UP: none left; EXPIRED: past expiry. */
  state: z.enum(VOUCHER_STATES),
  sessionsTotal: z.number().int(),
  sessionsLeft: z.number().int(),
  price: z.number().int(),
  currency: ZCurrency,
  expiresAt: zTimestampOut().nullable(),
  refundedAt: zTimestampOut().nullable(),
  /** The services it covers, by name. */
  services: z.array(ZItemService),
  createdAt: zTimestampOut(),
});
export type TMyVoucher = z.infer<typeof ZMyVoucher>;
export const ZMyVouchersResponse = listOf(ZMyVoucher);

export const ZMyVoucherTransaction = z.object({
  id: z.number().int(),
  ...VOUCHER_MOVEMENT_FIELDS,
  /** Money that changed hands (the sale's price, a refund), minor units. */
  amount: z.number().int().nullable(),
  currency: ZCurrency,
  paymentMethod: z.enum(COUNTER_PAYMENT_METHODS).nullable(),
  ...ZItemOrderRef,
  createdAt: zTimestampOut(),
});
export type TMyVoucherTransaction = z.infer<typeof ZMyVoucherTransaction>;
export const ZMyVoucherTransactionsResponse = pageOf(ZMyVoucherTransaction);

// ---------------------------------------------------------------------------------------------
// Coupons (優惠券)

const zBoolText = () =>
  z.enum(['true', 'false'], { error: '請填 true 或 false' }).transform((v) => v === 'true');

export const ZMyCouponsQuery = z.strictObject({
  /** true: only redeemed ones; false: only those not yet redeemed. */
  redeemed: zBoolText().optional(),
  /** true: only unredeemed ones past their expiry; false: only those not expired. */
  expired: zBoolText().optional(),
  ...pagingQuery(MY_ITEMS_PER_PAGE, MY_ITEMS_PER_PAGE),
});

/** A coupon's terms as its holder sees them: the campaign's, the currency as its code. */
export const ZMyCouponCampaign = ZCouponTerms.extend({ currency: ZCurrency });
export const ZMyCoupon = z.object({
  id: z.number().int(),
  source: z.enum(COUPON_SOURCES),
  expiresAt: zTimestampOut(),
  isExpired: z.boolean(),
  redeemedAt: zTimestampOut().nullable(),
  discountAmount: z.number().int().nullable(),
  ...ZItemOrderRef,
  campaign: ZMyCouponCampaign,
  createdAt: zTimestampOut(),
});
export type TMyCoupon = z.infer<typeof ZMyCoupon>;
export const ZMyCouponsResponse = pageOf(ZMyCoupon);

// ---------------------------------------------------------------------------------------------
// One history: bookings, product purchases, top-ups, voucher sales

export const ORDER_RECORD_TYPES = [
  'BOOKING',
  'PRODUCT_PURCHASE',
  'TOP_UP',
  'VOUCHER_SALE',
] as const;
export type TOrderRecordType = (typeof ORDER_RECORD_TYPES)[number];

export const ZOrderRecord = z.object({
  type: z.enum(ORDER_RECORD_TYPES),
  /** The record's own id within its type (order, product sale, stored-value or voucher movement). */
  id: z.number().int(),
  /** When: a booking's start, else when it was recorded. */
  at: zTimestampOut(),
  title: z.string(),
  /** Money paid, minor units (a booking's total; a top-up's payment). */
  amount: z.number().int(),
  currency: ZCurrency,
  /** A booking's status. */
  status: z.enum(ORDER_STATUSES).nullable(),
  ...ZItemOrderRef,
});
export type TOrderRecord = z.infer<typeof ZOrderRecord>;
export const ZOrderRecordsResponse = pageOf(ZOrderRecord);

// ---------------------------------------------------------------------------------------------
// A member card's summary (GET /v1/me/customers?part=summary)

export const ZMemberCardSummary = z.object({
  /** The seller's first shop's avatar image. */
  avatarUrl: z.string().nullable(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
  /** Spendable stored value in the seller's currency (expired accounts excluded). */
  balance: z.number().int(),
  currency: ZCurrency,
  usableVoucherCount: z.number().int(),
  usableCouponCount: z.number().int(),
});
export type TMemberCardSummary = z.infer<typeof ZMemberCardSummary>;
