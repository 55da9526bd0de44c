import { describe, expect, it } from 'vitest';
import { cutoffWarning } from './cutoff-warning';

const start = '2026-12-02T06:00:00.000Z';
const at = (iso: string) => Date.parse(iso);
const rules = { cancelCutoffMinutes: 1440, rescheduleCutoffMinutes: 120 };

describe('cutoffWarning', () => {
  it('says nothing while both cut-offs are ahead (the cut-off instant itself still allows)', () => {
    expect(cutoffWarning(start, at('2026-12-01T05:00:00Z'), rules)).toBeNull();
    expect(cutoffWarning(start, at('2026-12-01T06:00:00Z'), rules)).toBeNull();
  });

  it('warns about cancelling only once inside the cancel cut-off', () => {
    expect(cutoffWarning(start, at('2026-12-01T06:00:01Z'), rules)).toBe(
      '此預約距離開始不到 24 小時，預約後將無法線上取消，如需更改請直接聯絡店家。',
    );
  });

  it('warns about both inside both, naming the shorter cut-off', () => {
    expect(cutoffWarning(start, at('2026-12-02T04:30:00Z'), rules)).toBe(
      '此預約距離開始不到 2 小時，預約後將無法線上取消或改期，如需更改請直接聯絡店家。',
    );
  });

  it('warns about rescheduling alone when only that cut-off is longer', () => {
    const warning = cutoffWarning(start, at('2026-12-02T05:00:00Z'), {
      cancelCutoffMinutes: 30,
      rescheduleCutoffMinutes: 90,
    });
    expect(warning).toBe(
      '此預約距離開始不到 1 小時 30 分鐘，預約後將無法線上改期，如需更改請直接聯絡店家。',
    );
  });

  it('ignores a cut-off of zero (changes allowed until the start)', () => {
    const none = { cancelCutoffMinutes: 0, rescheduleCutoffMinutes: 0 };
    expect(cutoffWarning(start, at('2026-12-02T05:59:00Z'), none)).toBeNull();
  });
});
