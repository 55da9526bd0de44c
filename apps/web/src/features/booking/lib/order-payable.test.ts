import type { TOrder } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { hasItems, orderPayable } from './order-payable';

type Item = TOrder['bookings'][number]['serviceItems'][number];
const item = (price: number, state: 'RESERVED' | 'USED' | 'RELEASED' | null) =>
  ({ price, voucher: state ? { state } : null }) as unknown as Item;
const order = (items: Item[], discount: number | null, totalPrice = 130000) =>
  ({
    totalPrice,
    coupon: discount === null ? null : { discountAmount: discount },
    bookings: [{ serviceItems: items }],
  }) as unknown as TOrder;

describe('orderPayable', () => {
  it('takes off the services a voucher covers and the coupon, never below 0', () => {
    expect(orderPayable(order([item(80000, 'RESERVED'), item(50000, null)], null))).toBe(50000);
    expect(orderPayable(order([item(80000, 'USED'), item(50000, null)], 10000))).toBe(40000);
    expect(orderPayable(order([item(80000, 'RELEASED'), item(50000, null)], null))).toBe(130000);
    expect(orderPayable(order([item(130000, null)], 200000))).toBe(0);
  });

  it('says whether items changed the price', () => {
    expect(hasItems(order([item(80000, null)], null))).toBe(false);
    expect(hasItems(order([item(80000, 'RESERVED')], null))).toBe(true);
    expect(hasItems(order([item(80000, 'RELEASED')], null))).toBe(false);
    expect(hasItems(order([item(80000, null)], 0))).toBe(true);
  });
});
