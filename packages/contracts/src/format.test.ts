import { describe, expect, it } from 'vitest';
import { clockLabel, formatPrice } from './format';

describe('formatPrice', () => {
  // Minor units with the currency symbol, decimals only when there are some.
  it.each([
    [80000, 'TWD', 'NT$800'],
    [120000, 'TWD', 'NT$1,200'],
    [4550, 'SGD', 'S$45.50'],
    [-5000, 'HKD', '-HK$50'],
    [1000, 'MOP', 'MOP$10'],
    [123456705, 'TWD', 'NT$1,234,567.05'],
    [99, 'TWD', 'NT$0.99'],
    [0, 'TWD', 'NT$0'],
  ])('prints %i minor units of %s as %s', (minor, currency, label) => {
    expect(formatPrice(minor, currency)).toBe(label);
  });
});

describe('clockLabel', () => {
  it.each([
    [0, {}, '上午 12:00'],
    [9 * 60 + 5, {}, '上午 9:05'],
    [12 * 60, {}, '下午 12:00'],
    [14 * 60 + 30, {}, '下午 2:30'],
    [1440, {}, '午夜 12:00'],
    [14 * 60 + 30, { compact: true }, '下午2:30'],
  ])('reads minute %i (%j) on the 12-hour clock in zh-TW: %s', (minutes, options, label) => {
    expect(clockLabel(minutes, options)).toBe(label);
  });
});
