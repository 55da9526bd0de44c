import { describe, expect, it } from 'vitest';
import { balanceBlockedReason } from './balance-due';

const now = new Date('2026-12-01T00:00:00Z');
const later = new Date('2026-12-03T02:00:00Z');

describe('balanceBlockedReason', () => {
  it('lets a confirmed order that has not started pay what remains', () => {
    expect(balanceBlockedReason({ status: 'CONFIRMED', startsAt: later }, 50000, now)).toBeNull();
  });

  it('refuses an order awaiting its prepayment, closed, started or paid up', () => {
    const at = (status: 'AWAITING_PREPAYMENT' | 'CANCELLED' | 'COMPLETED' | 'CONFIRMED') => ({
      status,
      startsAt: later,
    });
    expect(balanceBlockedReason(at('AWAITING_PREPAYMENT'), 50000, now)).toBe('請先完成訂金付款');
    expect(balanceBlockedReason(at('CANCELLED'), 50000, now)).toBe('預約已取消');
    expect(balanceBlockedReason(at('COMPLETED'), 50000, now)).toBe('預約已結束');
    expect(balanceBlockedReason(at('CONFIRMED'), 0, now)).toBe('尾款已付清');
    expect(balanceBlockedReason({ status: 'CONFIRMED', startsAt: now }, 50000, now)).toBe(
      '預約已開始，請於店內結帳',
    );
  });
});
