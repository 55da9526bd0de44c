import { describe, expect, it, vi } from 'vitest';
import { nextFreeText } from './next-free-text';

const NB = '\u00a0';

describe('nextFreeText', () => {
  it('names today and tomorrow on the shop’s clock, else the date', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T02:00:00Z') }); // Monday 10:00 in Taipei
    try {
      const at = (iso: string) =>
        nextFreeText({ shopId: 1, startTime: iso, timeZone: 'Asia/Taipei' }, '約滿');
      expect(at('2026-11-23T07:00:00Z')).toBe(`最快可約 今天 下⁠午${NB}3:00`);
      expect(at('2026-11-24T11:30:00Z')).toBe(`最快可約 明天 晚⁠上${NB}7:30`);
      expect(at('2026-11-25T04:00:00Z')).toBe(`最快可約 11月25日（三）中⁠午${NB}12:00`);
      // Late evening in Taipei is still today there, though another date in UTC.
      expect(at('2026-11-23T15:30:00Z')).toBe(`最快可約 今天 晚⁠上${NB}11:30`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the shop is full, or keeps the line empty while loading', () => {
    expect(nextFreeText({ shopId: 1, startTime: null, timeZone: null }, '近 7 天已約滿')).toBe(
      '近 7 天已約滿',
    );
    expect(nextFreeText(undefined, '近 7 天已約滿')).toBe(NB);
  });
});
