import type { TBooking, TOrder } from '@haoyue/contracts';
import { shopClock } from '../../../lib/shop-orders/shop-time';

/** One operator's booking of an order, placed on the shop's clock. */
export interface CalendarEntry {
  order: TOrder;
  booking: TBooking;
  /** The local date the booking starts on. */
  date: string;
  /** Minutes after that date's midnight; `end` is clipped to 1440 past midnight. */
  start: number;
  end: number;
}

/** Every booking of the orders as calendar entries, earliest first. */
export function calendarEntries(orders: readonly TOrder[], timeZone: string): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const order of orders) {
    for (const booking of order.bookings) {
      const from = shopClock(booking.startTime, timeZone);
      const to = shopClock(booking.endTime, timeZone);
      const end = to.date === from.date ? to.minutes : 1440;
      entries.push({
        order,
        booking,
        date: from.date,
        start: from.minutes,
        end: Math.max(end, from.minutes + 5),
      });
    }
  }
  return entries.sort((a, b) => a.start - b.start || a.order.id - b.order.id);
}

/** The entries grouped by their local date; every date asked for has a (maybe empty) list. */
export function entriesByDate(
  entries: readonly CalendarEntry[],
  dates: readonly string[],
): Map<string, CalendarEntry[]> {
  const byDate = new Map<string, CalendarEntry[]>(dates.map((d) => [d, []]));
  for (const entry of entries) byDate.get(entry.date)?.push(entry);
  return byDate;
}

/** A minute range of a day. */
export interface MinuteRange {
  start: number;
  end: number;
}

/**
 * The hours a day view shows: the working hours given (operators' shifts), widened to every
 * booking of the day, rounded out to whole hours; 上午 9 to 下午 9 when there is nothing at all.
 */
export function dayWindow(
  entries: readonly MinuteRange[],
  workingHours: readonly MinuteRange[],
): MinuteRange {
  const all = [...workingHours, ...entries];
  if (all.length === 0) return { start: 9 * 60, end: 21 * 60 };
  const start = Math.min(...all.map((r) => r.start));
  const end = Math.max(...all.map((r) => r.end));
  return {
    start: Math.max(0, Math.floor(start / 60) * 60),
    end: Math.min(1440, Math.max(Math.ceil(end / 60) * 60, Math.floor(start / 60) * 60 + 60)),
  };
}

/** An item given a lane inside the group of items it overlaps (side by side in a column). */
export interface Placed<T> {
  item: T;
  /** 0-based lane, and how many lanes its overlapping group needs. */
  lane: number;
  lanes: number;
}

/**
 * Lays out a column's items so that overlapping ones stand side by side: each group of
 * (transitively) overlapping items shares its lane count; an item takes the first free lane.
 */
export function placeInLanes<T extends MinuteRange>(items: readonly T[]): Placed<T>[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: Placed<T>[] = [];
  let group: Placed<T>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    for (const p of group) p.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) lane = laneEnds.push(item.end) - 1;
    else laneEnds[lane] = item.end;
    const p = { item, lane, lanes: 1 };
    group.push(p);
    placed.push(p);
    groupEnd = Math.max(groupEnd, item.end);
  }
  closeGroup();
  return placed;
}

/** An operator column of the day view. */
export interface OperatorColumn<E> {
  id: number;
  displayName: string;
  entries: E[];
}

/**
 * One column per operator of the shop, in the shop's order, plus a column for any operator who
 * holds a booking but is no longer listed (so no booking goes missing from the day).
 */
export function operatorColumns<E extends { booking: Pick<TBooking, 'operatorId' | 'operator'> }>(
  operators: readonly { id: number; displayName: string }[],
  entries: readonly E[],
): OperatorColumn<E>[] {
  const columns = operators.map((o) => ({
    id: o.id,
    displayName: o.displayName,
    entries: [] as E[],
  }));
  const byId = new Map(columns.map((c) => [c.id, c]));
  for (const entry of entries) {
    let column = byId.get(entry.booking.operatorId);
    if (!column) {
      column = {
        id: entry.booking.operatorId,
        displayName: entry.booking.operator.displayName,
        entries: [],
      };
      byId.set(column.id, column);
      columns.push(column);
    }
    column.entries.push(entry);
  }
  return columns;
}

/** The grid time at a point of a column: `offset` minutes below the window's top, floored. */
export function gridTimeAt(offsetMinutes: number, windowStart: number, slotMinutes: number) {
  const step = Math.max(5, slotMinutes);
  return Math.floor((windowStart + Math.max(0, offsetMinutes)) / step) * step;
}
