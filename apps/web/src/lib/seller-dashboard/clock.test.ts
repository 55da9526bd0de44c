import { describe, expect, it } from 'vitest';
import {
  breaksInsideShifts,
  clockToMinutes,
  clockToPickerEnd,
  dayRangesError,
  formatClock,
  formatDay,
  formatInstant,
  minutesToClock,
  pickerEndToClock,
  sortWeek,
  zonedDateClock,
  zonedInstant,
} from './clock';

describe('clock text', () => {
  it.each([
    ['00:00', 0, '凌⁠晨 12:00'],
    ['09:05', 9 * 60 + 5, '上⁠午 9:05'],
    ['12:00', 12 * 60, '中⁠午 12:00'],
    ['20:30', 20 * 60 + 30, '晚⁠上 8:30'],
    ['24:00', 1440, '午⁠夜 12:00'],
  ])('reads %s as minute %i, and on a 12-hour clock as %s', (clock, minutes, label) => {
    expect(clockToMinutes(clock)).toBe(minutes);
    expect(minutesToClock(minutes)).toBe(clock);
    expect(formatClock(clock)).toBe(label);
  });
});

describe('end times from the picker', () => {
  it('treat 上⁠午 12:00 as the end of the day', () => {
    expect(pickerEndToClock('00:00')).toBe('24:00');
    expect(pickerEndToClock('18:00')).toBe('18:00');
    expect(clockToPickerEnd('24:00')).toBe('00:00');
  });
});

describe('dayRangesError', () => {
  it('accepts ranges that touch', () => {
    expect(
      dayRangesError([
        { start: '13:00', end: '18:00' },
        { start: '09:00', end: '13:00' },
      ]),
    ).toBeNull();
  });
  it('refuses backwards, empty and overlapping ranges', () => {
    expect(dayRangesError([{ start: '10:00', end: '09:00' }])).toBe('結束時間需晚於開始時間');
    expect(dayRangesError([{ start: '', end: '09:00' }])).toBe('請填寫開始與結束時間');
    expect(
      dayRangesError([
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
      ]),
    ).toBe('同一天的時段不可重疊');
  });
});

describe('weeks', () => {
  it('sorts each day by start', () => {
    const week = sortWeek([
      [
        { start: '13:00', end: '14:00' },
        { start: '09:00', end: '10:00' },
      ],
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(week[0]!.map((r) => r.start)).toEqual(['09:00', '13:00']);
  });
  it('checks breaks lie inside shifts', () => {
    const shifts = [[{ start: '10:00', end: '19:00' }], [], [], [], [], [], []];
    expect(
      breaksInsideShifts(shifts, [[{ start: '12:00', end: '13:00' }], [], [], [], [], [], []]),
    ).toBe(true);
    expect(
      breaksInsideShifts(shifts, [[], [{ start: '12:00', end: '13:00' }], [], [], [], [], []]),
    ).toBe(false);
  });
});

describe('instants on the shop clock', () => {
  it('converts Taipei wall time to UTC and back', () => {
    expect(zonedInstant('2026-11-23', '14:30', 'Asia/Taipei')).toBe('2026-11-23T06:30:00.000Z');
    expect(zonedDateClock('2026-11-23T06:30:00.000Z', 'Asia/Taipei')).toEqual({
      date: '2026-11-23',
      clock: '14:30',
    });
  });
  it('handles a zone with daylight saving', () => {
    expect(zonedInstant('2026-07-01', '09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedInstant('2026-12-01', '09:00', 'Europe/London')).toBe('2026-12-01T09:00:00.000Z');
  });
  it('writes a date with its weekday', () => {
    expect(formatDay('2026-11-22')).toBe('2026/11/22（日）');
  });
  it('formats with weekday and 12-hour time', () => {
    expect(formatInstant('2026-11-23T06:30:00.000Z', 'Asia/Taipei')).toBe(
      '2026/11/23（一）下⁠午 2:30',
    );
  });
});
