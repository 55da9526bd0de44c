import type { TBooking } from '@haoyue/contracts';
import { dayWindow, type MinuteRange } from './calendar-layout';
import { weekdayOf } from '../../../lib/shop-orders/shop-time';

// The week grid: seven day columns on one time axis. The hours come from the shop's opening
// hours that week (special days override a weekday), widened to every booking; the day view's
// window and lane maths do the rest.

/** `HH:mm` ranges, as the shop's weekly hours and special days hold them. */
interface ClockRange {
  start: string;
  end: string;
}

function clockMinutes(clock: string): number {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

function toMinutes(ranges: readonly ClockRange[]): MinuteRange[] {
  return ranges.map((r) => ({ start: clockMinutes(r.start), end: clockMinutes(r.end) }));
}

/**
 * The shop's opening hours on each date, in minutes: a special day's ranges replace its
 * weekday's (empty = closed); otherwise the weekly hours of that weekday (Sunday = 0).
 */
export function openingHoursByDate(
  dates: readonly string[],
  weeklyHours: readonly (readonly ClockRange[])[],
  specialDays: readonly { date: string; ranges: readonly ClockRange[] }[] = [],
): Map<string, MinuteRange[]> {
  const special = new Map(specialDays.map((d) => [d.date, d.ranges]));
  return new Map(
    dates.map((date) => [
      date,
      toMinutes(special.get(date) ?? weeklyHours[weekdayOf(date)] ?? []).sort(
        (a, b) => a.start - b.start,
      ),
    ]),
  );
}

/**
 * The hours the week grid shows: the week's opening hours (or, when the shop has none, the
 * operators' shifts), widened to every booking, in whole hours; 上午 9 to 下午 9 when empty.
 */
export function weekWindow(
  entries: readonly MinuteRange[],
  openingHours: readonly MinuteRange[],
  fallbackHours: readonly MinuteRange[] = [],
): MinuteRange {
  return dayWindow(entries, openingHours.length > 0 ? openingHours : fallbackHours);
}

/** The parts of `window` outside the opening ranges (shaded as closed on the grid). */
export function closedRanges(open: readonly MinuteRange[], window: MinuteRange): MinuteRange[] {
  const closed: MinuteRange[] = [];
  let from = window.start;
  for (const r of [...open].sort((a, b) => a.start - b.start)) {
    if (r.start > from) closed.push({ start: from, end: Math.min(r.start, window.end) });
    from = Math.max(from, r.end);
    if (from >= window.end) break;
  }
  if (from < window.end) closed.push({ start: from, end: window.end });
  return closed.filter((r) => r.end > r.start);
}

/** Where a range sits on a column: pixels below the window's top, and tall enough to tap. */
export function blockBox(
  range: MinuteRange,
  window: MinuteRange,
  pxPerMinute: number,
  minHeight: number,
): { top: number; height: number } {
  const start = Math.max(range.start, window.start);
  const end = Math.min(range.end, window.end);
  return {
    top: (start - window.start) * pxPerMinute,
    height: Math.max((end - start) * pxPerMinute, minHeight),
  };
}

/**
 * Mantine colours given to operators, in order. The blocks put dark text (dark 7) on shade 2,
 * which is above 7:1 for every one of them (checked in week-layout.test.ts); shade 7 marks the
 * edge. Status colours (order-status.ts) are shown as a dot and a label, not as the fill.
 */
export const OPERATOR_COLORS = [
  'blue',
  'orange',
  'teal',
  'grape',
  'lime',
  'pink',
  'cyan',
  'yellow',
  'indigo',
  'red',
  'green',
  'violet',
] as const;

/** An operator's colour on the week grid and in its legend. */
export interface OperatorColor {
  id: number;
  displayName: string;
  color: (typeof OPERATOR_COLORS)[number];
}

/**
 * A colour per operator: the shop's operators in the shop's order, then any operator who holds
 * a booking but is no longer listed; the palette repeats past twelve. Stable across weeks, as it
 * follows the shop's list rather than who has bookings.
 */
export function operatorColors(
  operators: readonly { id: number; displayName: string }[],
  entries: readonly { booking: Pick<TBooking, 'operatorId' | 'operator'> }[],
): Map<number, OperatorColor> {
  const colors = new Map<number, OperatorColor>();
  const add = (id: number, displayName: string) => {
    if (colors.has(id)) return;
    const color = OPERATOR_COLORS[colors.size % OPERATOR_COLORS.length]!;
    colors.set(id, { id, displayName, color });
  };
  for (const o of operators) add(o.id, o.displayName);
  for (const e of entries) add(e.booking.operatorId, e.booking.operator.displayName);
  return colors;
}

/** The entries of one operator, or all of them when no operator is chosen. */
export function ofOperator<E extends { booking: Pick<TBooking, 'operatorId'> }>(
  entries: readonly E[],
  operatorId: number | null,
): E[] {
  return operatorId === null
    ? [...entries]
    : entries.filter((e) => e.booking.operatorId === operatorId);
}

/** What a week block says to assistive technology, and what it shows. */
export interface WeekBlockText {
  date: string;
  end: string;
  operator: string;
  /** The status's zh-TW name, and whether it is the ordinary one (已確認, not shown). */
  status: string;
  isConfirmed: boolean;
}

/**
 * What a week block adds, unseen, after the words it shows (time, the status unless confirmed,
 * customer, services): the day, the end, the operator and a confirmed status. The block's
 * accessible name is its content, shown words first, so speech-input users can say what they see
 * (WCAG 2.5.3). An aria-label cannot promise that: a narrow lane clips the status or the name, and
 * the label then no longer matches the visible words (axe label-content-name-mismatch).
 */
export function weekBlockDetails(t: WeekBlockText): string {
  const more = [t.date, `至 ${t.end}`, `服務人員 ${t.operator}`, t.isConfirmed ? t.status : null];
  return `，${more.filter(Boolean).join('，')}`;
}
