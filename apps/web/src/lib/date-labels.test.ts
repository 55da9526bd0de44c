import { describe, expect, it } from 'vitest';
import {
  formatDateLabel,
  formatDateTimeLabel,
  formatTimeLabel,
  localDateIn,
  weekdayOf,
} from './date-labels';

describe('shop-zone times', () => {
  it.each([
    ['2026-03-14T02:00:00Z', 'Asia/Taipei', '上⁠午 10:00'],
    ['2026-03-14T06:30:00Z', 'Asia/Taipei', '下⁠午 2:30'],
    ['2026-03-14T04:05:00Z', 'Asia/Taipei', '中⁠午 12:05'],
    ['2026-03-13T16:00:00Z', 'Asia/Taipei', '凌⁠晨 12:00'],
    // The given zone, not the machine one.
    ['2026-03-14T06:30:00Z', 'Asia/Singapore', '下⁠午 2:30'],
    ['2026-03-14T06:30:00Z', 'Europe/London', '上⁠午 6:30'],
    ['2026-03-14T06:30:00Z', 'America/Los_Angeles', '晚⁠上 11:30'],
  ])('labels %s on the 12-hour clock of %s with 上午/下午: %s', (instant, timeZone, label) => {
    expect(formatTimeLabel(instant, timeZone)).toBe(label);
  });

  it('takes the local date in the given zone, not the machine one', () => {
    expect(localDateIn('2026-03-14T06:30:00Z', 'America/Los_Angeles')).toBe('2026-03-13');
    expect(localDateIn('2026-03-13T16:30:00Z', 'Asia/Taipei')).toBe('2026-03-14');
  });

  it('names dates with a zh-TW weekday, Sunday = 0', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(formatDateLabel('2026-11-23')).toBe('11月23日（一）');
    expect(formatDateLabel('2026-11-28', true)).toBe('2026年11月28日（六）');
    expect(formatDateTimeLabel('2026-11-23T06:30:00Z', 'Asia/Taipei')).toBe(
      '2026年11月23日（一）下⁠午 2:30',
    );
  });
});
