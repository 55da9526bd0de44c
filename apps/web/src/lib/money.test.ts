import { describe, expect, it } from 'vitest';
import { formatPrice, sellerCurrency, toMajor, toMinor } from './money';

describe('formatPrice', () => {
  it('drops decimals for whole amounts', () => {
    expect(formatPrice(80000, 'TWD')).toBe('NT$800');
    expect(formatPrice(38000, 'HKD')).toBe('HK$380');
    expect(formatPrice(4500, 'SGD')).toBe('S$45');
    expect(formatPrice(12000, 'MYR')).toBe('RM120');
    expect(formatPrice(20000, 'MOP')).toBe('MOP$200');
  });

  it('shows two decimals when the amount is not whole', () => {
    expect(formatPrice(4550, 'SGD')).toBe('S$45.50');
    expect(formatPrice(4505, 'SGD')).toBe('S$45.05');
    expect(formatPrice(1, 'HKD')).toBe('HK$0.01');
  });

  it('groups thousands', () => {
    expect(formatPrice(120000, 'TWD')).toBe('NT$1,200');
    expect(formatPrice(123456789, 'TWD')).toBe('NT$1,234,567.89');
  });

  it('handles zero and negative amounts', () => {
    expect(formatPrice(0, 'TWD')).toBe('NT$0');
    expect(formatPrice(-50000, 'TWD')).toBe('-NT$500');
  });
});

describe('toMinor / toMajor', () => {
  it('converts between the typed major unit and stored minor units', () => {
    expect(toMinor(500, 'TWD')).toBe(50000);
    expect(toMajor(50000, 'TWD')).toBe(500);
    expect(toMinor(45.5, 'SGD')).toBe(4550);
    expect(toMinor(0.1 + 0.2, 'HKD')).toBe(30);
  });
});

describe('sellerCurrency', () => {
  it('is the oldest shop’s currency, TWD without shops', () => {
    expect(
      sellerCurrency([
        { id: 9, currency: 'HKD' },
        { id: 3, currency: 'SGD' },
      ]),
    ).toBe('SGD');
    expect(sellerCurrency([])).toBe('TWD');
  });
});
