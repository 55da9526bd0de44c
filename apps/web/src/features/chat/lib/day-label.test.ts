import { describe, expect, it } from 'vitest';
import { chatDateOf, dayLabel, messageTime } from './day-label';

// 2026-12-06 is a Sunday; 10:00 in Taipei.
const NOW = new Date('2026-12-06T02:00:00Z');

describe('chat day labels', () => {
  it('names today and yesterday, else the date and weekday', () => {
    expect(dayLabel('2026-12-06', NOW)).toBe('今天');
    expect(dayLabel('2026-12-05', NOW)).toBe('昨天');
    expect(dayLabel('2026-12-01', NOW)).toBe('12月1日 週二');
    expect(dayLabel('2025-12-06', NOW)).toBe('2025年12月6日 週六');
  });

  it('dates a message on Taiwan’s clock, whatever the reader’s zone', () => {
    // 17:00 UTC on the 5th is 01:00 on the 6th in Taipei.
    expect(chatDateOf('2026-12-05T17:00:00Z')).toBe('2026-12-06');
    expect(chatDateOf('2026-12-05T15:59:00Z')).toBe('2026-12-05');
  });

  it('writes times on the 12-hour clock', () => {
    // The label keeps 下午 and the hour together (a word joiner, a no-break space).
    const time = (instant: string) =>
      messageTime(instant)
        .replace(/\u2060/g, '')
        .replace(/\s/g, ' ');
    expect(time('2026-12-06T06:30:00Z')).toBe('下午 2:30');
    expect(time('2026-12-06T01:05:00Z')).toBe('上午 9:05');
  });
});
