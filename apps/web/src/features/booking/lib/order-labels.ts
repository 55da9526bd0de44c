import type { TOrderStatus, TPaymentable } from '@haoyue/contracts';

// Booking constants come from the contracts' zod-free module (no schema library in the page).
export { CANCEL_REASON_MAX_LENGTH, NOTE_MAX_LENGTH, ORDER_STATUS_LABELS } from '@haoyue/contracts';

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
