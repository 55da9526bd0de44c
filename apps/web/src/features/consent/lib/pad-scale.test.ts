import { describe, expect, it } from 'vitest';
import { padScale } from './pad-scale';

describe('signature pad scale', () => {
  it("follows the screen's density on a phone", () => {
    expect(padScale(358, 180, 3)).toBe(3);
    expect(padScale(358, 180, 1)).toBe(1);
  });

  it('keeps the canvas within 2400 px per side', () => {
    const scale = padScale(1200, 180, 3);
    expect(1200 * scale).toBeLessThanOrEqual(2400);
    expect(scale).toBe(2);
  });

  it('treats a missing density as 1', () => {
    expect(padScale(358, 180, 0)).toBe(1);
    expect(padScale(358, 180, Number.NaN)).toBe(1);
  });
});
