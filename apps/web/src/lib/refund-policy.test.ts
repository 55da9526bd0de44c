import { describe, expect, it } from 'vitest';
import { refundPolicySentence } from './refund-policy';

describe('refundPolicySentence', () => {
  it('says until when the refund is full and what is refunded after', () => {
    expect(refundPolicySentence({ fullRefundHoursBefore: 24, lateRefundPercent: 50 })).toBe(
      '預約開始前 24 小時以前取消，可全額退還預付金額；之後取消退還 50%。',
    );
    expect(refundPolicySentence({ fullRefundHoursBefore: 48, lateRefundPercent: 0 })).toBe(
      '預約開始前 48 小時以前取消，可全額退還預付金額；之後取消則不退款。',
    );
  });

  it('has no "after" when the refund is full until the start', () => {
    expect(refundPolicySentence({ fullRefundHoursBefore: 0, lateRefundPercent: 0 })).toBe(
      '預約開始前取消，可全額退還預付金額。',
    );
  });
});
