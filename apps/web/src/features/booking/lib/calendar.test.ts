import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  availabilityRange,
  formatMonthLabel,
  monthDates,
  monthGrid,
} from './calendar';

describe('month calendar', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
  ])('moves %s by %i months to %s, across years', (month, months, moved) => {
    expect(addMonths(month, months)).toBe(moved);
  });

  it('moves across a month end and labels a month', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(formatMonthLabel('2026-03')).toBe('2026年3月');
  });

  it('knows how long each month is', () => {
    expect(monthDates('2026-02')).toHaveLength(28);
    expect(monthDates('2028-02')).toHaveLength(29);
    expect(monthDates('2026-12').at(-1)).toBe('2026-12-31');
  });

  it('lays a month out in Sunday-first weeks', () => {
    // 2026-11-01 is a Sunday: no leading blanks, 30 days = 5 weeks.
    const november = monthGrid('2026-11');
    expect(november[0]![0]).toBe('2026-11-01');
    expect(november).toHaveLength(5);
    // 2026-12-01 is a Tuesday: two blanks first; the 31st is a Thursday.
    const december = monthGrid('2026-12');
    expect(december[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(december.at(-1)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    expect(december.every((week) => week.length === 7)).toBe(true);
  });

  it('asks availability from today to the month end, never for a past month', () => {
    expect(availabilityRange('2026-11', '2026-11-22')).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-30',
    });
    expect(availabilityRange('2026-12', '2026-11-22')).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(availabilityRange('2026-10', '2026-11-22')).toBeNull();
  });
});
