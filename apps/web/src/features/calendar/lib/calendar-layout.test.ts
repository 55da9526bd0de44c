import { describe, expect, it } from 'vitest';
import {
  calendarEntries,
  dayWindow,
  entriesByDate,
  gridTimeAt,
  operatorColumns,
  placeInLanes,
} from './calendar-layout';
import { buildOrder, TAIPEI } from '../../../lib/shop-orders/test-orders';
import { entriesOfTwoOperators, LISTED_OPERATORS } from './test-entries';

describe('calendarEntries', () => {
  it('places bookings on the shop clock, earliest first, clipping at midnight', () => {
    const late = buildOrder({
      id: 2,
      startTime: '2026-11-24T15:00:00Z', // 23:00 Taipei
      endTime: '2026-11-24T17:00:00Z', // 01:00 the next day
    });
    const morning = buildOrder({
      id: 1,
      startTime: '2026-11-24T02:00:00Z', // 10:00
      endTime: '2026-11-24T03:00:00Z',
    });
    const entries = calendarEntries([late, morning], TAIPEI);
    expect(entries.map((e) => [e.order.id, e.date, e.start, e.end])).toEqual([
      [1, '2026-11-24', 600, 660],
      [2, '2026-11-24', 1380, 1440],
    ]);
    const byDate = entriesByDate(entries, ['2026-11-24', '2026-11-25']);
    expect(byDate.get('2026-11-24')).toHaveLength(2);
    expect(byDate.get('2026-11-25')).toEqual([]);
  });
});

describe('dayWindow', () => {
  it('covers the working hours and every booking in whole hours', () => {
    expect(dayWindow([], [])).toEqual({ start: 540, end: 1260 });
    expect(dayWindow([], [{ start: 630, end: 1200 }])).toEqual({ start: 600, end: 1200 });
    expect(dayWindow([{ start: 480 + 30, end: 560 }], [{ start: 600, end: 1230 }])).toEqual({
      start: 480,
      end: 1260,
    });
  });
});

describe('placeInLanes', () => {
  it('puts overlapping items side by side and leaves the others full width', () => {
    const a = { id: 'a', start: 600, end: 660 };
    const b = { id: 'b', start: 630, end: 690 };
    const c = { id: 'c', start: 670, end: 700 }; // overlaps b only, takes a's lane
    const d = { id: 'd', start: 720, end: 780 };
    const placed = placeInLanes([d, c, b, a]);
    const of = (id: string) => placed.find((p) => p.item.id === id)!;
    expect([of('a').lane, of('a').lanes]).toEqual([0, 2]);
    expect([of('b').lane, of('b').lanes]).toEqual([1, 2]);
    expect([of('c').lane, of('c').lanes]).toEqual([0, 2]);
    expect([of('d').lane, of('d').lanes]).toEqual([0, 1]);
  });

  it('treats back-to-back items as not overlapping', () => {
    const placed = placeInLanes([
      { start: 600, end: 660 },
      { start: 660, end: 720 },
    ]);
    expect(placed.map((p) => p.lanes)).toEqual([1, 1]);
  });
});

describe('operatorColumns', () => {
  it('keeps the shop order and adds operators who hold bookings but are not listed', () => {
    const entries = entriesOfTwoOperators('2026-11-24');
    const columns = operatorColumns(LISTED_OPERATORS, entries);
    expect(columns.map((c) => [c.displayName, c.entries.length])).toEqual([
      ['Ken', 0],
      ['小米', 1],
      ['已離職', 1],
    ]);
  });
});

describe('grid times', () => {
  it('snaps a point to the shop grid', () => {
    expect(gridTimeAt(47, 600, 30)).toBe(630);
    expect(gridTimeAt(-5, 600, 15)).toBe(600);
  });
});
