import { describe, expect, it } from 'vitest';
import { instantAt, wallClock } from './zoned-time';

describe('wall clocks of a zone', () => {
  it('reads instants on the zone clock, whatever the browser zone', () => {
    expect(wallClock('2026-12-01T16:30:00Z', 'Asia/Taipei')).toEqual({
      date: '2026-12-02',
      minutes: 30,
    });
    expect(wallClock('2026-12-01T16:30:00Z', 'America/Los_Angeles')).toEqual({
      date: '2026-12-01',
      minutes: 8 * 60 + 30,
    });
  });

  it('finds the instant of a local date and time, across a DST change', () => {
    expect(instantAt('2026-12-02', 10 * 60, 'Asia/Taipei')).toBe('2026-12-02T02:00:00.000Z');
    // Los Angeles springs forward on 8 March 2026: 01:30 is PST, 03:30 is PDT.
    expect(instantAt('2026-03-08', 90, 'America/Los_Angeles')).toBe('2026-03-08T09:30:00.000Z');
    expect(instantAt('2026-03-08', 210, 'America/Los_Angeles')).toBe('2026-03-08T10:30:00.000Z');
  });
});
