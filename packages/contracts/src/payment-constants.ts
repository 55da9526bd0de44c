/**
 * Online payments' settings (issue 15), zod-free so the dashboard imports them: the methods a
 * shop may accept online, its refund policy's bounds, LINE Pay channel environments.
 */
import { valuesOf } from './labelled-values';
import type { PAYMENTABLE_STATUSES, PAYMENT_STATUSES, TPaymentMethod } from './booking/schemas';

type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
type TPaymentableStatus = (typeof PAYMENTABLE_STATUSES)[number];

/** How a customer may pay an order online (the shop chooses which it accepts). */
export const ONLINE_PAYMENT_METHOD_LABELS = {
  LINE_PAY: 'LINE Pay',
  BANK_TRANSFER: '銀行轉帳',
  DEPOSITORY: '儲值金',
};
export const ONLINE_PAYMENT_METHODS = valuesOf(ONLINE_PAYMENT_METHOD_LABELS);
export type TOnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

/** A seller's LINE Pay channel lives on LINE Pay's sandbox or production host. */
export const LINE_PAY_ENVIRONMENT_LABELS = {
  SANDBOX: '測試環境（Sandbox）',
  PRODUCTION: '正式環境',
};
export const LINE_PAY_ENVIRONMENTS = valuesOf(LINE_PAY_ENVIRONMENT_LABELS);
export type TLinePayEnvironment = (typeof LINE_PAY_ENVIRONMENTS)[number];

export const PAYMENT_SETTING_LIMITS = {
  /** Full refund until this many hours before the start: 0 (any time before) … 30 days. */
  refundFullHoursBefore: 720,
  bankName: 40,
  bankBranch: 40,
  accountHolder: 60,
  note: 200,
} as const;

/** Taiwan bank codes (銀行代碼) are 3 digits; account numbers 10–16 digits. */
export const BANK_CODE_PATTERN = /^\d{3}$/;
export const BANK_ACCOUNT_PATTERN = /^\d{10,16}$/;
/** LINE Pay channel ids are 10 digits; secrets 32 characters (letters and digits). */
export const LINE_PAY_CHANNEL_ID_PATTERN = /^\d{10}$/;
export const LINE_PAY_CHANNEL_SECRET_PATTERN = /^[A-Za-z0-9]{32}$/;

/** A customer's report of a bank transfer, until the shop decides. */
export const TRANSFER_REPORT_STATUS_LABELS = {
  REPORTED: '待商家確認',
  CONFIRMED: '已確認收款',
  REJECTED: '未收到款項',
};
export const TRANSFER_REPORT_STATUSES = valuesOf(TRANSFER_REPORT_STATUS_LABELS);
export type TTransferReportStatus = (typeof TRANSFER_REPORT_STATUSES)[number];
/** 帳號末五碼: the last five digits of the account the customer paid from. */
export const TRANSFER_LAST_FIVE_PATTERN = /^\d{5}$/;
export const TRANSFER_REJECT_REASON_MAX_LENGTH = 200;
/** After a rejected report the customer has at least this long to pay again (never past the start). */
export const TRANSFER_RETRY_HOURS = 24;
/** A LINE Pay payment request lives 20 minutes (INTEGRATIONS.md §1). */
export const LINE_PAY_REQUEST_LIFETIME_MINUTES = 20;

// zh-TW names shared by the customer's order page and the seller's booking drawer. Types only
// from the schemas module, so importing these labels pulls in no schema library.

/** How money reached the shop, by the payments' method. */
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  CASH: '現金',
  BANK_TRANSFER: '銀行轉帳',
  LINE_PAY: 'LINE Pay',
  CARD: '信用卡',
  DEPOSITORY: '儲值金',
};

/** One payment attempt's state (decision 014). */
export const PAYMENT_STATUS_LABELS: Record<TPaymentStatus, string> = {
  PENDING: '等待付款',
  CONFIRMING: '確認中',
  SUCCEEDED: '已付款',
  PARTIALLY_REFUNDED: '部分退款',
  REFUNDED: '已退款',
  FAILED: '付款失敗',
  EXPIRED: '已逾時',
};

/** What an order's prepayment is waiting for (REPORTED: a transfer the shop has to confirm). */
export const PREPAYMENT_STATUS_LABELS: Record<TPaymentableStatus, string> = {
  PENDING: '待付款',
  REPORTED: '待商家確認',
  PAID: '已付款',
  EXPIRED: '已逾期',
  CANCELLED: '已取消',
};

/** How an order's paymentable reads to customer and shop: the prepayment 訂金, the rest 尾款. */
export const PAYMENTABLE_TYPE_LABELS: Record<'PREPAYMENT' | 'BALANCE', string> = {
  PREPAYMENT: '訂金',
  BALANCE: '尾款',
};
