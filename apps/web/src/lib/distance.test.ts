import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

describe('formatDistance', () => {
  it('uses metres under a kilometre, rounded to 10 m', () => {
    expect(formatDistance(0)).toBe('10 公尺');
    expect(formatDistance(354)).toBe('350 公尺');
    expect(formatDistance(994)).toBe('990 公尺');
  });

  it('uses one decimal of kilometres under 10 km', () => {
    expect(formatDistance(996)).toBe('1 公里');
    expect(formatDistance(1234)).toBe('1.2 公里');
    expect(formatDistance(9940)).toBe('9.9 公里');
  });

  it('uses whole kilometres from 10 km', () => {
    expect(formatDistance(9960)).toBe('10 公里');
    expect(formatDistance(15400)).toBe('15 公里');
  });
});
