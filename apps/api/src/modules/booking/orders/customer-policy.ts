import type { OrderRow } from './load-order';

const MINUTE = 60_000;
const CHANGEABLE = new Set(['AWAITING_PREPAYMENT', 'CONFIRMED']);

/** The shop's cut-offs applied to an order: until when the customer may cancel or reschedule. */
export function customerPolicy(
  order: Pick<OrderRow, 'status' | 'startsAt'>,
  shop: { cancelCutoffMinutes: number; rescheduleCutoffMinutes: number },
  now: Date,
) {
  const changeable = CHANGEABLE.has(order.status);
  const cancelUntil = order.startsAt.getTime() - shop.cancelCutoffMinutes * MINUTE;
  const rescheduleUntil = order.startsAt.getTime() - shop.rescheduleCutoffMinutes * MINUTE;
  return {
    cancellableUntil: changeable ? new Date(cancelUntil) : null,
    reschedulableUntil: changeable ? new Date(rescheduleUntil) : null,
    canCancel: changeable && now.getTime() <= cancelUntil,
    canReschedule: changeable && now.getTime() <= rescheduleUntil,
  };
}
