import { describe, expect, it } from 'vitest';
import { clockLabel, formatAddress, formatOrderNumber, formatPrice } from './format';

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
    [0, {}, '凌⁠晨 12:00'],
    [2 * 60 + 36, {}, '凌⁠晨 2:36'],
    [5 * 60 + 59, {}, '凌⁠晨 5:59'],
    [6 * 60, {}, '上⁠午 6:00'],
    [9 * 60 + 5, {}, '上⁠午 9:05'],
    [12 * 60, {}, '中⁠午 12:00'],
    [12 * 60 + 59, {}, '中⁠午 12:59'],
    [14 * 60 + 30, {}, '下⁠午 2:30'],
    [17 * 60 + 59, {}, '下⁠午 5:59'],
    [18 * 60, {}, '晚⁠上 6:00'],
    [19 * 60 + 30, {}, '晚⁠上 7:30'],
    [1440, {}, '午⁠夜 12:00'],
    [14 * 60 + 30, { compact: true }, '下午2:30'],
  ])('reads minute %i (%j) on the 12-hour clock in zh-TW: %s', (minutes, options, label) => {
    expect(clockLabel(minutes, options)).toBe(label);
  });

  it('holds a label together: a no-break space after the period, a word joiner inside it', () => {
    // Chinese text may break between any two characters: 下 | 午 2:30 in a narrow cell.
    expect(clockLabel(15 * 60)).toBe('下\u2060午\u00a03:00');
    expect(clockLabel(15 * 60)).not.toMatch(/ /);
    expect(clockLabel(12 * 60)).toBe('中\u2060午\u00a012:00');
  });

  it('writes running text (a message) plainly: no joiner, no gap', () => {
    expect(clockLabel(15 * 60, { compact: true })).toBe('下午3:00');
  });
});

describe('formatAddress', () => {
  it.each([
    ['臺北市', '臺北市大安區忠孝東路四段 100 號', '臺北市大安區忠孝東路四段 100 號'],
    ['臺北市', '台北市大安區忠孝東路四段 100 號', '台北市大安區忠孝東路四段 100 號'],
    ['臺北市', '大安區忠孝東路四段 100 號', '臺北市大安區忠孝東路四段 100 號'],
    [null, '大安區忠孝東路四段 100 號', '大安區忠孝東路四段 100 號'],
  ])('writes %s + %s once as %s', (city, address, shown) => {
    expect(formatAddress(city, address)).toBe(shown);
  });
});

describe('formatOrderNumber', () => {
  it('groups the 8 characters as 4-4 to be read aloud', () => {
    expect(formatOrderNumber('K7M2Q9PA')).toBe('K7M2-Q9PA');
  });
});
