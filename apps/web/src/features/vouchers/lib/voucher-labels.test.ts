import { describe, expect, it } from 'vitest';
import { expiryLabel, sessionsLabel, transactionLabel, validityLabel } from './voucher-labels';

describe('voucher labels', () => {
  it('says sessions, validity and expiry in zh-TW', () => {
    expect(sessionsLabel(3, 10)).toBe('剩 3／10 次');
    expect(validityLabel(365)).toBe('購買後 365 天內有效');
    expect(validityLabel(null)).toBe('無使用期限');
    expect(expiryLabel(null, 'Asia/Taipei')).toBe('無使用期限');
    expect(expiryLabel('2027-11-22T16:30:00.000Z', 'Asia/Taipei')).toBe('2027年11月23日（二）到期');
  });

  it('says a movement with its sign and what is left', () => {
    const base = {
      id: 1,
      amount: null,
      paymentMethod: null,
      orderId: null,
      bookingId: null,
      reason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(transactionLabel({ ...base, kind: 'SELL', sessions: 10, sessionsAfter: 10 })).toBe(
      '購買 +10 次（剩 10 次）',
    );
    expect(transactionLabel({ ...base, kind: 'USE', sessions: -1, sessionsAfter: 9 })).toBe(
      '使用 -1 次（剩 9 次）',
    );
  });
});
