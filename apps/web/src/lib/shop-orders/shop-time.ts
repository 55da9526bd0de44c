import { CLOCK_GAP } from '@haoyue/contracts';
import { formatClockLabel } from '../clock-label';
import { instantAt, wallClock, type WallClock } from '../zoned-time';

// The calendar reads every instant on the SHOP's clock (shop.timeZone), never the browser's: an
// owner checking the calendar abroad, or a phone set to another zone, sees the shop's day.

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** One-character zh-TW weekday names, Sunday first (the spec's week start). */
export const WEEKDAY_SHORT = WEEKDAYS;

/** An instant on a zone's clock: the local date and the minutes since its midnight. */
export type ShopClock = WallClock;

/** Reads an instant (ISO string, epoch ms or Date) on the clocks of `timeZone`. */
export const shopClock = wallClock;

/** Today's date on the shop's clock. */
export function shopToday(timeZone: string, now: number = Date.now()): string {
  return shopClock(now, timeZone).date;
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isLocalDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The date `days` after (or before, when negative) a local date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The weekday (0 = Sunday) of a local date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The Sunday that starts the week of `date`. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayOf(date));
}

/** The seven dates, Sunday first, of the week holding `date`. */
export function weekDates(date: string): string[] {
  const first = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The instant (ISO, UTC) at which clocks in `timeZone` read `minutes` after midnight of `date`. */
export const shopInstant = instantAt;

/** A 12-hour zh-TW clock: 870 → `下午 2:30`, 0 → `上午 12:00`, 1440 → `午夜 12:00` (the one formatter). */
export const formatMinutes = formatClockLabel;

/** The shop-clock time of an instant, 12-hour: `下午 2:30`. */
export function formatShopTime(instant: string | number | Date, timeZone: string): string {
  return formatMinutes(shopClock(instant, timeZone).minutes);
}

/** `下午 2:30–3:30` (the second half keeps its 上午/下午 only when it changes). */
export function formatShopTimeRange(start: string, end: string, timeZone: string): string {
  const from = formatShopTime(start, timeZone);
  const to = formatShopTime(end, timeZone);
  const [fromHalf] = from.split(CLOCK_GAP);
  const [toHalf, toClock] = to.split(CLOCK_GAP);
  return `${from}–${fromHalf === toHalf ? toClock : to}`;
}

/** A local date as `11月23日（一）`, with the year (`2026年11月23日（一）`) when asked. */
export function formatDate(date: string, withYear = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const text = `${m}月${d}日（${WEEKDAYS[weekdayOf(date)]}）`;
  return withYear ? `${y}年${text}` : text;
}

/** A week's span: `11月22日 – 11月28日` (years only when the week crosses one). */
export function formatWeek(firstDate: string): string {
  const last = addDays(firstDate, 6);
  const [y1, m1, d1] = firstDate.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = last.split('-').map(Number) as [number, number, number];
  if (y1 !== y2) return `${y1}年${m1}月${d1}日 – ${y2}年${m2}月${d2}日`;
  return `${m1}月${d1}日 – ${m2}月${d2}日`;
}

/** Date and time on the shop's clock: `11月23日（一）下午 2:30`. */
export function formatShopDateTime(instant: string, timeZone: string, withYear = false): string {
  const { date, minutes } = shopClock(instant, timeZone);
  return `${formatDate(date, withYear)} ${formatMinutes(minutes)}`;
}

/** `今天`, `明天`, `後天` or the date, relative to `today`. */
export function relativeDayLabel(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return '今天';
  if (days === 1) return '明天';
  if (days === 2) return '後天';
  if (days === -1) return '昨天';
  return formatDate(date);
}
