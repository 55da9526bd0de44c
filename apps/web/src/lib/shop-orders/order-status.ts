import type { TOrder, TOrderStatus } from '@haoyue/contracts';

// Labels and limits come from the contracts' zod-free module (no schema library in the bundle);
// the payment labels are shared with the customer's order page.
export {
  CANCEL_REASON_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PREPAYMENT_STATUS_LABELS,
} from '@haoyue/contracts';

/** Mantine colour per status: the calendar's blocks, badges and legend share it. */
export const ORDER_STATUS_COLORS: Record<TOrderStatus, string> = {
  AWAITING_PREPAYMENT: 'orange',
  CONFIRMED: 'blue',
  COMPLETED: 'teal',
  NO_SHOW: 'grape',
  CANCELLED: 'gray',
};

/** Whether the booking still holds its operator's time (it can be moved or cancelled). */
export function isActiveStatus(status: TOrderStatus): boolean {
  return status === 'AWAITING_PREPAYMENT' || status === 'CONFIRMED';
}

/** What the shop may do with an order now; the API refuses the rest with 409. */
export interface OrderActions {
  complete: boolean;
  noShow: boolean;
  cancel: boolean;
  reschedule: boolean;
  markPaid: boolean;
}

/**
 * The actions the booking drawer offers at `now`. Completed or no-show need a confirmed visit
 * that has begun (a future one would free its time and leave the customer's upcoming list before
 * it happened: cancel or move it instead); a prepayment can be recorded only while one is due;
 * active bookings can be moved or cancelled (the customer's cut-offs do not bind the shop).
 */
export function orderActions(
  order: Pick<TOrder, 'status' | 'prepayment' | 'startTime'>,
  now: number = Date.now(),
): OrderActions {
  const active = isActiveStatus(order.status);
  const closable = order.status === 'CONFIRMED' && Date.parse(order.startTime) <= now;
  return {
    complete: closable,
    noShow: closable,
    cancel: active,
    reschedule: active,
    markPaid: order.status === 'AWAITING_PREPAYMENT' && order.prepayment?.status === 'PENDING',
  };
}

/** A fresh key for one paid click; a retry of that click reuses it, so nothing is paid twice. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
