/**
 * Membership items' enumerations and limits (stored value, vouchers, coupons, products),
 * without zod so the database schema and the web's pages can import them.
 */
import { valuesOf } from './labelled-values';

/** How the shop took money at the counter (a stored-value top-up, a voucher sale). */
export const COUNTER_PAYMENT_METHODS = ['CASH', 'CARD', 'BANK_TRANSFER', 'LINE_PAY'] as const;
export type TCounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];
/** A product sale may also be paid from the customer's stored value. */
export const PRODUCT_SALE_PAYMENT_METHODS = [...COUNTER_PAYMENT_METHODS, 'DEPOSITORY'] as const;
export type TProductSalePaymentMethod = (typeof PRODUCT_SALE_PAYMENT_METHODS)[number];
export const COUNTER_PAYMENT_METHOD_LABELS: Record<TProductSalePaymentMethod, string> = {
  CASH: '現金',
  CARD: '刷卡',
  BANK_TRANSFER: '轉帳',
  LINE_PAY: 'LINE Pay',
  DEPOSITORY: '儲值金',
};

/**
 * A stored-value movement. TOP_UP adds (paid at the counter, maybe more than paid: a plan);
 * SPEND takes for an order or a product sale; REFUND pays balance back to the customer
 * (negative); ADJUST corrects either way with a reason.
 */
export const DEPOSITORY_TRANSACTION_LABELS = {
  TOP_UP: '儲值',
  SPEND: '消費',
  REFUND: '退款',
  ADJUST: '調整',
};
export const DEPOSITORY_TRANSACTION_KINDS = valuesOf(DEPOSITORY_TRANSACTION_LABELS);
export type TDepositoryTransactionKind = (typeof DEPOSITORY_TRANSACTION_KINDS)[number];

/**
 * A voucher movement, in sessions. SELL gives the sessions; USE takes one for a booking;
 * REFUND takes the unused ones back (money returned); EXPIRE takes what is left when it expires.
 * RESERVE takes one for a service of an online booking (completing the visit turns that row
 * into its USE); RELEASE gives a reserved one back when the booking is cancelled in time.
 */
export const VOUCHER_TRANSACTION_LABELS = {
  SELL: '購買',
  USE: '使用',
  REFUND: '退還',
  EXPIRE: '到期',
  RESERVE: '預約保留',
  RELEASE: '取消退回',
};
export const VOUCHER_TRANSACTION_KINDS = valuesOf(VOUCHER_TRANSACTION_LABELS);
export type TVoucherTransactionKind = (typeof VOUCHER_TRANSACTION_KINDS)[number];
/** A voucher as its holder sees it: usable, all sessions used (or refunded), past expiry. */
export const VOUCHER_STATES = ['USABLE', 'USED_UP', 'EXPIRED'] as const;
export type TVoucherState = (typeof VOUCHER_STATES)[number];

/** A coupon takes a fixed amount or a percentage off. */
export const COUPON_DISCOUNT_TYPES = ['AMOUNT', 'PERCENT'] as const;
export type TCouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];
/** Off the whole order, or off the covered services only. */
export const COUPON_SCOPES = ['ORDER', 'SERVICES'] as const;
export type TCouponScope = (typeof COUPON_SCOPES)[number];
/** How a customer got the coupon: given to them, to a tag they carry, or claimed with a code. */
export const COUPON_SOURCES = ['DIRECT', 'TAG', 'CODE'] as const;
export type TCouponSource = (typeof COUPON_SOURCES)[number];

export const MEMBER_ITEM_LIMITS = {
  /** Sessions on one voucher. */
  voucherSessions: 100,
  /** Days an item stays valid from its sale. */
  validityDays: 3650,
  /** Coupons of one campaign one customer may hold. */
  couponsPerCustomer: 100,
  /** Images on one product. */
  productImages: 10,
  /** Lines on one product sale. */
  saleItems: 50,
  /** One amount, in minor units (NT$1,000,000 at two minor digits). */
  amount: 100_000_000,
} as const;
