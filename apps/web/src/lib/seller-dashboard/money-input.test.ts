import { describe, expect, it } from 'vitest';
import { toMajor, toMinor } from './money-input';

describe('money inputs', () => {
  it('converts between typed amounts and minor units', () => {
    expect(toMinor(500, 'TWD')).toBe(50000);
    expect(toMinor(45.5, 'SGD')).toBe(4550);
    expect(toMajor(50000, 'TWD')).toBe(500);
    expect(toMajor(4550, 'SGD')).toBe(45.5);
  });
  it('rounds away float noise', () => {
    expect(toMinor(0.29, 'HKD')).toBe(29);
  });
});
