import { clockLabel, type TShopOpeningHours } from '@haoyue/contracts';

// Opening hours as the shop page lists them: the week from Sunday (the spec's week start), each
// day's ranges on the 12-hour clock, today marked, and the special days ahead.

const WEEKDAY_NAMES = ['週日', '週一', '週二', '週三', '週四', '週五', '週六'] as const;

/** One row of the weekly list. */
export type WeekdayHours = { weekday: number; name: string; ranges: string[]; isToday: boolean };

/** `上午 10:00–晚上 8:00`. */
export function rangeLabel(startMinute: number, endMinute: number): string {
  return `${clockLabel(startMinute)}–${clockLabel(endMinute)}`;
}

/** The weekly hours, Sunday first; no ranges = 公休. `today` is the shop's weekday now. */
export function weeklyHours(hours: TShopOpeningHours, today: number): WeekdayHours[] {
  return WEEKDAY_NAMES.map((name, weekday) => ({
    weekday,
    name,
    ranges: hours.weekly
      .filter((h) => h.weekday === weekday)
      .sort((a, b) => a.startMinute - b.startMinute)
      .map((h) => rangeLabel(h.startMinute, h.endMinute)),
    isToday: weekday === today,
  }));
}

/** A special day ahead as listed: its ranges (none = 公休) and the shop's note. */
export type SpecialDayHours = { date: string; ranges: string[]; note: string | null };

/** The special days from `today` up to `days` ahead (dates as `YYYY-MM-DD`, the shop's). */
export function specialDaysAhead(
  hours: TShopOpeningHours,
  today: string,
  days = 14,
): SpecialDayHours[] {
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return hours.specialDays
    .filter((d) => d.date >= today && d.date <= last)
    .map((d) => ({
      date: d.date,
      ranges: d.ranges.map(([start, end]) => rangeLabel(start, end)),
      note: d.note,
    }));
}
