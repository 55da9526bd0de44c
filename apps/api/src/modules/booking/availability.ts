import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  ACTIVE_BOOKING_STATUSES,
  bookings,
  operatorServices,
  operatorShifts,
  operators,
  operatorTimeOff,
  services,
  shopHours,
  shops,
  shopSpecialDays,
} from '../../db/schema';
import { type AppError, invalid, notFound } from '../../lib/errors';
import { slotClosed, slotUnavailable } from './errors';
import type { Interval } from './intervals';
import {
  computeStartTimes,
  type DateOverride,
  type DayStartTimes,
  type LocalRange,
  type OperatorSchedule,
  sequenceSpan,
  type WeeklyRanges,
} from './start-times';
import { addDays, localDate, zonedToInstant } from '../../lib/zoned-time';

export type ShopRow = typeof shops.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

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

/** An approved shop open for booking, or 404. */
export async function loadBookableShop(db: Db, shopId: number): Promise<ShopRow> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop || shop.reviewStatus !== 'APPROVED') throw notFound('找不到店家');
  return shop;
}

/** The chosen services of the shop, in the order chosen; each must exist and be bookable. */
export async function loadServices(
  db: Db,
  shopId: number,
  serviceIds: readonly number[],
  options: { allowUnbookable?: boolean } = {},
): Promise<ServiceRow[]> {
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.shopId, shopId), inArray(services.id, [...serviceIds])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return serviceIds.map((id) => {
    const row = byId.get(id);
    if (!row || (!row.isBookable && !options.allowUnbookable)) {
      throw invalid('serviceIds', '所選服務不存在或已停止線上預約');
    }
    return row;
  });
}

/**
 * Bookable operators of the shop who perform every chosen service, in display order. With an
 * `operatorId`, that operator only (400 if they cannot do the services). The shop itself may
 * also book operators closed to online booking (`includeUnbookable`).
 */
export async function eligibleOperatorIds(
  db: Db,
  shopId: number,
  serviceIds: readonly number[],
  operatorId: number | null | undefined,
  options: { includeUnbookable?: boolean } = {},
): Promise<number[]> {
  const rows = await db
    .select({ id: operators.id })
    .from(operators)
    .innerJoin(operatorServices, eq(operatorServices.operatorId, operators.id))
    .where(
      and(
        eq(operators.shopId, shopId),
        ...(options.includeUnbookable ? [] : [eq(operators.isBookable, true)]),
        inArray(operatorServices.serviceId, [...serviceIds]),
        ...(operatorId ? [eq(operators.id, operatorId)] : []),
      ),
    )
    .groupBy(operators.id, operators.position)
    .having(sql`count(*) = ${serviceIds.length}`)
    .orderBy(asc(operators.position), asc(operators.id));
  const ids = rows.map((r) => r.id);
  if (operatorId && ids.length === 0) {
    throw invalid('operatorId', '這位服務人員無法提供所選的全部服務，請改選其他人員');
  }
  return ids;
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

export function toStep(s: ServiceRow) {
  return {
    durationMinutes: s.durationMinutes,
    bufferBeforeMinutes: s.bufferBeforeMinutes,
    bufferAfterMinutes: s.bufferAfterMinutes,
  };
}

function emptyDays(startDate: string, endDate: string): DayStartTimes[] {
  const days: DayStartTimes[] = [];
  for (let d = startDate; d <= endDate; d = addDays(d, 1)) days.push({ date: d, times: [] });
  return days;
}

/** Where each service of a booking sits in time, and what the operator is held for. */
export function planBooking(chosen: ServiceRow[], start: number) {
  const { serviceMs, beforeMs, afterMs } = sequenceSpan(chosen.map(toStep));
  const items: { service: ServiceRow; start: number; end: number }[] = [];
  let at = start;
  chosen.forEach((service, i) => {
    if (i > 0) at += service.bufferBeforeMinutes * 60_000;
    const end = at + service.durationMinutes * 60_000;
    items.push({ service, start: at, end });
    at = end + (i < chosen.length - 1 ? service.bufferAfterMinutes * 60_000 : 0);
  });
  return {
    startsAt: start,
    endsAt: start + serviceMs,
    heldFrom: start - beforeMs,
    heldUntil: start + serviceMs + afterMs,
    items,
  };
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
