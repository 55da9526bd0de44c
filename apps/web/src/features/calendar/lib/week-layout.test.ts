import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { weekDates } from '../../../lib/shop-orders/shop-time';
import {
  blockBox,
  closedRanges,
  ofOperator,
  OPERATOR_COLORS,
  openingHoursByDate,
  operatorColors,
  weekBlockDetails,
  weekWindow,
} from './week-layout';
import { entriesOfTwoOperators, LISTED_OPERATORS } from './test-entries';

const closed: { start: string; end: string }[] = [];
// Sunday closed, Monday to Saturday 10:00–20:00, Saturday also open late.
const WEEKLY = [
  closed,
  [{ start: '10:00', end: '20:00' }],
  [{ start: '10:00', end: '20:00' }],
  [{ start: '10:00', end: '20:00' }],
  [{ start: '10:00', end: '20:00' }],
  [{ start: '10:00', end: '20:00' }],
  [
    { start: '18:00', end: '21:30' },
    { start: '09:30', end: '12:00' },
  ],
];

describe('openingHoursByDate', () => {
  it('reads each date on its weekday, a special day overriding it', () => {
    const dates = weekDates('2026-11-25'); // Sunday 11-22 … Saturday 11-28
    expect(dates[0]).toBe('2026-11-22');
    const hours = openingHoursByDate(dates, WEEKLY, [
      { date: '2026-11-24', ranges: [] }, // Tuesday closed
      { date: '2026-11-25', ranges: [{ start: '13:00', end: '22:00' }] },
      { date: '2026-12-24', ranges: [] }, // another week: ignored
    ]);
    expect([...hours.keys()]).toEqual(dates);
    expect(hours.get('2026-11-22')).toEqual([]);
    expect(hours.get('2026-11-23')).toEqual([{ start: 600, end: 1200 }]);
    expect(hours.get('2026-11-24')).toEqual([]);
    expect(hours.get('2026-11-25')).toEqual([{ start: 780, end: 1320 }]);
    expect(hours.get('2026-11-28')).toEqual([
      { start: 570, end: 720 },
      { start: 1080, end: 1290 },
    ]);
  });
});

describe('weekWindow', () => {
  const week = [...openingHoursByDate(weekDates('2026-11-25'), WEEKLY).values()].flat();

  it("spans the week's earliest opening to its latest closing, in whole hours", () => {
    expect(weekWindow([], week)).toEqual({ start: 540, end: 1320 });
  });

  it('widens to a booking outside the opening hours', () => {
    expect(weekWindow([{ start: 470, end: 530 }], week)).toEqual({ start: 420, end: 1320 });
    expect(weekWindow([{ start: 1380, end: 1440 }], week)).toEqual({ start: 540, end: 1440 });
  });

  it("falls back to the operators' shifts, then to 上午 9 – 下午 9", () => {
    expect(weekWindow([], [], [{ start: 660, end: 1140 }])).toEqual({ start: 660, end: 1140 });
    expect(weekWindow([], [], [])).toEqual({ start: 540, end: 1260 });
  });
});

describe('closedRanges', () => {
  const window = { start: 540, end: 1320 };
  it('is the window outside the opening ranges', () => {
    expect(closedRanges([{ start: 600, end: 1200 }], window)).toEqual([
      { start: 540, end: 600 },
      { start: 1200, end: 1320 },
    ]);
    expect(
      closedRanges(
        [
          { start: 1080, end: 1290 },
          { start: 570, end: 720 },
        ],
        window,
      ),
    ).toEqual([
      { start: 540, end: 570 },
      { start: 720, end: 1080 },
      { start: 1290, end: 1320 },
    ]);
  });

  it('is the whole window on a closed day and nothing on a day open throughout', () => {
    expect(closedRanges([], window)).toEqual([window]);
    expect(closedRanges([{ start: 0, end: 1440 }], window)).toEqual([]);
  });
});

describe('blockBox', () => {
  const window = { start: 540, end: 1260 };
  it('places a range by its start and length below the top of the window', () => {
    expect(blockBox({ start: 600, end: 690 }, window, 1, 20)).toEqual({ top: 60, height: 90 });
    expect(blockBox({ start: 570, end: 600 }, window, 1.5, 20)).toEqual({ top: 45, height: 45 });
  });

  it('keeps short bookings tall enough to tap and clips to the window', () => {
    expect(blockBox({ start: 600, end: 605 }, window, 1, 22)).toEqual({ top: 60, height: 22 });
    expect(blockBox({ start: 1200, end: 1440 }, window, 1, 22)).toEqual({
      top: 660,
      height: 60,
    });
  });
});

describe('operatorColors', () => {
  const entries = entriesOfTwoOperators('2026-11-25');
  const operators = LISTED_OPERATORS;

  it("follows the shop's order, then operators no longer listed, each a different colour", () => {
    const colors = operatorColors(operators, entries);
    expect([...colors.values()].map((c) => [c.id, c.displayName, c.color])).toEqual([
      [1, 'Ken', 'blue'],
      [2, '小米', 'orange'],
      [9, '已離職', 'teal'],
    ]);
    // The same operator keeps the same colour whatever the week holds.
    expect(operatorColors(operators, []).get(2)?.color).toBe('orange');
  });

  it('repeats the palette past its length', () => {
    const many = Array.from({ length: OPERATOR_COLORS.length + 1 }, (_, i) => ({
      id: i + 1,
      displayName: `P${i}`,
    }));
    const colors = operatorColors(many, []);
    expect(colors.get(OPERATOR_COLORS.length + 1)?.color).toBe(OPERATOR_COLORS[0]);
    expect(new Set([...colors.values()].map((c) => c.color)).size).toBe(OPERATOR_COLORS.length);
  });

  it('filters entries to one operator, or keeps all', () => {
    expect(ofOperator(entries, 2).map((e) => e.order.id)).toEqual([1]);
    expect(ofOperator(entries, null)).toHaveLength(2);
    expect(ofOperator(entries, 5)).toEqual([]);
  });
});

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('block colours', () => {
  it('keep the text on every operator colour above WCAG AA (4.5:1)', () => {
    const text = DEFAULT_THEME.colors.dark[7];
    for (const color of OPERATOR_COLORS) {
      const fill = DEFAULT_THEME.colors[color][2];
      expect(contrast(text, fill), `${color} 2`).toBeGreaterThanOrEqual(4.5);
    }
    // Cancelled and no-show blocks: grey 7 text on grey 0.
    expect(
      contrast(DEFAULT_THEME.colors.gray[7], DEFAULT_THEME.colors.gray[0]),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

describe('weekBlockDetails', () => {
  const text = { date: '11月24日（二）', end: '上午 11:00', operator: 'Ken' };

  it('adds the day, the end, the operator and a confirmed status after the shown words', () => {
    expect(weekBlockDetails({ ...text, status: '已確認', isConfirmed: true })).toBe(
      '，11月24日（二），至 上午 11:00，服務人員 Ken，已確認',
    );
    // Another status is shown on the block, so it is not said twice.
    expect(weekBlockDetails({ ...text, status: '已完成', isConfirmed: false })).toBe(
      '，11月24日（二），至 上午 11:00，服務人員 Ken',
    );
  });
});
