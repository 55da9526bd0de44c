import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  ACTIVE_BOOKING_STATUSES,
  bookings,
  operatorShifts,
  operatorTimeOff,
  shopHours,
  shopSpecialDays,
} from '../../../db/schema';
import type { AppError } from '../../../lib/errors';
import { addDays, localDate, zonedToInstant } from '../../../lib/zoned-time';
import { slotClosed, slotUnavailable } from '../errors';
import type { ServiceRow, ShopRow } from './bookable';
import type { Interval } from './intervals';
import { toStep } from './plan-booking';
import {
  computeStartTimes,
  type DateOverride,
  type DayStartTimes,
  type LocalRange,
  type OperatorSchedule,
  type WeeklyRanges,
} from './start-times';

const DAY_MS = 86_400_000;

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function weekly(rows: { weekday: number; startMinute: number; endMinute: number }[]): WeeklyRanges {
  const out: WeeklyRanges = {};
  for (const r of rows) {
    (out[r.weekday] ??= []).push({ start: hhmm(r.startMinute), end: hhmm(r.endMinute) });
  }
  return out;
}

export type AvailabilityQuery = {
  shop: ShopRow;
  services: ServiceRow[];
  operatorIds: number[];
  startDate: string;
  endDate: string;
  now: Date;
  /** Bookings of this order do not count as busy (rescheduling it). */
  excludeOrderId?: number;
  /** Pretend nobody has booked anything: tells "taken" apart from "closed then". */
  ignoreBookings?: boolean;
  /**
   * Seller-made bookings ignore the lead time and the horizon (from the start of today), never
   * hours, shifts or the overlap rule.
   */
  ignoreBookingWindow?: boolean;
};

export type Availability = {
  days: DayStartTimes[];
  /** Busy minutes per operator over the range, for spreading "any operator" bookings fairly. */
  load: Map<number, number>;
};

/**
 * Free start times over a date range: six indexed queries whatever the range (hours, special
 * days, shifts, time off, bookings), then interval arithmetic in memory (start-times.ts).
 */
export async function findAvailability(db: Db, q: AvailabilityQuery): Promise<Availability> {
  const { shop } = q;
  if (q.operatorIds.length === 0) {
    return { days: emptyDays(q.startDate, q.endDate), load: new Map() };
  }
  const tz = shop.timeZone;
  // Wide enough for buffers that reach into the neighbouring days.
  const from = new Date(zonedToInstant(tz, q.startDate, 0) - DAY_MS);
  const to = new Date(zonedToInstant(tz, addDays(q.endDate, 1), 0) + DAY_MS);
  const ids = q.operatorIds;
  const range = sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;

  const [hours, specialDays, shifts, timeOff, busy] = await Promise.all([
    db.select().from(shopHours).where(eq(shopHours.shopId, shop.id)),
    db
      .select()
      .from(shopSpecialDays)
      .where(
        and(
          eq(shopSpecialDays.shopId, shop.id),
          gte(shopSpecialDays.date, q.startDate),
          lte(shopSpecialDays.date, q.endDate),
        ),
      ),
    db.select().from(operatorShifts).where(inArray(operatorShifts.operatorId, ids)),
    db
      .select()
      .from(operatorTimeOff)
      .where(
        and(
          inArray(operatorTimeOff.operatorId, ids),
          sql`${operatorTimeOff.startsAt} < ${to.toISOString()}::timestamptz`,
          sql`${operatorTimeOff.endsAt} > ${from.toISOString()}::timestamptz`,
        ),
      ),
    q.ignoreBookings
      ? Promise.resolve([])
      : db
          .select({
            operatorId: bookings.operatorId,
            heldFrom: bookings.heldFrom,
            heldUntil: bookings.heldUntil,
          })
          .from(bookings)
          .where(
            and(
              inArray(bookings.operatorId, ids),
              inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
              // The exclusion constraint's GiST index answers this overlap test.
              sql`tstzrange(${bookings.heldFrom}, ${bookings.heldUntil}, '[)') && ${range}`,
              ...(q.excludeOrderId ? [ne(bookings.orderId, q.excludeOrderId)] : []),
            ),
          ),
  ]);

  const shopOverrides: DateOverride[] = specialDays.map((d) => ({
    date: d.date,
    ranges: d.ranges.map(([s, e]): LocalRange => ({ start: hhmm(s), end: hhmm(e) })),
  }));
  const load = new Map<number, number>(ids.map((id) => [id, 0]));
  const unavailable = new Map<number, Interval[]>(ids.map((id) => [id, []]));
  for (const t of timeOff) {
    unavailable.get(t.operatorId)!.push({ start: t.startsAt.getTime(), end: t.endsAt.getTime() });
  }
  for (const b of busy) {
    const interval = { start: b.heldFrom.getTime(), end: b.heldUntil.getTime() };
    unavailable.get(b.operatorId)!.push(interval);
    load.set(
      b.operatorId,
      (load.get(b.operatorId) ?? 0) + (interval.end - interval.start) / 60_000,
    );
  }
  const operatorSchedules: OperatorSchedule[] = ids.map((id) => ({
    id,
    shifts: weekly(shifts.filter((s) => s.operatorId === id && s.kind === 'SHIFT')),
    breaks: weekly(shifts.filter((s) => s.operatorId === id && s.kind === 'BREAK')),
    unavailable: unavailable.get(id)!,
  }));

  const days = computeStartTimes({
    timeZone: tz,
    from: q.startDate,
    to: q.endDate,
    // The shop may enter a visit that already began today (a walk-in noted at 10:20 for 10:00),
    // never one on an earlier day.
    now: q.ignoreBookingWindow
      ? zonedToInstant(tz, localDate(tz, q.now.getTime()), 0)
      : q.now.getTime(),
    slotMinutes: shop.slotMinutes,
    minLeadMinutes: q.ignoreBookingWindow ? 0 : shop.minLeadMinutes,
    maxAdvanceDays: q.ignoreBookingWindow ? 100_000 : shop.maxAdvanceDays,
    shopHours: weekly(hours),
    shopOverrides,
    operators: operatorSchedules,
    services: q.services.map(toStep),
  });
  return { days, load };
}

function emptyDays(startDate: string, endDate: string): DayStartTimes[] {
  const days: DayStartTimes[] = [];
  for (let d = startDate; d <= endDate; d = addDays(d, 1)) days.push({ date: d, times: [] });
  return days;
}

/**
 * Why `start` is not free: taken by someone (the same query with nobody's bookings finds it),
 * or closed then whoever books. Runs only on the refusal path.
 */
export async function whyUnavailable(
  db: Db,
  q: AvailabilityQuery,
  start: number,
): Promise<AppError> {
  const { days } = await findAvailability(db, { ...q, ignoreBookings: true });
  return days.some((d) => d.times.some((t) => t.start === start))
    ? slotUnavailable()
    : slotClosed();
}
