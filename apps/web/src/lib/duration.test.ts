import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    // Minutes under an hour.
    [45, '45 分鐘'],
    [5, '5 分鐘'],
    [0, '0 分鐘'],
    // Whole hours without minutes.
    [60, '1 小時'],
    [120, '2 小時'],
    // Hours and minutes combined.
    [90, '1 小時 30 分鐘'],
    [135, '2 小時 15 分鐘'],
    // Never a negative or invalid duration.
    [-10, '0 分鐘'],
    [Number.NaN, '0 分鐘'],
  ])('prints %d minutes as %s', (minutes, label) => {
    expect(formatDuration(minutes)).toBe(label);
  });
});
