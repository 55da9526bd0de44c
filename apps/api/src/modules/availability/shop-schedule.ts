import { and, eq, gt, gte } from 'drizzle-orm';
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
import { localDate } from '../../lib/zoned-time';
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
const HISTORY_MS = 2 * 86_400_000;

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
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop) return null;
  const since = now - HISTORY_MS;
  const ofShop = eq(operators.shopId, shopId);
  const [serviceRows, operatorRows, links, hours, specialDays, shifts, timeOff] = await Promise.all(
    [
      db.select().from(services).where(eq(services.shopId, shopId)),
      db
        .select({
          id: operators.id,
          displayName: operators.displayName,
          avatarUrl: operators.avatarUrl,
          isBookable: operators.isBookable,
        })
        .from(operators)
        .where(ofShop)
        .orderBy(...displayOrder(operators)),
      db
        .select({ operatorId: operatorServices.operatorId, serviceId: operatorServices.serviceId })
        .from(operatorServices)
        .innerJoin(operators, eq(operators.id, operatorServices.operatorId))
        .where(ofShop),
      db.select().from(shopHours).where(eq(shopHours.shopId, shopId)),
      db
        .select()
        .from(shopSpecialDays)
        .where(
          and(
            eq(shopSpecialDays.shopId, shopId),
            gte(shopSpecialDays.date, localDate(shop.timeZone, since)),
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
        .where(ofShop),
      db
        .select({
          operatorId: operatorTimeOff.operatorId,
          startsAt: operatorTimeOff.startsAt,
          endsAt: operatorTimeOff.endsAt,
        })
        .from(operatorTimeOff)
        .innerJoin(operators, eq(operators.id, operatorTimeOff.operatorId))
        .where(and(ofShop, gt(operatorTimeOff.endsAt, new Date(since)))),
    ],
  );
  return {
    shop,
    version: shop.scheduleVersion,
    since,
    loadedAt: now,
    services: new Map(serviceRows.map((s) => [s.id, s])),
    operators: operatorRows.map((o) => ({
      ...o,
      serviceIds: new Set(links.filter((l) => l.operatorId === o.id).map((l) => l.serviceId)),
      shifts: weekly(shifts.filter((s) => s.operatorId === o.id && s.kind === 'SHIFT')),
      breaks: weekly(shifts.filter((s) => s.operatorId === o.id && s.kind === 'BREAK')),
      timeOff: timeOff
        .filter((t) => t.operatorId === o.id)
        .map((t) => ({ start: t.startsAt.getTime(), end: t.endsAt.getTime() })),
    })),
    hours: weekly(hours),
    specialDays: specialDays.map((d) => ({
      date: d.date,
      ranges: d.ranges.map(([s, e]): LocalRange => ({ start: hhmm(s), end: hhmm(e) })),
    })),
  };
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
