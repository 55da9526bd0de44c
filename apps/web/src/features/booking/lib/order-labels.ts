// Booking constants and labels come from the contracts' zod-free modules (no schema library in
// the page); the payment labels are shared with the dashboard.
export {
  CANCEL_REASON_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  ORDER_STATUS_LABELS,
  PREPAYMENT_STATUS_LABELS,
} from '@haoyue/contracts';
