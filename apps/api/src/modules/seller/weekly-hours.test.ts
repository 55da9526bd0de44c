import { describe, expect, it } from 'vitest';
import { clockOf, minutesOf, weekdayRangesOf, weeklyHoursOf } from './weekly-hours';

describe('weekly hours', () => {
  it('converts HH:mm to minutes and back, 24:00 included', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('24:00')).toBe(1440);
    expect(clockOf(570)).toBe('09:30');
    expect(clockOf(1440)).toBe('24:00');
  });

  it('groups stored rows by weekday, earliest first, and back again', () => {
    const rows = [
      { weekday: 1, startMinute: 840, endMinute: 1080 },
      { weekday: 1, startMinute: 600, endMinute: 720 },
      { weekday: 6, startMinute: 0, endMinute: 1440 },
    ];
    const weekly = weeklyHoursOf(rows);
    expect(weekly).toEqual([
      [],
      [
        { start: '10:00', end: '12:00' },
        { start: '14:00', end: '18:00' },
      ],
      [],
      [],
      [],
      [],
      [{ start: '00:00', end: '24:00' }],
    ]);
    expect(weekdayRangesOf(weekly)).toEqual([rows[1], rows[0], rows[2]]);
  });
});
