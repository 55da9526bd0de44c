import { z } from 'zod';
import { PAYMENT_STATUSES, ZPayment, ZPaymentable } from '../booking/schemas';
import {
  dataOf,
  idParams,
  pageOf,
  pagingQuery,
  zBodyId,
  zCsvEnum,
  zMultilineText,
  zParamId,
  zTimestamp,
  zTimestampOut,
} from '../common';
import { ZCurrency } from '../catalogue';
import { zIdempotencyKey } from '../item-schemas';
import {
  ONLINE_PAYMENT_METHODS,
  TRANSFER_LAST_FIVE_PATTERN,
  TRANSFER_REJECT_REASON_MAX_LENGTH,
  TRANSFER_REPORT_STATUSES,
} from '../payment-constants';
import { ZBankTransferAccountOut } from '../payment-settings/settings';

// ---------------------------------------------------------------------------------------------
// The customer pays an order's prepayment online (decision 014)

export const ZOrderPaymentInput = z.strictObject({ orderId: zBodyId() });

/** One way to pay this order, and whether it can be used now. */
export const ZPrepaymentMethodOption = z.object({
  method: z.enum(ONLINE_PAYMENT_METHODS),
  available: z.boolean(),
  /** Why not, in zh-TW (e.g. 儲值金餘額不足), when not available. */
  unavailableReason: z.string().nullable(),
  /** DEPOSITORY: the customer's usable balance at this seller, in the order's currency. */
  balance: z.number().int().nullable(),
});
export type TPrepaymentMethodOption = z.infer<typeof ZPrepaymentMethodOption>;

/** A bank transfer the customer reported (帳號末五碼), and the shop's decision. */
export const ZTransferReport = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  lastFiveDigits: z.string(),
  amount: z.number().int(),
  currency: ZCurrency,
  transferredAt: zTimestampOut(),
  status: z.enum(TRANSFER_REPORT_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: zTimestampOut(),
  decidedAt: zTimestampOut().nullable(),
});
export type TTransferReport = z.infer<typeof ZTransferReport>;

/**
 * The rest of a confirmed order (尾款) and whether it can be paid online now (orders:pay): the
 * order's total less what its succeeded payments kept (after refunds).
 */
export const ZBalanceDue = z.object({
  /** What remains to pay, minor units; 0 when nothing does. */
  amount: z.number().int(),
  currency: ZCurrency,
  /** The shop lets customers pay the rest online. */
  allowed: z.boolean(),
  /** Whether orders:pay would take it now (allowed, confirmed, not started, something left). */
  payable: z.boolean(),
  /** Why not, in zh-TW, when not payable. */
  unavailableReason: z.string().nullable(),
  /** LINE_PAY and DEPOSITORY as the shop accepts them; empty when not allowed. */
  methods: z.array(ZPrepaymentMethodOption),
  /** The BALANCE paymentable with its attempts, once one was made. */
  paymentable: ZPaymentable.nullable(),
});
export type TBalanceDue = z.infer<typeof ZBalanceDue>;

export const ZPrepaymentPaymentMethods = z.object({
  orderId: z.number().int(),
  orderKey: z.string(),
  /** The prepayment with its payment attempts; null when the order owes none. */
  prepayment: ZPaymentable.nullable(),
  /** The shop's accepted online methods, in the shop's order; empty when it takes none online. */
  methods: z.array(ZPrepaymentMethodOption),
  /** Where to transfer to, when BANK_TRANSFER is accepted. */
  bankTransfer: ZBankTransferAccountOut.nullable(),
  /** This order's reports, latest first. */
  transferReports: z.array(ZTransferReport),
  refundPolicy: z.object({
    fullRefundHoursBefore: z.number().int(),
    lateRefundPercent: z.number().int(),
  }),
  /** The rest of the order (尾款) and whether it can be paid online. */
  balanceDue: ZBalanceDue,
});
export type TPrepaymentPaymentMethods = z.infer<typeof ZPrepaymentPaymentMethods>;
export const ZPrepaymentPaymentMethodsResponse = dataOf(ZPrepaymentPaymentMethods);

/** Pay now: LINE Pay answers where to send the customer; stored value pays at once. */
export const ZPayPrepaymentInput = z.strictObject({
  orderId: zBodyId(),
  method: z.enum(['LINE_PAY', 'DEPOSITORY']),
  idempotencyKey: zIdempotencyKey(),
  /**
   * LINE_PAY: where LINE Pay sends the customer back. `site` (default): /line-pay-landing;
   * `line`: the order's seller's LINE area, /line/{sellerId}/line-pay-landing. The server builds
   * the URL from its public origin and the order: no URL is ever taken from the client.
   */
  returnTo: z.enum(['site', 'line', 'app', 'google']).optional(),
});
export type TPayPrepaymentInput = z.infer<typeof ZPayPrepaymentInput>;

export const ZPayPrepaymentResult = z.object({
  orderId: z.number().int(),
  orderKey: z.string(),
  payment: ZPayment,
  /** LINE_PAY: LINE Pay's payment page, to open in this window. */
  paymentUrl: z.string().nullable(),
});
export type TPayPrepaymentResult = z.infer<typeof ZPayPrepaymentResult>;
export const ZPayPrepaymentResponse = dataOf(ZPayPrepaymentResult);

/** Pay the rest of a confirmed order online (orders:pay): the same body and answer as the prepayment's. */
export const ZPayBalanceInput = ZPayPrepaymentInput;
export type TPayBalanceInput = TPayPrepaymentInput;
export const ZPayBalanceResponse = ZPayPrepaymentResponse;

/**
 * Back from LINE Pay (/line-pay-landing): LINE Pay appended `transactionId` (and `orderId`) to
 * our confirm or cancel URL. `cancelled` when the customer pressed cancel there.
 */
export const ZConfirmPaymentInput = z.strictObject({
  paymentId: zBodyId(),
  transactionId: z.string().regex(/^\d{1,25}$/, '交易序號格式不正確'),
  cancelled: z.boolean().optional(),
});
export const ZConfirmPaymentResult = z.object({
  paymentId: z.number().int(),
  /** SUCCEEDED: paid; CONFIRMING / PENDING: still being settled (poll again); else not paid. */
  status: z.enum(PAYMENT_STATUSES),
  orderId: z.number().int(),
  orderKey: z.string(),
  /** A payment that arrived after the order expired or was cancelled is refunded in full. */
  refunded: z.boolean(),
});
export type TConfirmPaymentResult = z.infer<typeof ZConfirmPaymentResult>;
export const ZConfirmPaymentResponse = dataOf(ZConfirmPaymentResult);

export const ZReportTransferInput = z.strictObject({
  orderId: zBodyId(),
  lastFiveDigits: z.string().regex(TRANSFER_LAST_FIVE_PATTERN, '請輸入帳號末五碼（5 位數字）'),
  /** Minor units, as the order's amounts. */
  amount: z.number().int().positive('請輸入轉帳金額').max(100_000_000),
  transferredAt: zTimestamp(),
});
export type TReportTransferInput = z.infer<typeof ZReportTransferInput>;
export const ZTransferReportResponse = dataOf(ZTransferReport);

// ---------------------------------------------------------------------------------------------
// The seller decides on reported transfers

/** A report with what the shop needs to find the money: order, customer, shop. */
export const ZSellerTransferReport = ZTransferReport.extend({
  order: z.object({
    id: z.number().int(),
    orderNumber: z.string(),
    shopId: z.number().int(),
    shopName: z.string(),
    customerId: z.number().int(),
    customerName: z.string(),
    startTime: zTimestampOut(),
    prepaymentAmount: z.number().int().nullable(),
  }),
});
export type TSellerTransferReport = z.infer<typeof ZSellerTransferReport>;

export const ZTransferReportsParams = idParams('sellerId');
export const ZTransferReportParams = idParams('sellerId', 'reportId');
export const ZTransferReportsQuery = z.strictObject({
  /** Default REPORTED (waiting for the shop). */
  status: zCsvEnum(TRANSFER_REPORT_STATUSES),
  shopId: zParamId().optional(),
  orderId: zParamId().optional(),
  ...pagingQuery(20),
});
export const ZSellerTransferReportsResponse = pageOf(ZSellerTransferReport);
export const ZSellerTransferReportResponse = dataOf(ZSellerTransferReport);

export const ZRejectTransferInput = z.strictObject({
  reason: zMultilineText(
    z
      .string()
      .min(1, '請說明原因')
      .max(TRANSFER_REJECT_REASON_MAX_LENGTH, `原因最多 ${TRANSFER_REJECT_REASON_MAX_LENGTH} 字`),
  ),
});
