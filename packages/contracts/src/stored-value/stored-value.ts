import { z } from 'zod';
import { sanitizeMultiline } from '../booking-constants';
import {
  dataOf,
  idParams,
  listOf,
  pageOf,
  pagingQuery,
  zBodyId,
  zLine,
  zMultilineTextOrNull,
  zTimestampOut,
} from '../common';
import { COUNTER_PAYMENT_METHODS, MEMBER_ITEM_LIMITS } from '../item-constants';
import {
  DEPOSITORY_MOVEMENT_FIELDS,
  zCounterPaymentMethod,
  zIdempotencyKey,
  zItemValidityDays,
} from '../item-schemas';

// Stored value (儲值金) as the seller runs it: top-up plans, and each customer's accounts with
// their ledger (top-up, spend, refund, adjust). Amounts are integers in minor units.

const AMOUNT_MESSAGE = `金額需介於 1 到 ${MEMBER_ITEM_LIMITS.amount}`;
/** A positive amount in minor units, at most MEMBER_ITEM_LIMITS.amount. */
const zAmount = () =>
  z
    .number({ error: '請輸入金額' })
    .int('金額需為整數')
    .min(1, AMOUNT_MESSAGE)
    .max(MEMBER_ITEM_LIMITS.amount, AMOUNT_MESSAGE);

const REASON_MAX = '原因最多 200 個字';
/** A reason the shop must write down (multi-line, cleaned as decision 009 says). */
const zRequiredReason = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? sanitizeMultiline(v) || undefined : v),
    z.string({ error: '請輸入原因' }).max(200, REASON_MAX),
  );
/** A note the shop may add; empty = none. */
const zOptionalReason = () => zMultilineTextOrNull(z.string().max(200, REASON_MAX).nullable());

// ---------------------------------------------------------------------------------------------
// Top-up plans

export const ZTopUpPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What the customer pays, minor units. */
  payAmount: z.number().int(),
  /** What lands on the account, minor units (≥ payAmount). */
  receiveAmount: z.number().int(),
  currency: z.string(),
  /** Days a top-up with this plan stays spendable; null = no expiry. */
  validityDays: z.number().int().nullable(),
  isActive: z.boolean(),
  /** Whether top-ups were recorded with it (then it cannot be deleted, only switched off). */
  used: z.boolean(),
});
export type TTopUpPlan = z.infer<typeof ZTopUpPlan>;

export const ZTopUpPlanInput = z
  .strictObject({
    name: zLine().min(1, '請輸入方案名稱').max(40, '方案名稱最多 40 個字'),
    payAmount: zAmount(),
    receiveAmount: zAmount(),
    validityDays: zItemValidityDays(),
    isActive: z.boolean().default(true),
  })
  .refine((v) => v.receiveAmount >= v.payAmount, {
    message: '儲值金額不可少於實收金額',
    path: ['receiveAmount'],
  });
export type TTopUpPlanInput = z.input<typeof ZTopUpPlanInput>;

export const ZTopUpPlansParams = idParams('sellerId');
export const ZTopUpPlanParams = idParams('sellerId', 'planId');
export const ZTopUpPlanResponse = dataOf(ZTopUpPlan);
export const ZTopUpPlansResponse = listOf(ZTopUpPlan);

// ---------------------------------------------------------------------------------------------
// A customer's accounts and their ledger

export const ZDepository = z.object({
  id: z.number().int(),
  currency: z.string(),
  balance: z.number().int(),
  /** Spendable until then; null = no expiry. */
  expiresAt: zTimestampOut().nullable(),
  /** Past its expiry: the balance can no longer be spent. */
  expired: z.boolean(),
});
export type TDepository = z.infer<typeof ZDepository>;

export const ZDepositoryTransaction = z.object({
  id: z.number().int(),
  depositoryId: z.number().int(),
  ...DEPOSITORY_MOVEMENT_FIELDS,
  currency: z.string(),
  /** Money that changed hands: received for a top-up, paid back for a refund. */
  paidAmount: z.number().int().nullable(),
  paymentMethod: z.enum(COUNTER_PAYMENT_METHODS).nullable(),
  topUpPlanId: z.number().int().nullable(),
  topUpPlanName: z.string().nullable(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  reason: z.string().nullable(),
  /** The member who recorded it (display name), null for the system or a removed account. */
  recordedBy: z.string().nullable(),
  createdAt: zTimestampOut(),
});
export type TDepositoryTransaction = z.infer<typeof ZDepositoryTransaction>;

export const ZCustomerDepositoryParams = idParams('sellerId', 'customerId');
export const ZDepositoriesResponse = listOf(ZDepository);
export const ZDepositoryTransactionsQuery = z.strictObject({ ...pagingQuery(20, 100) });
export const ZDepositoryTransactionsResponse = pageOf(ZDepositoryTransaction);

/** What every movement answers: the recorded row and the account after it. */
export const ZDepositoryMovementResponse = dataOf(
  z.object({ transaction: ZDepositoryTransaction, depository: ZDepository }),
);

/**
 * A top-up at the counter: with a plan (pay its payAmount, receive its receiveAmount, valid for
 * its validityDays) or a custom amount (paidAmount = amount unless given).
 */
export const ZTopUpRequest = z
  .strictObject({
    topUpPlanId: zBodyId().optional(),
    amount: zAmount().optional(),
    paidAmount: zAmount().optional(),
    paymentMethod: zCounterPaymentMethod(),
    idempotencyKey: zIdempotencyKey(),
  })
  .superRefine((v, ctx) => {
    if (v.topUpPlanId === undefined && v.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: '請選擇儲值方案或輸入金額' });
    }
    if (v.topUpPlanId !== undefined && (v.amount !== undefined || v.paidAmount !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: '使用儲值方案時不可另填金額' });
    }
    if (v.amount !== undefined && v.paidAmount !== undefined && v.paidAmount > v.amount) {
      ctx.addIssue({ code: 'custom', path: ['paidAmount'], message: '實收金額不可多於儲值金額' });
    }
  });
export type TTopUpRequest = z.input<typeof ZTopUpRequest>;

/** A spend at the counter, maybe against one of the customer's orders. */
export const ZSpendRequest = z.strictObject({
  amount: zAmount(),
  orderId: zBodyId().optional(),
  reason: zOptionalReason().optional(),
  idempotencyKey: zIdempotencyKey(),
});
export type TSpendRequest = z.input<typeof ZSpendRequest>;

/** Balance paid back to the customer. */
export const ZRefundRequest = z.strictObject({
  amount: zAmount(),
  paymentMethod: zCounterPaymentMethod(),
  reason: zRequiredReason(),
  idempotencyKey: zIdempotencyKey(),
});
export type TRefundRequest = z.input<typeof ZRefundRequest>;

const ADJUST_MESSAGE = `調整金額需介於 -${MEMBER_ITEM_LIMITS.amount} 到 ${MEMBER_ITEM_LIMITS.amount}，且不可為 0`;
/** A correction either way (signed, non-zero). */
export const ZAdjustRequest = z.strictObject({
  amount: z
    .number({ error: '請輸入金額' })
    .int('金額需為整數')
    .min(-MEMBER_ITEM_LIMITS.amount, ADJUST_MESSAGE)
    .max(MEMBER_ITEM_LIMITS.amount, ADJUST_MESSAGE)
    .refine((v) => v !== 0, ADJUST_MESSAGE),
  reason: zRequiredReason(),
  idempotencyKey: zIdempotencyKey(),
});
export type TAdjustRequest = z.input<typeof ZAdjustRequest>;
