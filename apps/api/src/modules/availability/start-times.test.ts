import { describe, expect, it } from 'vitest';
import { computeStartTimes, type StartTimesInput } from './start-times';
import { localDate, offsetAt, zonedToInstant } from '../../lib/zoned-time';

const TPE = 'Asia/Taipei';
const at = (date: string, hhmm: string, tz = TPE) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return zonedToInstant(tz, date, h * 60 + m);
};
/** Local HH:mm of an instant in Taipei. */
const hhmm = (instant: number) => new Date(instant + 8 * 3600_000).toISOString().slice(11, 16);
const everyDay = (start: string, end: string) =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, [{ start, end }]]));

// 2026-12-01 is a Tuesday.
const base: StartTimesInput = {
  timeZone: TPE,
  from: '2026-12-01',
  to: '2026-12-01',
  now: at('2026-11-30', '09:00'),
  slotMinutes: 30,
  minLeadMinutes: 60,
  maxAdvanceDays: 30,
  shopHours: everyDay('10:00', '20:00'),
  operators: [{ id: 1, shifts: everyDay('10:00', '20:00'), unavailable: [] }],
  services: [{ durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }],
};
const times = (input: Partial<StartTimesInput>) =>
  computeStartTimes({ ...base, ...input })[0]!.times.map((t) => hhmm(t.start));

describe('time zones', () => {
  it('converts Taipei wall time to instants (+8, no DST)', () => {
    expect(new Date(at('2026-12-01', '10:00')).toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(offsetAt(TPE, Date.now())).toBe(8 * 3600_000);
    expect(localDate(TPE, Date.parse('2026-11-30T16:30:00Z'))).toBe('2026-12-01');
  });

  it('handles a daylight-saving day correctly (London, clocks forward 2026-03-29)', () => {
    expect(new Date(at('2026-03-29', '00:30', 'Europe/London')).toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(new Date(at('2026-03-29', '09:00', 'Europe/London')).toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
  });
});

describe('computeStartTimes', () => {
  it('places local hours on the right instants across a clock change (London)', () => {
    const days = computeStartTimes({
      ...base,
      timeZone: 'Europe/London',
      from: '2026-03-28',
      to: '2026-03-30',
      now: Date.parse('2026-03-27T00:00:00Z'),
      shopHours: everyDay('09:00', '11:00'),
      operators: [{ id: 1, shifts: everyDay('09:00', '11:00'), unavailable: [] }],
    });
    expect(days.map((d) => d.times.map((t) => new Date(t.start).toISOString()))).toEqual([
      ['2026-03-28T09:00:00.000Z', '2026-03-28T09:30:00.000Z', '2026-03-28T10:00:00.000Z'],
      // Clocks go forward at 01:00: 09:00 BST is 08:00 UTC.
      ['2026-03-29T08:00:00.000Z', '2026-03-29T08:30:00.000Z', '2026-03-29T09:00:00.000Z'],
      ['2026-03-30T08:00:00.000Z', '2026-03-30T08:30:00.000Z', '2026-03-30T09:00:00.000Z'],
    ]);
  });

  it('offers every grid slot where the service fits in shop hours and the shift', () => {
    const t = times({});
    expect(t[0]).toBe('10:00');
    expect(t.at(-1)).toBe('19:00');
    expect(t).toHaveLength(19);
  });

  it('keeps the operator’s shift and the shop hours both', () => {
    const operators = [{ id: 1, shifts: everyDay('12:00', '22:00'), unavailable: [] }];
    const t = times({ operators });
    expect([t[0], t.at(-1)]).toEqual(['12:00', '19:00']);
  });

  it('skips breaks', () => {
    const operators = [
      {
        id: 1,
        shifts: everyDay('10:00', '20:00'),
        breaks: everyDay('13:00', '14:00'),
        unavailable: [],
      },
    ];
    const t = times({ operators });
    expect(t).toContain('12:00');
    expect(t).not.toContain('12:30');
    expect(t).not.toContain('13:00');
    expect(t).not.toContain('13:30');
    expect(t).toContain('14:00');
  });

  it('respects existing bookings and buffers on both sides', () => {
    const booked = { start: at('2026-12-01', '15:00'), end: at('2026-12-01', '16:00') };
    const operators = [{ id: 1, shifts: everyDay('10:00', '20:00'), unavailable: [booked] }];
    const plain = times({ operators });
    expect(plain).toContain('14:00');
    expect(plain).not.toContain('14:30');
    expect(plain).toContain('16:00');
    const buffered = times({
      operators,
      services: [{ durationMinutes: 60, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 }],
    });
    expect(buffered).not.toContain('14:00'); // its clean-up would overlap 15:00
    expect(buffered).toContain('13:30');
    expect(buffered).not.toContain('16:00'); // its preparation would overlap 15:xx
    expect(buffered).toContain('16:30');
    expect(buffered.at(-1)).toBe('19:00'); // a buffer may run past closing
  });

  it('needs the minimum lead time and stays within the booking horizon', () => {
    const t = times({ now: at('2026-12-01', '10:20') });
    expect(t[0]).toBe('11:30');
    const far = computeStartTimes({
      ...base,
      from: '2026-12-25',
      to: '2027-01-05',
      maxAdvanceDays: 30,
    });
    const withTimes = far.filter((d) => d.times.length > 0).map((d) => d.date);
    expect(withTimes.at(-1)).toBe('2026-12-30');
  });

  it('closes on closed weekdays and override dates, and honours special hours', () => {
    const shopHours = { ...everyDay('10:00', '20:00'), 1: [] }; // closed Mondays
    const days = computeStartTimes({
      ...base,
      from: '2026-11-30',
      to: '2026-12-03',
      now: at('2026-11-29', '09:00'),
      shopHours,
      shopOverrides: [
        { date: '2026-12-02', ranges: [] },
        { date: '2026-12-03', ranges: [{ start: '12:00', end: '15:00' }] },
      ],
    });
    expect(days.map((d) => [d.date, d.times.length])).toEqual([
      ['2026-11-30', 0],
      ['2026-12-01', 19],
      ['2026-12-02', 0],
      ['2026-12-03', 5],
    ]);
  });

  it('books several services back to back with one operator, inner buffers included', () => {
    const services = [
      { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 10 },
      { durationMinutes: 30, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
    ];
    const [day] = computeStartTimes({ ...base, services });
    expect(hhmm(day!.times.at(-1)!.start)).toBe('18:00'); // 18:00 + 100 min = 19:40
    expect(day!.times[0]!.end - day!.times[0]!.start).toBe(100 * 60_000);
  });

  it('lists which operators are free at each time', () => {
    const morning = { start: at('2026-12-01', '10:00'), end: at('2026-12-01', '12:00') };
    const [day] = computeStartTimes({
      ...base,
      operators: [
        { id: 1, shifts: everyDay('10:00', '20:00'), unavailable: [morning] },
        { id: 2, shifts: everyDay('10:00', '14:00'), unavailable: [] },
      ],
    });
    const at10 = day!.times.find((t) => hhmm(t.start) === '10:00');
    const at12 = day!.times.find((t) => hhmm(t.start) === '12:00');
    const at15 = day!.times.find((t) => hhmm(t.start) === '15:00');
    expect(at10!.operatorIds).toEqual([2]);
    expect(at12!.operatorIds).toEqual([1, 2]);
    expect(at15!.operatorIds).toEqual([1]);
  });

  it('aligns the grid to local midnight, whatever the opening time', () => {
    const t = times({ shopHours: everyDay('10:15', '20:00'), slotMinutes: 30 });
    expect(t[0]).toBe('10:30');
  });
});
