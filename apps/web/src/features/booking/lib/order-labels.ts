import type { TOrder, TOrderStatus, TPaymentable } from '@haoyue/contracts';

// Copies of contract constants: importing values from the contracts' booking module would pull
// zod into the page bundle. order-labels.test.ts keeps them equal to the contracts.

/** zh-TW names of order statuses. */
export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  AWAITING_PREPAYMENT: '待付訂金',
  CONFIRMED: '已確認',
  COMPLETED: '已完成',
  NO_SHOW: '未到',
  CANCELLED: '已取消',
};

/** Badge colour per order status. */
export const ORDER_STATUS_COLORS: Record<TOrderStatus, string> = {
  AWAITING_PREPAYMENT: 'orange',
  CONFIRMED: 'teal',
  COMPLETED: 'gray',
  NO_SHOW: 'gray',
  CANCELLED: 'red',
};

/** zh-TW names of prepayment states. */
export const PREPAYMENT_STATUS_LABELS: Record<TPaymentable['status'], string> = {
  PENDING: '待付款',
  PAID: '已付款',
  EXPIRED: '已逾期',
  CANCELLED: '已取消',
};

/** Who cancelled an order, in zh-TW. */
export const CANCELLED_BY_LABELS: Record<NonNullable<TOrder['cancelledBy']>, string> = {
  CUSTOMER: '顧客',
  SELLER: '店家',
  SYSTEM: '系統',
};

/** The booking error codes the pages react to. */
export const BOOKING_ERRORS = {
  SLOT_UNAVAILABLE: 'E_SLOT_UNAVAILABLE',
  PROFILE_INCOMPLETE: 'E_PROFILE_INCOMPLETE',
} as const;

/** Longest note and cancel reason the API accepts. */
export const NOTE_MAX_LENGTH = 500;
export const CANCEL_REASON_MAX_LENGTH = 200;
