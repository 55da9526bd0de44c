import { and, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  operatorServices,
  operatorShifts,
  operators,
  operatorTimeOff,
  services,
  shopHours,
  shops,
  shopSpecialDays,
} from '../../db/schema';
import { displayOrder } from '../../db/display-order';
import { AppError, notFound } from '../../lib/errors';
import { DAY_MS, localDate } from '../../lib/zoned-time';
import type { Interval } from './intervals';
import type { DateOverride, LocalRange, WeeklyRanges } from './start-times';

export type ShopRow = typeof shops.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

/** An operator as availability sees them. */
export type ScheduledOperator = {
  id: number;
  displayName: string;
  avatarUrl: string | null;
  isBookable: boolean;
  serviceIds: ReadonlySet<number>;
  shifts: WeeklyRanges;
  breaks: WeeklyRanges;
  /** Time off ending after the schedule's `since`. */
  timeOff: Interval[];
};

/**
 * Everything about a shop that start times are computed from except the bookings: the shop row,
 * its services, operators (display order) with their services, shifts, breaks and time off, the
 * opening hours and special days. Changes rarely; read on every availability call.
 */
export type ShopSchedule = {
  shop: ShopRow;
  /** shops.schedule_version when it was read: any change since moves that number on. */
  version: number;
  /** Time off and special days ending before this instant are left out (never needed again). */
  since: number;
  loadedAt: number;
  services: ReadonlyMap<number, ServiceRow>;
  operators: readonly ScheduledOperator[];
  hours: WeeklyRanges;
  specialDays: DateOverride[];
};

/** Past data older than this is not loaded: no start time is ever computed that far back. */
const HISTORY_MS = 2 * DAY_MS;

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Weekly rows (minutes from local midnight) as the start-time arithmetic takes them. */
function weekly(rows: { weekday: number; startMinute: number; endMinute: number }[]): WeeklyRanges {
  const out: WeeklyRanges = {};
  for (const r of rows) {
    (out[r.weekday] ??= []).push({ start: hhmm(r.startMinute), end: hhmm(r.endMinute) });
  }
  return out;
}

/**
 * Reads a shop's schedule (seven indexed queries, at once). The version is read first: should a
 * change commit between it and the rest, the schedule is newer than its version says and the
 * next check simply reloads it; never older.
 */
export async function loadSchedule(
  db: Db,
  shopId: number,
  now: number,
): Promise<ShopSchedule | null> {
  return (await loadSchedules(db, [shopId], now)).get(shopId) ?? null;
}

/**
 * The schedules of many shops with the same eight queries as one (bulk readers such as the
 * daily Google feed read a page of shops at a time); shops that do not exist are left out.
 */
export async function loadSchedules(
  db: Db,
  shopIds: readonly number[],
  now: number,
): Promise<Map<number, ShopSchedule>> {
  const out = new Map<number, ShopSchedule>();
  if (shopIds.length === 0) return out;
  const shopRows = await db
    .select()
    .from(shops)
    .where(inArray(shops.id, [...shopIds]));
  if (shopRows.length === 0) return out;
  const ids = shopRows.map((s) => s.id);
  const since = now - HISTORY_MS;
  // Special days from the earliest local date any of the shops is at; each keeps its own.
  const sinceDates = new Map(shopRows.map((s) => [s.id, localDate(s.timeZone, since)]));
  const ofShops = inArray(operators.shopId, ids);
  const [serviceRows, operatorRows, links, hours, specialDays, shifts, timeOff] = await Promise.all(
    [
      db.select().from(services).where(inArray(services.shopId, ids)),
      db
        .select({
          shopId: operators.shopId,
          id: operators.id,
          displayName: operators.displayName,
          avatarUrl: operators.avatarUrl,
          isBookable: operators.isBookable,
        })
        .from(operators)
        .where(ofShops)
        .orderBy(...displayOrder(operators)),
      db
        .select({ operatorId: operatorServices.operatorId, serviceId: operatorServices.serviceId })
        .from(operatorServices)
        .innerJoin(operators, eq(operators.id, operatorServices.operatorId))
        .where(ofShops),
      db.select().from(shopHours).where(inArray(shopHours.shopId, ids)),
      db
        .select()
        .from(shopSpecialDays)
        .where(
          and(
            inArray(shopSpecialDays.shopId, ids),
            gte(shopSpecialDays.date, [...sinceDates.values()].sort()[0]!),
          ),
        ),
      db
        .select({
          operatorId: operatorShifts.operatorId,
          kind: operatorShifts.kind,
          weekday: operatorShifts.weekday,
          startMinute: operatorShifts.startMinute,
          endMinute: operatorShifts.endMinute,
        })
        .from(operatorShifts)
        .innerJoin(operators, eq(operators.id, operatorShifts.operatorId))
        .where(ofShops),
      db
        .select({
          operatorId: operatorTimeOff.operatorId,
          startsAt: operatorTimeOff.startsAt,
          endsAt: operatorTimeOff.endsAt,
        })
        .from(operatorTimeOff)
        .innerJoin(operators, eq(operators.id, operatorTimeOff.operatorId))
        .where(and(ofShops, gt(operatorTimeOff.endsAt, new Date(since)))),
    ],
  );
  const servicesOf = groupBy(serviceRows, (r) => r.shopId);
  const operatorsOf = groupBy(operatorRows, (r) => r.shopId);
  const hoursOf = groupBy(hours, (r) => r.shopId);
  const specialDaysOf = groupBy(specialDays, (r) => r.shopId);
  const linksOf = groupBy(links, (r) => r.operatorId);
  const shiftsOf = groupBy(shifts, (r) => r.operatorId);
  const timeOffOf = groupBy(timeOff, (r) => r.operatorId);
  for (const shop of shopRows) {
    out.set(shop.id, {
      shop,
      version: shop.scheduleVersion,
      since,
      loadedAt: now,
      services: new Map((servicesOf.get(shop.id) ?? []).map((s) => [s.id, s])),
      operators: (operatorsOf.get(shop.id) ?? []).map(({ shopId: _, ...o }) => ({
        ...o,
        serviceIds: new Set((linksOf.get(o.id) ?? []).map((l) => l.serviceId)),
        shifts: weekly((shiftsOf.get(o.id) ?? []).filter((s) => s.kind === 'SHIFT')),
        breaks: weekly((shiftsOf.get(o.id) ?? []).filter((s) => s.kind === 'BREAK')),
        timeOff: (timeOffOf.get(o.id) ?? []).map((t) => ({
          start: t.startsAt.getTime(),
          end: t.endsAt.getTime(),
        })),
      })),
      hours: weekly(hoursOf.get(shop.id) ?? []),
      specialDays: (specialDaysOf.get(shop.id) ?? [])
        .filter((d) => d.date >= sinceDates.get(shop.id)!)
        .map((d) => ({
          date: d.date,
          ranges: d.ranges.map(([s, e]): LocalRange => ({ start: hhmm(s), end: hhmm(e) })),
        })),
    });
  }
  return out;
}

/** Rows grouped by a key, each group in the rows' order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * Shop schedules of one API instance, most recently used kept. An entry is only a guess until
 * the statement reading bookings confirms its version (see withSchedule); entries are also
 * dropped after an hour, so old time off does not pile up.
 */
export class ScheduleCache {
  readonly #entries = new Map<number, ShopSchedule>();

  constructor(
    private readonly limit = 5_000,
    private readonly maxAgeMs = 3_600_000,
  ) {}

  get(shopId: number, now: number): ShopSchedule | undefined {
    const entry = this.#entries.get(shopId);
    if (!entry) return undefined;
    this.#entries.delete(shopId);
    if (now - entry.loadedAt > this.maxAgeMs || now < entry.loadedAt) return undefined;
    this.#entries.set(shopId, entry);
    return entry;
  }

  /** Reads the shop's schedule from the database and keeps it. */
  async load(db: Db, shopId: number, now: number): Promise<ShopSchedule | null> {
    const schedule = await loadSchedule(db, shopId, now);
    this.#entries.delete(shopId);
    if (!schedule) return null;
    if (this.#entries.size >= this.limit) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(shopId, schedule);
    return schedule;
  }
}

/** What a step run on a schedule found, with the schedule version its bookings read saw. */
export type Confirmed<T> = { version: number | null; value: T };

export interface WithScheduleInput<T> {
  cache: ScheduleCache;
  db: Db;
  shopId: number;
  now: number;
  step: (schedule: ShopSchedule) => Promise<Confirmed<T>>;
}

/**
 * Runs `step` on the shop's schedule: the cached one when there is one, then, if the version the
 * step's own database read saw differs (someone changed hours, staff, services…) or the step
 * refused on the cached data, again on a freshly read one. The step must not write anything:
 * its answer is thrown away when its schedule proves stale. 404 when the shop does not exist.
 */
export async function withSchedule<T>({
  cache,
  db,
  shopId,
  now,
  step,
}: WithScheduleInput<T>): Promise<T> {
  const cached = cache.get(shopId, now);
  if (cached) {
    try {
      const result = await step(cached);
      if (result.version === cached.version) return result.value;
    } catch (error) {
      // A refusal on a cached schedule is only believed once a fresh one agrees.
      if (!(error instanceof AppError)) throw error;
    }
  }
  for (let attempt = 1; ; attempt += 1) {
    const fresh = await cache.load(db, shopId, now);
    if (!fresh) throw notFound('找不到店家');
    const result = await step(fresh);
    // A schedule changing under three reads in a row is being edited right now: the last
    // answer is as good as any.
    if (result.version === fresh.version || attempt === 3) return result.value;
  }
}
