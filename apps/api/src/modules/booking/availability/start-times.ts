import { covers, type Interval, intersect, normalize, subtract } from './intervals';
import {
  addDays,
  datesBetween,
  localDate,
  weekdayOf,
  zonedToInstant,
} from '../../../lib/zoned-time';

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

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The ranges in force on a date (override first), as instants. */
function rangesOn(
  timeZone: string,
  date: string,
  weekly: WeeklyRanges | undefined,
  overrides: DateOverride[] | undefined,
): Interval[] {
  const ranges = overrides?.find((o) => o.date === date)?.ranges ?? weekly?.[weekdayOf(date)] ?? [];
  return normalize(
    ranges.map((r) => ({
      start: zonedToInstant(timeZone, date, minutesOf(r.start)),
      end: zonedToInstant(timeZone, date, minutesOf(r.end)),
    })),
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

  return datesBetween(input.from, input.to).map((date) => {
    const dayStart = zonedToInstant(input.timeZone, date, 0);
    const open = rangesOn(input.timeZone, date, input.shopHours, input.shopOverrides);
    const byStart = new Map<number, StartTime>();

    for (const operator of input.operators) {
      const shift = rangesOn(input.timeZone, date, operator.shifts, operator.shiftOverrides);
      const work = intersect(open, shift);
      if (work.length === 0) continue;
      const breaks = rangesOn(input.timeZone, date, operator.breaks, undefined);
      // Free time around the day, wide enough for buffers that reach past midnight.
      const horizon = [{ start: dayStart - 86_400_000, end: dayStart + 2 * 86_400_000 }];
      const free = subtract(horizon, [...operator.unavailable, ...breaks]);

      for (const window of work) {
        // First grid point at or after the window start (and the lead time).
        const from = Math.max(window.start, earliest);
        let start = dayStart + Math.ceil((from - dayStart) / slotMs) * slotMs;
        for (; start + serviceMs <= window.end && start <= latest; start += slotMs) {
          if (!covers(free, start - beforeMs, start + serviceMs + afterMs)) continue;
          const slot = byStart.get(start) ?? { start, end: start + serviceMs, operatorIds: [] };
          slot.operatorIds.push(operator.id);
          byStart.set(start, slot);
        }
      }
    }
    const times = [...byStart.values()].sort((a, b) => a.start - b.start);
    return { date, times };
  });
}
