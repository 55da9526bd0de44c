import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { ACTIVE_BOOKING_STATUSES, shops } from '../../db/schema';
import type { AppError } from '../../lib/errors';
import { addDays, DAY_MS, localDate, zonedToInstant } from '../../lib/zoned-time';
import { slotClosed, slotUnavailable } from './errors';
import type { ServiceRow } from './bookable';
import { toStep } from './plan-booking';
import type { ShopSchedule } from './shop-schedule';
import { computeStartTimes, type DayStartTimes, type OperatorSchedule } from './start-times';

export type AvailabilityQuery = {
  schedule: ShopSchedule;
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
  /** A VIP customer's window: days they may book beyond the shop's horizon. */
  extraAdvanceDays?: number;
};

export type Availability = {
  days: DayStartTimes[];
  /** Busy minutes per operator over the range, for spreading "any operator" bookings fairly. */
  load: Map<number, number>;
  /** The shop's schedule version as the bookings were read (null: the shop is gone). */
  version: number | null;
};

/** A booking holding an operator: [operator, from, until] in epoch milliseconds. */
export type Busy = [number, number, number];

/**
 * The operators' bookings overlapping a range as one JSON array of Busy, from named
 * placeholders `operatorIds`, `from`, `to` and `excludeOrderId`. The exclusion constraint's GiST
 * index answers the overlap test.
 */
function busyJson() {
  const active = sql.join(
    ACTIVE_BOOKING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql<Busy[] | null>`(
        select json_agg(json_build_array(
          b.operator_id,
          extract(epoch from b.held_from) * 1000,
          extract(epoch from b.held_until) * 1000))
        from bookings b
        where b.operator_id = any(${sql.placeholder('operatorIds')}::int[])
          and b.status in (${active})
          and tstzrange(b.held_from, b.held_until, '[)')
            && tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz, '[)')
          and b.order_id <> ${sql.placeholder('excludeOrderId')}::int)`;
}

/**
 * The one statement an availability call makes: the shop's schedule version (is the cached
 * schedule still true?) and the operators' bookings over the range, packed in one JSON value.
 * Prepared once per database handle: no query building per call, and PostgreSQL plans it once
 * per connection.
 */
function busyStatement(db: Db) {
  return db
    .select({ version: shops.scheduleVersion, busy: busyJson() })
    .from(shops)
    .where(eq(shops.id, sql.placeholder('shopId')))
    .prepare('availability_busy');
}

/** The same bookings of any operators, without a shop's version (bulk readers). */
function busyOfOperatorsStatement(db: Db) {
  return db
    .select({ busy: busyJson() })
    .from(sql`(select 1) as one`)
    .prepare('availability_busy_of_operators');
}

/**
 * The bookings holding these operators over [from, to), whatever their shops: bulk readers (the
 * daily Google feed) read a page of shops' bookings at once, then compute each shop's times
 * with availabilityFrom. Without the version check: such a reader takes a snapshot.
 */
export async function readBusyOfOperators(
  db: Db,
  q: { operatorIds: number[]; from: Date; to: Date },
): Promise<Busy[]> {
  if (q.operatorIds.length === 0) return [];
  const statement = preparedOn(db, 'availability_busy_of_operators', busyOfOperatorsStatement);
  const [row] = await statement.execute({
    operatorIds: q.operatorIds,
    from: q.from.toISOString(),
    to: q.to.toISOString(),
    excludeOrderId: 0,
  });
  return row?.busy ?? [];
}

/** The schedule version and the bookings holding these operators over [from, to). */
async function readBusy(
  db: Db,
  q: { shopId: number; operatorIds: number[]; from: Date; to: Date; excludeOrderId?: number },
): Promise<{ version: number | null; busy: Busy[] }> {
  const statement = preparedOn(db, 'availability_busy', busyStatement);
  const [row] = await statement.execute({
    shopId: q.shopId,
    operatorIds: q.operatorIds,
    from: q.from.toISOString(),
    to: q.to.toISOString(),
    excludeOrderId: q.excludeOrderId ?? 0,
  });
  return { version: row?.version ?? null, busy: row?.busy ?? [] };
}

/** The bookings a query over these local dates must read: a day either side, for buffers. */
export function busyWindow(timeZone: string, startDate: string, endDate: string) {
  return {
    from: new Date(zonedToInstant(timeZone, startDate, 0) - DAY_MS),
    to: new Date(zonedToInstant(timeZone, addDays(endDate, 1), 0) + DAY_MS),
  };
}

/**
 * Free start times over a date range: one statement whatever the range (the bookings, and the
 * version that says whether the cached schedule still holds), then interval arithmetic in
 * memory (availabilityFrom).
 */
export async function findAvailability(db: Db, q: AvailabilityQuery): Promise<Availability> {
  const { shop } = q.schedule;
  const { version, busy } = await readBusy(db, {
    shopId: shop.id,
    operatorIds: q.ignoreBookings ? [] : q.operatorIds,
    ...busyWindow(shop.timeZone, q.startDate, q.endDate),
    ...(q.excludeOrderId ? { excludeOrderId: q.excludeOrderId } : {}),
  });
  return { ...availabilityFrom(q, busy), version };
}

/**
 * The free start times of a query, given the bookings over its busyWindow (bookings of other
 * operators are ignored): the shop's hours, the operators' shifts, breaks and time off from the
 * schedule, the shop's booking window, then start-times.ts.
 */
export function availabilityFrom(
  q: AvailabilityQuery,
  busy: readonly Busy[],
): Omit<Availability, 'version'> {
  const { schedule } = q;
  const { shop } = schedule;
  const tz = shop.timeZone;
  const ids = q.operatorIds;
  if (ids.length === 0) return { days: emptyDays(q.startDate, q.endDate), load: new Map() };

  // The operators in the order given (it decides the order of each time's operatorIds), their
  // time off from the schedule and their bookings from the statement.
  const byId = new Map(schedule.operators.map((o) => [o.id, o]));
  const operatorSchedules: OperatorSchedule[] = ids.flatMap((id) => {
    const o = byId.get(id);
    return o ? [{ id, shifts: o.shifts, breaks: o.breaks, unavailable: [...o.timeOff] }] : [];
  });
  const unavailable = new Map(operatorSchedules.map((o) => [o.id, o.unavailable]));
  const load = new Map<number, number>(ids.map((id) => [id, 0]));
  if (!q.ignoreBookings) {
    for (const [operatorId, start, end] of busy) {
      const held = unavailable.get(operatorId);
      if (!held) continue;
      held.push({ start, end });
      load.set(operatorId, (load.get(operatorId) ?? 0) + (end - start) / 60_000);
    }
  }

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
    maxAdvanceDays: q.ignoreBookingWindow
      ? 100_000
      : shop.maxAdvanceDays + (q.extraAdvanceDays ?? 0),
    shopHours: schedule.hours,
    shopOverrides: schedule.specialDays,
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
