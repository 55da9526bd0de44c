import { describe, expect, it } from 'vitest';
import { formatClockLabel } from './clock-label';

describe('formatClockLabel', () => {
  it('reads minutes since midnight on a 12-hour clock', () => {
    expect(formatClockLabel(0)).toBe('凌⁠晨 12:00');
    expect(formatClockLabel(9 * 60 + 5)).toBe('上⁠午 9:05');
    expect(formatClockLabel(11 * 60 + 59)).toBe('上⁠午 11:59');
    expect(formatClockLabel(12 * 60)).toBe('中⁠午 12:00');
    expect(formatClockLabel(14 * 60 + 30)).toBe('下⁠午 2:30');
    expect(formatClockLabel(23 * 60 + 55)).toBe('晚⁠上 11:55');
  });

  it('calls the end of the day midnight', () => {
    expect(formatClockLabel(1440)).toBe('午⁠夜 12:00');
  });
});
