import { describe, expect, it } from 'vitest';
import { stockLabel } from './product-money';

describe('product money and stock labels', () => {
  it('says whether a shop has the product', () => {
    expect(stockLabel({ shopName: '大安店', quantity: 2 })).toBe('大安店 有貨');
    expect(stockLabel({ shopName: '大安店', quantity: 0 })).toBe('大安店 缺貨');
  });
});
