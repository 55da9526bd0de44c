import type { TPaymentable } from '@haoyue/contracts';

// Booking constants come from the contracts' zod-free module (no schema library in the page).
export { CANCEL_REASON_MAX_LENGTH, NOTE_MAX_LENGTH, ORDER_STATUS_LABELS } from '@haoyue/contracts';

/** zh-TW names of prepayment states. */
export const PREPAYMENT_STATUS_LABELS: Record<TPaymentable['status'], string> = {
  PENDING: '待付款',
  REPORTED: '待商家確認',
  PAID: '已付款',
  EXPIRED: '已逾期',
  CANCELLED: '已取消',
};
