import { covers, type Interval, intersect, normalize, subtract } from './intervals';
import {
  addDays,
  datesBetween,
  DAY_MS,
  localDate,
  weekdayOf,
  zonedToInstant,
} from '../../lib/zoned-time';

/** A local time range on one day, `HH:mm`–`HH:mm` (`24:00` allowed as an end). */
export type LocalRange = { start: string; end: string };
/** Ranges per weekday, 0 = Sunday. A missing or empty weekday is closed / off. */
export type WeeklyRanges = Partial<Record<number, LocalRange[]>>;
/** Replaces the weekly ranges on one local date; no ranges = closed that day. */
export type DateOverride = { date: string; ranges: LocalRange[] };

export type ServiceStep = {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
};

export type OperatorSchedule = {
  id: number;
  shifts: WeeklyRanges;
  shiftOverrides?: DateOverride[];
  /** Weekly breaks (lunch…), off like time off. */
  breaks?: WeeklyRanges;
  /** Time off and existing bookings (each booking with its own buffers), as instants. */
  unavailable: Interval[];
};

export type StartTimesInput = {
  timeZone: string;
  /** Local dates, inclusive. */
  from: string;
  to: string;
  now: number;
  slotMinutes: number;
  minLeadMinutes: number;
  maxAdvanceDays: number;
  shopHours: WeeklyRanges;
  shopOverrides?: DateOverride[];
  operators: OperatorSchedule[];
  /** The services booked together, back to back with one operator, in order. */
  services: ServiceStep[];
};

export type StartTime = { start: number; end: number; operatorIds: number[] };
export type DayStartTimes = { date: string; times: StartTime[] };

const MINUTE = 60_000;

const minuteCache = new Map<string, number>();

function minutesOf(hhmm: string): number {
  let minutes = minuteCache.get(hhmm);
  if (minutes === undefined) {
    const [h, m] = hhmm.split(':').map(Number) as [number, number];
    minutes = h * 60 + m;
    if (minuteCache.size < 10_000) minuteCache.set(hhmm, minutes);
  }
  return minutes;
}

/** A local date of the range, with what turns its wall-clock minutes into instants. */
type Day = { date: string; weekday: number; start: number; at: (minutes: number) => number };

/** Days by zone and date: every call covers the same few weeks of dates. */
const dayCache = new Map<string, Day>();

function dayOf(timeZone: string, date: string): Day {
  const key = `${timeZone}|${date}`;
  const cached = dayCache.get(key);
  if (cached) return cached;
  const start = zonedToInstant(timeZone, date, 0);
  // A day without a clock change (every day in Taipei) is plain arithmetic from midnight.
  const plain = zonedToInstant(timeZone, addDays(date, 1), 0) - start === DAY_MS;
  const day: Day = {
    date,
    weekday: weekdayOf(date),
    start,
    at: plain ? (m) => start + m * MINUTE : (m) => zonedToInstant(timeZone, date, m),
  };
  if (dayCache.size >= 10_000) dayCache.clear();
  dayCache.set(key, day);
  return day;
}

/** The ranges in force on a date (override first), as instants. */
function rangesOn(
  day: Day,
  weekly: WeeklyRanges | undefined,
  overrides: DateOverride[] | undefined,
): Interval[] {
  const ranges = overrides?.find((o) => o.date === day.date)?.ranges ?? weekly?.[day.weekday] ?? [];
  return normalize(
    ranges.map((r) => ({ start: day.at(minutesOf(r.start)), end: day.at(minutesOf(r.end)) })),
  );
}

/**
 * How a sequence of services occupies an operator, relative to the customer's start time:
 * the customer is served from 0 to `serviceMs` (inner buffers included); the operator is
 * held from `-beforeMs` to `serviceMs + afterMs`.
 */
export function sequenceSpan(services: readonly ServiceStep[]) {
  if (services.length === 0) throw new Error('at least one service');
  let serviceMin = 0;
  services.forEach((s, i) => {
    if (i > 0) serviceMin += s.bufferBeforeMinutes;
    serviceMin += s.durationMinutes;
    if (i < services.length - 1) serviceMin += s.bufferAfterMinutes;
  });
  return {
    serviceMs: serviceMin * MINUTE,
    beforeMs: services[0]!.bufferBeforeMinutes * MINUTE,
    afterMs: services[services.length - 1]!.bufferAfterMinutes * MINUTE,
  };
}

/**
 * Free start times per local date: on the slot grid (aligned to local midnight), at least the
 * lead time from now and no later than the last local day of the booking horizon, with the service inside shop hours and
 * the operator's shift, and the operator free (breaks, time off, other bookings) for the
 * service plus its buffers. Each time lists the operators free for it. Interval arithmetic per
 * operator per day: the cost grows with operators × days × slots, never with queries.
 */
export function computeStartTimes(input: StartTimesInput): DayStartTimes[] {
  const { serviceMs, beforeMs, afterMs } = sequenceSpan(input.services);
  const slotMs = input.slotMinutes * MINUTE;
  const earliest = input.now + input.minLeadMinutes * MINUTE;
  // Calendar days, as shop owners mean it: "30 days ahead" opens all of the 30th day.
  const lastDate = addDays(localDate(input.timeZone, input.now), input.maxAdvanceDays);
  const latest = zonedToInstant(input.timeZone, lastDate, 24 * 60) - 1;
  const days = datesBetween(input.from, input.to).map((date) => dayOf(input.timeZone, date));
  if (days.length === 0) return [];
  const open = days.map((day) => rangesOn(day, input.shopHours, input.shopOverrides));
  // Free time over the whole range (and a day either side, for buffers past midnight), once per
  // operator: breaks of every day, time off and bookings cut out of it.
  const horizon = [
    { start: days[0]!.start - DAY_MS, end: days[days.length - 1]!.start + 2 * DAY_MS },
  ];
  const free = input.operators.map((operator) =>
    subtract(horizon, [
      ...operator.unavailable,
      ...days.flatMap((day) => rangesOn(day, operator.breaks, undefined)),
    ]),
  );

  return days.map((day, d) => {
    const byStart = new Map<number, StartTime>();
    input.operators.forEach((operator, o) => {
      const shift = rangesOn(day, operator.shifts, operator.shiftOverrides);
      const work = intersect(open[d]!, shift);
      for (const window of work) {
        // First grid point at or after the window start (and the lead time).
        const from = Math.max(window.start, earliest);
        let start = day.start + Math.ceil((from - day.start) / slotMs) * slotMs;
        for (; start + serviceMs <= window.end && start <= latest; start += slotMs) {
          if (!covers(free[o]!, start - beforeMs, start + serviceMs + afterMs)) continue;
          let slot = byStart.get(start);
          if (!slot) {
            slot = { start, end: start + serviceMs, operatorIds: [] };
            byStart.set(start, slot);
          }
          slot.operatorIds.push(operator.id);
        }
      }
    });
    const times = [...byStart.values()].sort((a, b) => a.start - b.start);
    return { date: day.date, times };
  });
}
