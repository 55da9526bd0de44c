import { describe, expect, it } from 'vitest';
import {
  couponDiscountLabel,
  couponTermsLabel,
  depositoryMoveLabel,
  expiryLabel,
  sessionsLabel,
  signedMoney,
  voucherMoveLabel,
} from './item-labels';

const campaign = {
  id: 1,
  name: '新客',
  description: '',
  discountType: 'AMOUNT' as const,
  discountValue: 20000,
  currency: 'TWD' as const,
  minSpend: 100000,
  scope: 'SERVICES' as const,
  services: [
    { id: 1, name: '洗剪吹' },
    { id: 2, name: '染髮' },
  ],
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
};

describe('member card labels', () => {
  it('counts sessions and expiry the Taiwan way', () => {
    expect(sessionsLabel(3, 10)).toBe('剩 3／10 次');
    expect(expiryLabel(null)).toBe('無使用期限');
    expect(expiryLabel('2027-01-04T16:30:00.000Z', 'Asia/Taipei')).toBe('2027年1月5日（二）到期');
  });

  it('signs money and names movements', () => {
    expect(signedMoney(100000, 'TWD')).toBe('+NT$1,000');
    expect(signedMoney(-80000, 'TWD')).toBe('-NT$800');
    expect(depositoryMoveLabel({ kind: 'TOP_UP', paymentMethod: 'CASH' })).toBe('儲值（現金）');
    expect(depositoryMoveLabel({ kind: 'SPEND', paymentMethod: null })).toBe('消費');
    expect(voucherMoveLabel({ kind: 'USE', sessions: -1 })).toBe('使用 -1 次');
    expect(voucherMoveLabel({ kind: 'SELL', sessions: 10 })).toBe('購買 +10 次');
  });

  it('describes coupon discounts and terms', () => {
    expect(couponDiscountLabel(campaign)).toBe('折 NT$200');
    expect(couponDiscountLabel({ ...campaign, discountType: 'PERCENT', discountValue: 10 })).toBe(
      '9 折',
    );
    expect(couponDiscountLabel({ ...campaign, discountType: 'PERCENT', discountValue: 15 })).toBe(
      '85 折',
    );
    expect(couponTermsLabel(campaign)).toBe('消費滿 NT$1,000・限 洗剪吹、染髮');
    expect(couponTermsLabel({ ...campaign, minSpend: 0, scope: 'ORDER' })).toBe('無低消・全單適用');
  });
});
