import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

describe('formatDistance', () => {
  it.each([
    // Metres under a kilometre, rounded to 10 m.
    [0, '10 公尺'],
    [354, '350 公尺'],
    [994, '990 公尺'],
    // One decimal of kilometres under 10 km.
    [996, '1 公里'],
    [1234, '1.2 公里'],
    [9940, '9.9 公里'],
    // Whole kilometres from 10 km.
    [9960, '10 公里'],
    [15400, '15 公里'],
  ])('prints %i m as %s', (metres, label) => {
    expect(formatDistance(metres)).toBe(label);
  });
});
