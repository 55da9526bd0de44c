import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  couponTermsLabel,
  normalizeClaimCode,
  percentOffLabel,
} from './coupons-terms';

describe('percentOffLabel', () => {
  // The percentage OFF, read as what is left to pay.
  it.each([
    [10, '9 折'],
    [15, '85 折'],
    [20, '8 折'],
    [50, '5 折'],
    [12, '88 折'],
    [95, '0.5 折'],
    [99, '0.1 折'],
    [1, '99 折'],
  ])('%i %% off reads %s', (off, label) => {
    expect(percentOffLabel(off)).toBe(label);
  });
});

describe('couponTermsLabel', () => {
  it.each([
    [{ discountType: 'AMOUNT', discountValue: 20000, minSpend: 100000 }, '滿 NT$1,000 折 NT$200'],
    [{ discountType: 'AMOUNT', discountValue: 30000, minSpend: 0 }, '現折 NT$300'],
    [{ discountType: 'PERCENT', discountValue: 10, minSpend: 0 }, '9 折'],
    [{ discountType: 'PERCENT', discountValue: 15, minSpend: 50000 }, '滿 NT$500 打 85 折'],
  ] as const)('%o reads %s', (terms, label) => {
    expect(couponTermsLabel({ ...terms, currency: 'TWD' })).toBe(label);
  });
});

describe('couponDiscount', () => {
  it('caps an amount at the base and rounds a percentage down', () => {
    expect(couponDiscount({ discountType: 'AMOUNT', discountValue: 20000 }, 15000)).toBe(15000);
    expect(couponDiscount({ discountType: 'AMOUNT', discountValue: 20000 }, 150000)).toBe(20000);
    expect(couponDiscount({ discountType: 'PERCENT', discountValue: 15 }, 99999)).toBe(14999);
    expect(couponDiscount({ discountType: 'PERCENT', discountValue: 10 }, 0)).toBe(0);
  });
});

it('normalizes a claim code to trimmed upper case', () => {
  expect(normalizeClaimCode(' welcome10 ')).toBe('WELCOME10');
});
