import { describe, expect, it } from 'vitest';
import { reviewDate } from './review-date';

describe('reviewDate', () => {
  it("writes the long zh-TW date on the shop's clock, as other pages do", () => {
    // 23:30 UTC on 2 Feb is already 3 Feb in Taipei.
    expect(reviewDate('2026-02-02T23:30:00Z', 'Asia/Taipei')).toBe('2026年2月3日（二）');
    expect(reviewDate('2026-02-02T23:30:00Z', 'UTC')).toBe('2026年2月2日（一）');
  });
});
