import { describe, expect, it } from 'vitest';
import { stockLabel, toMajor, toMinor } from './product-money';

describe('product money and stock labels', () => {
  it('converts whole units and minor units by the currency', () => {
    expect(toMinor(450, 'TWD')).toBe(45000);
    expect(toMajor(45000, 'TWD')).toBe(450);
    expect(toMinor(12.5, 'SGD')).toBe(1250);
  });
  it('says whether a shop has the product', () => {
    expect(stockLabel({ shopName: '大安店', quantity: 2 })).toBe('大安店 有貨');
    expect(stockLabel({ shopName: '大安店', quantity: 0 })).toBe('大安店 缺貨');
  });
});
