import { formatClockLabel } from './clock-label';
import { wallClock } from './zoned-time';

// Date and time labels on a zone's clock (zh-TW). Times of a booking are shown in the SHOP's
// time zone: a visitor browsing from abroad (or a phone set to another zone) must see the hours
// the shop keeps, not their own.

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** The local date (`YYYY-MM-DD`) of an instant in a time zone. */
export function localDateIn(instant: string | number | Date, timeZone: string): string {
  return wallClock(instant, timeZone).date;
}

/** A 12-hour clock label in zh-TW, e.g. `上午 10:00`, `下午 2:30`, `凌晨 12:00` (midnight). */
export function formatTimeLabel(instant: string | number | Date, timeZone: string): string {
  return formatClockLabel(wallClock(instant, timeZone).minutes);
}

/** The weekday (0 = Sunday) of a local date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A local date as `11月23日（一）`, with the year (`2026年11月23日（一）`) when asked. */
export function formatDateLabel(date: string, withYear = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const text = `${m}月${d}日（${WEEKDAYS[weekdayOf(date)]}）`;
  return withYear ? `${y}年${text}` : text;
}

/** Date and time of an instant in the shop's zone: `2026年11月23日（一）下午 2:30`. */
export function formatDateTimeLabel(
  instant: string | number | Date,
  timeZone: string,
  withYear = true,
): string {
  return `${formatDateLabel(localDateIn(instant, timeZone), withYear)}${formatTimeLabel(instant, timeZone)}`;
}

/** The one-letter zh-TW weekday names, Sunday first (the spec's week start). */
export const WEEKDAY_LABELS = WEEKDAYS;

/**
 * A time soon, relative to `now` on the zone's clock: `今天 下午 3:00`, `明天 上午 10:00`, else
 * `11月25日（三）上午 10:00` (for next free times).
 */
export function formatSoonLabel(
  instant: string | number | Date,
  timeZone: string,
  now: string | number | Date = Date.now(),
): string {
  const date = localDateIn(instant, timeZone);
  const days = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${localDateIn(now, timeZone)}T00:00:00Z`)) /
      86_400_000,
  );
  const day = days === 0 ? '今天 ' : days === 1 ? '明天 ' : formatDateLabel(date);
  return `${day}${formatTimeLabel(instant, timeZone)}`;
}

/** Whether an instant falls in the morning (上午) half of the shop's day. */
export function isMorning(instant: string | number | Date, timeZone: string): boolean {
  return wallClock(instant, timeZone).minutes < 12 * 60;
}
