import { formatClockLabel } from '../clock-label';
import { instantAt, wallClock } from '../zoned-time';

// Wall-clock helpers for opening hours, shifts and time off. The API speaks `HH:mm` (24-hour,
// `24:00` = midnight at the end of the day); people read a 12-hour clock with 上午/下午.

/** Weekday names, Sunday first (index = the API's weekday). */
export const WEEKDAY_LABELS = ['週日', '週一', '週二', '週三', '週四', '週五', '週六'] as const;

/** A time range of a day, `HH:mm` each. */
export interface ClockRange {
  start: string;
  end: string;
}

/** Seven days of ranges, Sunday first; an empty day is closed. */
export type WeekRanges = ClockRange[][];

/** Minutes since midnight of `HH:mm` (`24:00` → 1440). */
export function clockToMinutes(clock: string): number {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** `HH:mm` of minutes since midnight (1440 → `24:00`). */
export function minutesToClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** 12-hour zh-TW label of an `HH:mm` clock: `14:30` → `下午 2:30`, `24:00` → `午夜 12:00`. */
export function formatClock(clock: string): string {
  return formatClockLabel(clockToMinutes(clock));
}

/** A range as `上午 10:00–下午 8:00`. */
export function formatRange(range: ClockRange): string {
  return `${formatClock(range.start)}–${formatClock(range.end)}`;
}

/** An end time from the 12-hour picker: 上午 12:00 (`00:00`) as an end means midnight, `24:00`. */
export function pickerEndToClock(value: string): string {
  return value === '00:00' ? '24:00' : value;
}

/** The picker value of an end time (`24:00` shows as 上午 12:00). */
export function clockToPickerEnd(clock: string): string {
  return clock === '24:00' ? '00:00' : clock;
}

/**
 * What is wrong with one day's ranges, in zh-TW, or null: each must end after it starts and
 * none may overlap another (the API refuses both).
 */
export function dayRangesError(ranges: readonly ClockRange[]): string | null {
  for (const r of ranges) {
    if (!r.start || !r.end) return '請填寫開始與結束時間';
    if (clockToMinutes(r.start) >= clockToMinutes(r.end)) return '結束時間需晚於開始時間';
  }
  const sorted = [...ranges].sort((a, b) => clockToMinutes(a.start) - clockToMinutes(b.start));
  for (let i = 1; i < sorted.length; i++) {
    if (clockToMinutes(sorted[i - 1]!.end) > clockToMinutes(sorted[i]!.start)) {
      return '同一天的時段不可重疊';
    }
  }
  return null;
}

/** Whether every day of a week is valid (ranges in order, none overlapping). */
export function isWeekValid(week: WeekRanges): boolean {
  return week.every((day) => dayRangesError(day) === null);
}

/** Each day's ranges sorted by start, as the API stores them. */
export function sortWeek(week: WeekRanges): WeekRanges {
  return week.map((day) =>
    [...day].sort((a, b) => clockToMinutes(a.start) - clockToMinutes(b.start)),
  );
}

/** A week with every day closed. */
export function emptyWeek(): WeekRanges {
  return [[], [], [], [], [], [], []];
}

/** Whether every break lies inside one of the shifts of its day (the API refuses others). */
export function breaksInsideShifts(shifts: WeekRanges, breaks: WeekRanges): boolean {
  return breaks.every((day, weekday) =>
    day.every((b) =>
      (shifts[weekday] ?? []).some(
        (s) =>
          clockToMinutes(s.start) <= clockToMinutes(b.start) &&
          clockToMinutes(b.end) <= clockToMinutes(s.end),
      ),
    ),
  );
}

// ------------------------------------------------------------------------------------------
// Instants on the shop's clock (time off is stored as timestamps; the shop may be abroad)

/** The local date (`YYYY-MM-DD`) and clock (`HH:mm`) of an instant in a time zone. */
export function zonedDateClock(
  instant: string | number | Date,
  timeZone: string,
): { date: string; clock: string } {
  const { date, minutes } = wallClock(instant, timeZone);
  return { date, clock: minutesToClock(minutes) };
}

/**
 * The instant (ISO, UTC) at which clocks in `timeZone` read `date` `clock`. In a spring-forward
 * gap the later reading wins; Taiwan and our other markets keep no daylight saving anyway.
 */
export function zonedInstant(date: string, clock: string, timeZone: string): string {
  return instantAt(date, clockToMinutes(clock), timeZone);
}

/** A local date (`YYYY-MM-DD`) as `2026/11/23（一）`. */
export function formatDay(date: string): string {
  const weekday = WEEKDAY_LABELS[new Date(`${date}T00:00:00Z`).getUTCDay()]!.slice(1);
  return `${date.replaceAll('-', '/')}（${weekday}）`;
}

/** `2026/11/23（一）下午 2:30`, on the shop's clock. */
export function formatInstant(instant: string, timeZone: string): string {
  const { date, clock } = zonedDateClock(instant, timeZone);
  return `${formatDay(date)}${formatClock(clock)}`;
}
