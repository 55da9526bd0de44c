import { z } from 'zod';
import { dataOf, idParams, listOf, zBodyId, zLine, zMultilineText, zTimestampOut } from '../common';
import { COUNTER_PAYMENT_METHODS, MEMBER_ITEM_LIMITS, VOUCHER_STATES } from '../item-constants';
import {
  VOUCHER_MOVEMENT_FIELDS,
  ZItemService,
  zCounterPaymentMethod,
  zIdempotencyKey,
  zItemValidityDays,
} from '../item-schemas';

// ---------------------------------------------------------------------------------------------
// Voucher templates (套票方案)

export const ZVoucherTemplatesParams = idParams('sellerId');
export const ZVoucherTemplateParams = idParams('sellerId', 'templateId');

/** A service a voucher covers: id and name. */
export const ZVoucherService = ZItemService;
export type TVoucherService = z.infer<typeof ZVoucherService>;

/** A service of the seller a template may cover, with its shop (services belong to a shop). */
export const ZVoucherServiceOption = ZVoucherService.extend({
  shopId: z.number().int(),
  shopName: z.string(),
});
export type TVoucherServiceOption = z.infer<typeof ZVoucherServiceOption>;
export const ZVoucherServiceOptionsResponse = listOf(ZVoucherServiceOption);

export const ZVoucherTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  sessions: z.number().int(),
  /** Minor units of `currency`. */
  price: z.number().int(),
  currency: z.string(),
  /** Days a sold voucher stays valid; null = no expiry. */
  validityDays: z.number().int().nullable(),
  isActive: z.boolean(),
  services: z.array(ZVoucherService),
  /** Vouchers sold from it (a template once sold cannot be deleted, only turned off). */
  soldCount: z.number().int(),
});
export type TVoucherTemplate = z.infer<typeof ZVoucherTemplate>;

const SESSIONS_MESSAGE = `次數需介於 1 到 ${MEMBER_ITEM_LIMITS.voucherSessions} 次`;
const PRICE_MESSAGE = `價格需介於 0 到 ${MEMBER_ITEM_LIMITS.amount}`;

export const ZVoucherTemplateInput = z.strictObject({
  name: zLine().min(1, '請輸入套票名稱').max(40, '套票名稱最多 40 個字'),
  description: zMultilineText(z.string().max(500, '說明最多 500 個字')).default(''),
  sessions: z
    .number()
    .int(SESSIONS_MESSAGE)
    .min(1, SESSIONS_MESSAGE)
    .max(MEMBER_ITEM_LIMITS.voucherSessions, SESSIONS_MESSAGE),
  price: z
    .number()
    .int(PRICE_MESSAGE)
    .min(0, PRICE_MESSAGE)
    .max(MEMBER_ITEM_LIMITS.amount, PRICE_MESSAGE),
  validityDays: zItemValidityDays(),
  /** The seller's services it covers (at least one). */
  serviceIds: z.array(zBodyId()).min(1, '請選擇至少一項服務').max(100),
  isActive: z.boolean().default(true),
});
export type TVoucherTemplateInput = z.input<typeof ZVoucherTemplateInput>;
export const ZVoucherTemplateResponse = dataOf(ZVoucherTemplate);
export const ZVoucherTemplatesResponse = listOf(ZVoucherTemplate);

// ---------------------------------------------------------------------------------------------
// A customer's vouchers

export const ZCustomerVouchersParams = idParams('sellerId', 'customerId');
export const ZCustomerVoucherParams = idParams('sellerId', 'customerId', 'voucherId');

export const ZVoucher = z.object({
  id: z.number().int(),
  templateId: z.number().int().nullable(),
  name: z.string(),
  sessionsTotal: z.number().int(),
  sessionsLeft: z.number().int(),
  /** What the customer paid, minor units of `currency`. */
  price: z.number().int(),
  currency: z.string(),
  /** Usable until then; null = no expiry. */
  expiresAt: zTimestampOut().nullable(),
  /** When its unused sessions were refunded. */
  refundedAt: zTimestampOut().nullable(),
  state: z.enum(VOUCHER_STATES),
  services: z.array(ZVoucherService),
  createdAt: zTimestampOut(),
});
export type TVoucher = z.infer<typeof ZVoucher>;

export const ZVouchersQuery = z.strictObject({ state: z.enum(VOUCHER_STATES).optional() });
export const ZVouchersResponse = listOf(ZVoucher);

export const ZVoucherTransaction = z.object({
  id: z.number().int(),
  ...VOUCHER_MOVEMENT_FIELDS,
  /** Money that changed hands (the sale's price, a refund's amount). */
  amount: z.number().int().nullable(),
  paymentMethod: z.enum(COUNTER_PAYMENT_METHODS).nullable(),
  orderId: z.number().int().nullable(),
  bookingId: z.number().int().nullable(),
  reason: z.string().nullable(),
  createdAt: zTimestampOut(),
});
export type TVoucherTransaction = z.infer<typeof ZVoucherTransaction>;
export const ZVoucherTransactionsResponse = listOf(ZVoucherTransaction);

/** A booking of the customer a voucher may serve: its service is covered, no session used yet. */
export const ZVoucherBooking = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: z.string(),
  startsAt: zTimestampOut(),
  timeZone: z.string(),
  shopName: z.string(),
  serviceNames: z.array(z.string()),
});
export type TVoucherBooking = z.infer<typeof ZVoucherBooking>;
export const ZVoucherBookingsResponse = listOf(ZVoucherBooking);

/** A write's answer: the voucher after it and the movement it recorded (or the first one). */
export const ZVoucherMovementResponse = dataOf(
  z.object({ voucher: ZVoucher, transaction: ZVoucherTransaction }),
);

export const ZSellVoucherRequest = z.strictObject({
  templateId: zBodyId(),
  paymentMethod: zCounterPaymentMethod(),
  idempotencyKey: zIdempotencyKey(),
});
export type TSellVoucherRequest = z.input<typeof ZSellVoucherRequest>;

export const ZUseVoucherRequest = z.strictObject({
  bookingId: zBodyId(),
  idempotencyKey: zIdempotencyKey(),
});
export type TUseVoucherRequest = z.input<typeof ZUseVoucherRequest>;

const REFUND_MESSAGE = `退款金額需介於 0 到 ${MEMBER_ITEM_LIMITS.amount}`;
export const ZRefundVoucherRequest = z.strictObject({
  /** Money paid back to the customer, minor units. */
  amount: z
    .number()
    .int(REFUND_MESSAGE)
    .min(0, REFUND_MESSAGE)
    .max(MEMBER_ITEM_LIMITS.amount, REFUND_MESSAGE),
  paymentMethod: zCounterPaymentMethod('請選擇退款方式'),
  reason: zLine().min(1, '請輸入退還原因').max(200, '原因最多 200 個字'),
  idempotencyKey: zIdempotencyKey(),
});
export type TRefundVoucherRequest = z.input<typeof ZRefundVoucherRequest>;

// ---------------------------------------------------------------------------------------------
// Completing a visit with voucher sessions (the seller calendar's complete call)

export const ZVoucherUse = z.strictObject({ bookingId: zBodyId(), voucherId: zBodyId() });
export type TVoucherUse = z.infer<typeof ZVoucherUse>;
