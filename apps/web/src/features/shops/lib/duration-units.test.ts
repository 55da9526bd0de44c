import { describe, expect, it } from 'vitest';
import { formatMinutesAs, joinMinutes, splitMinutes } from './duration-units';

describe('duration units', () => {
  it('shows a stored length in the largest whole unit offered', () => {
    expect(splitMinutes(1440, ['hour', 'day'])).toEqual({ amount: 1, unit: 'day' });
    expect(splitMinutes(2880, ['hour', 'day'])).toEqual({ amount: 2, unit: 'day' });
    expect(splitMinutes(120, ['hour', 'day'])).toEqual({ amount: 2, unit: 'hour' });
    expect(splitMinutes(60, ['minute', 'hour', 'day'])).toEqual({ amount: 1, unit: 'hour' });
    expect(splitMinutes(45, ['minute', 'hour', 'day'])).toEqual({ amount: 45, unit: 'minute' });
  });

  it('falls back to the smallest unit with decimals when none is whole', () => {
    expect(splitMinutes(90, ['hour', 'day'])).toEqual({ amount: 1.5, unit: 'hour' });
    expect(splitMinutes(10, ['hour', 'day'])).toEqual({ amount: 0.17, unit: 'hour' });
  });

  it('shows zero in hours', () => {
    expect(splitMinutes(0, ['minute', 'hour', 'day'])).toEqual({ amount: 0, unit: 'hour' });
    expect(splitMinutes(0, ['minute'])).toEqual({ amount: 0, unit: 'minute' });
  });

  it('stores minutes', () => {
    expect(joinMinutes({ amount: 1, unit: 'day' })).toBe(1440);
    expect(joinMinutes({ amount: 3, unit: 'hour' })).toBe(180);
    expect(joinMinutes({ amount: 1.5, unit: 'hour' })).toBe(90);
    expect(joinMinutes({ amount: 30, unit: 'minute' })).toBe(30);
    expect(joinMinutes({ amount: NaN, unit: 'hour' })).toBeNaN();
  });

  it('writes a length in words', () => {
    expect(formatMinutesAs(1440)).toBe('1 天');
    expect(formatMinutesAs(120)).toBe('2 小時');
    expect(formatMinutesAs(90)).toBe('90 分鐘');
  });
});
