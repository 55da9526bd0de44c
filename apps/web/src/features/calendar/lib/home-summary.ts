import type { TOrder } from '@haoyue/contracts';
import {
  calendarEntries,
  operatorColumns,
  type CalendarEntry,
  type OperatorColumn,
} from './calendar-layout';

/** How many days, today included, the dashboard home looks ahead. */
export const HOME_DAYS = 7;
const NEW_WITHIN_MS = 24 * 60 * 60_000;

/** What the dashboard home shows at a glance. */
export interface HomeSummary {
  /** Today's bookings (cancelled ones left out) per operator, operators without any included. */
  today: OperatorColumn<CalendarEntry>[];
  todayCount: number;
  /** Orders still waiting for their prepayment, soonest first. */
  awaitingPrepayment: TOrder[];
  /** Orders made in the last 24 hours and not cancelled, newest first. */
  newBookings: TOrder[];
  /** Cancelled orders that were to start from now on, soonest first. */
  cancelled: TOrder[];
}

/**
 * Sorts the orders of the coming days (today first) into the home's lists. Times are read on the
 * shop's clock; `now` decides what is new and what is still ahead.
 */
export function summarizeHome(
  orders: readonly TOrder[],
  operators: readonly { id: number; displayName: string }[],
  { today, timeZone, now }: { today: string; timeZone: string; now: number },
): HomeSummary {
  const byStart = [...orders].sort(
    (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id - b.id,
  );
  const todays = calendarEntries(
    byStart.filter((o) => o.status !== 'CANCELLED'),
    timeZone,
  ).filter((e) => e.date === today);
  return {
    today: operatorColumns(operators, todays),
    todayCount: new Set(todays.map((e) => e.order.id)).size,
    awaitingPrepayment: byStart.filter((o) => o.status === 'AWAITING_PREPAYMENT'),
    newBookings: byStart
      .filter((o) => o.status !== 'CANCELLED' && now - Date.parse(o.createdAt) <= NEW_WITHIN_MS)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
    cancelled: byStart.filter((o) => o.status === 'CANCELLED' && Date.parse(o.startTime) >= now),
  };
}
