import { describe, expect, it } from 'vitest';
import { cancelRefundAmount } from './cancel-refunds';

const start = new Date('2026-12-03T02:00:00Z');
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000);
const policy = (fullRefundHoursBefore: number, lateRefundPercent: number) => ({
  fullRefundHoursBefore,
  lateRefundPercent,
});

describe('cancelRefundAmount', () => {
  it('refunds everything until the policy hours before the start, the share after', () => {
    const p = policy(24, 50);
    const customerAt = (hours: number) => ({
      amount: 30000,
      byShop: false,
      startsAt: start,
      now: hoursBefore(hours),
    });
    expect(cancelRefundAmount(p, customerAt(25))).toBe(30000);
    expect(cancelRefundAmount(p, customerAt(24))).toBe(30000);
    expect(cancelRefundAmount(p, customerAt(23.9))).toBe(15000);
  });

  it('rounds the late share down to a whole dollar; 0 % keeps it all, 100 % refunds it all', () => {
    const late = { byShop: false, startsAt: start, now: hoursBefore(1) };
    // 33% of NT$377 = NT$124.41 → NT$124
    expect(cancelRefundAmount(policy(24, 33), { ...late, amount: 37700 })).toBe(12400);
    expect(cancelRefundAmount(policy(24, 0), { ...late, amount: 37700 })).toBe(0);
    expect(cancelRefundAmount(policy(24, 100), { ...late, amount: 37700 })).toBe(37700);
  });

  it('refunds in full whenever the shop cancels, and any time before the start with 0 hours', () => {
    const halfAnHourBefore = { amount: 30000, startsAt: start, now: hoursBefore(0.5) };
    expect(cancelRefundAmount(policy(720, 0), { ...halfAnHourBefore, byShop: true })).toBe(30000);
    expect(cancelRefundAmount(policy(0, 0), { ...halfAnHourBefore, byShop: false })).toBe(30000);
  });
});
