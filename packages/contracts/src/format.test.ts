import { describe, expect, it } from 'vitest';
import { clockLabel, formatPrice } from './format';

describe('formatPrice', () => {
  it('prints minor units with the currency symbol, decimals only when there are some', () => {
    expect(formatPrice(80000, 'TWD')).toBe('NT$800');
    expect(formatPrice(120000, 'TWD')).toBe('NT$1,200');
    expect(formatPrice(4550, 'SGD')).toBe('S$45.50');
    expect(formatPrice(-5000, 'HKD')).toBe('-HK$50');
    expect(formatPrice(1000, 'MOP')).toBe('MOP$10');
  });
});

describe('clockLabel', () => {
  it('reads the 12-hour clock in zh-TW', () => {
    expect(clockLabel(0)).toBe('上午 12:00');
    expect(clockLabel(9 * 60 + 5)).toBe('上午 9:05');
    expect(clockLabel(12 * 60)).toBe('下午 12:00');
    expect(clockLabel(14 * 60 + 30)).toBe('下午 2:30');
    expect(clockLabel(1440)).toBe('午夜 12:00');
    expect(clockLabel(14 * 60 + 30, { compact: true })).toBe('下午2:30');
  });
});
