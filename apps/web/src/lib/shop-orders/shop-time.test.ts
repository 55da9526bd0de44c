import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDate,
  formatMinutes,
  formatShopDateTime,
  formatShopTimeRange,
  formatWeek,
  isLocalDate,
  relativeDayLabel,
  shopClock,
  shopInstant,
  shopToday,
  weekDates,
  weekStart,
} from './shop-time';
import { TAIPEI } from './test-orders';

describe('shop clock', () => {
  it.each([
    // 2026-11-23 16:30 UTC is 00:30 the next day in Taipei.
    ['2026-11-23T16:30:00Z', TAIPEI, { date: '2026-11-24', minutes: 30 }],
    ['2026-11-23T16:30:00Z', 'America/Los_Angeles', { date: '2026-11-23', minutes: 8 * 60 + 30 }],
  ])('reads %s on the %s clock, not the machine zone', (instant, timeZone, clock) => {
    expect(shopClock(instant, timeZone)).toEqual(clock);
  });

  it("takes today from the shop's zone", () => {
    expect(shopToday(TAIPEI, Date.parse('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
  });

  it.each([
    ['2026-11-24', 14 * 60 + 30, TAIPEI, '2026-11-24T06:30:00.000Z'],
    ['2026-11-24', 0, TAIPEI, '2026-11-23T16:00:00.000Z'],
    // Across a daylight-saving zone's summer time.
    ['2026-07-01', 9 * 60, 'America/New_York', '2026-07-01T13:00:00.000Z'],
  ])('turns %s minute %i on the %s clock back into %s', (date, minutes, timeZone, instant) => {
    expect(shopInstant(date, minutes, timeZone)).toBe(instant);
  });
});

describe('dates', () => {
  it('validates, adds and counts days', () => {
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-2-3')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-22', '2026-12-01')).toBe(9);
  });

  it('starts weeks on Sunday', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-22'); // a Wednesday
    expect(weekStart('2026-11-22')).toBe('2026-11-22'); // a Sunday
    expect(weekDates('2026-11-28')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });
});

describe('labels', () => {
  it.each([
    [0, '凌⁠晨 12:00'],
    [9 * 60 + 5, '上⁠午 9:05'],
    [12 * 60, '中⁠午 12:00'],
    [14 * 60 + 30, '下⁠午 2:30'],
    [1440, '午⁠夜 12:00'],
  ])('prints minute %i on a 12-hour clock with 上午/下午: %s', (minutes, label) => {
    expect(formatMinutes(minutes)).toBe(label);
  });

  it('prints ranges, dates and weeks', () => {
    expect(formatShopTimeRange('2026-11-24T06:30:00Z', '2026-11-24T07:30:00Z', TAIPEI)).toBe(
      '下⁠午 2:30–3:30',
    );
    expect(formatShopTimeRange('2026-11-24T03:30:00Z', '2026-11-24T04:30:00Z', TAIPEI)).toBe(
      '上⁠午 11:30–中⁠午 12:30',
    );
    expect(formatDate('2026-11-24')).toBe('11月24日（二）');
    expect(formatDate('2026-11-24', true)).toBe('2026年11月24日（二）');
    expect(formatWeek('2026-11-22')).toBe('11月22日 – 11月28日');
    expect(formatWeek('2026-12-27')).toBe('2026年12月27日 – 2027年1月2日');
    expect(formatShopDateTime('2026-11-24T06:30:00Z', TAIPEI)).toBe('11月24日（二） 下⁠午 2:30');
  });

  it.each([
    ['2026-11-22', '今天'],
    ['2026-11-23', '明天'],
    ['2026-11-24', '後天'],
    ['2026-11-26', '11月26日（四）'],
  ])('names %s, seen from 2026-11-22, %s', (date, label) => {
    expect(relativeDayLabel(date, '2026-11-22')).toBe(label);
  });
});
