import type { TTimeRange, TWeeklyHours } from '@haoyue/contracts';

/** A stored range of one weekday, in minutes from midnight (shop hours, operator shifts). */
export type WeekdayRange = { weekday: number; startMinute: number; endMinute: number };

/** `HH:mm` → minutes from midnight (`24:00` → 1440). */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Minutes from midnight → `HH:mm`. */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A stored [start, end] pair in minutes as an `HH:mm` range. */
export function rangeOf(startMinute: number, endMinute: number): TTimeRange {
  return { start: clockOf(startMinute), end: clockOf(endMinute) };
}

/** Stored rows as seven days (Sunday first) of ranges, earliest first. */
export function weeklyHoursOf(rows: readonly WeekdayRange[]): TWeeklyHours {
  const days: TWeeklyHours = [[], [], [], [], [], [], []];
  for (const row of rows) days[row.weekday]!.push(rangeOf(row.startMinute, row.endMinute));
  for (const day of days) day.sort((a, b) => a.start.localeCompare(b.start));
  return days;
}

/** Seven days of ranges as rows to store. */
export function weekdayRangesOf(weekly: TWeeklyHours): WeekdayRange[] {
  return weekly.flatMap((ranges, weekday) =>
    ranges.map((r) => ({ weekday, startMinute: minutesOf(r.start), endMinute: minutesOf(r.end) })),
  );
}

/** No hours on any day. */
export const NO_HOURS: TWeeklyHours = [[], [], [], [], [], [], []];
