import type { TSpecialDay, TWeeklyHours } from '@haoyue/contracts';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopHours, shopSpecialDays, type shops } from '../../db/schema';
import { localDate } from '../../lib/zoned-time';
import { minutesOf, rangeOf, weekdayRangesOf, weeklyHoursOf } from './weekly-hours';

type ShopRow = typeof shops.$inferSelect;
type Schedule = { weeklyHours: TWeeklyHours; specialDays: TSpecialDay[] };
/** The shop whose schedule it is (its time zone says what "today" is) and the present instant. */
type ScheduleOf = { shop: ShopRow; now: Date };

/** The weekly opening hours and the special days from the shop's today on. */
export async function getSchedule(db: Db, { shop, now }: ScheduleOf): Promise<Schedule> {
  const today = localDate(shop.timeZone, now.getTime());
  const [hours, special] = await Promise.all([
    db
      .select()
      .from(shopHours)
      .where(eq(shopHours.shopId, shop.id))
      .orderBy(asc(shopHours.weekday), asc(shopHours.startMinute)),
    db
      .select()
      .from(shopSpecialDays)
      .where(and(eq(shopSpecialDays.shopId, shop.id), gte(shopSpecialDays.date, today)))
      .orderBy(asc(shopSpecialDays.date)),
  ]);
  return {
    weeklyHours: weeklyHoursOf(hours),
    specialDays: special.map((d) => ({
      date: d.date,
      ranges: d.ranges.map(([start, end]) => rangeOf(start, end)),
      note: d.note,
    })),
  };
}

/** Replaces the weekly opening hours (Sunday first; an empty day is closed). */
export async function replaceWeeklyHours(
  db: Db,
  options: ScheduleOf & { weeklyHours: TWeeklyHours },
): Promise<Schedule> {
  const shopId = options.shop.id;
  await db.transaction(async (tx) => {
    await tx.delete(shopHours).where(eq(shopHours.shopId, shopId));
    const rows = weekdayRangesOf(options.weeklyHours).map((range) => ({ shopId, ...range }));
    if (rows.length) await tx.insert(shopHours).values(rows);
  });
  return getSchedule(db, options);
}

/** Sets the hours of one date (no ranges: closed that day), replacing what it had. */
export async function setSpecialDay(
  db: Db,
  options: ScheduleOf & { day: TSpecialDay },
): Promise<Schedule> {
  const { shop, day } = options;
  const ranges = day.ranges
    .map((r): [number, number] => [minutesOf(r.start), minutesOf(r.end)])
    .sort((a, b) => a[0] - b[0]);
  await db
    .insert(shopSpecialDays)
    .values({ shopId: shop.id, date: day.date, ranges, note: day.note ?? null })
    .onConflictDoUpdate({
      target: [shopSpecialDays.shopId, shopSpecialDays.date],
      set: { ranges, note: day.note ?? null },
    });
  return getSchedule(db, options);
}

/** Removes a date's special hours: the weekly hours apply again. */
export async function deleteSpecialDay(
  db: Db,
  options: ScheduleOf & { date: string },
): Promise<Schedule> {
  await db
    .delete(shopSpecialDays)
    .where(
      and(eq(shopSpecialDays.shopId, options.shop.id), eq(shopSpecialDays.date, options.date)),
    );
  return getSchedule(db, options);
}
