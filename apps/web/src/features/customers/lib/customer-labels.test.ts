import { describe, expect, it } from 'vitest';
import { customerName, lastVisitLabel, totalSpentLabel, vipWindowLabel } from './customer-labels';

const stats = (over: Partial<Parameters<typeof lastVisitLabel>[0]> = {}) => ({
  visitCount: 0,
  totalSpent: 0,
  currency: null,
  lastVisitAt: null,
  ...over,
});

describe('customer labels', () => {
  it('names the last visit on the shop clock, or none yet', () => {
    expect(lastVisitLabel(stats(), 'Asia/Taipei')).toBe('尚未到店');
    // 17:00Z on 31 Oct is 1 Nov in Taipei.
    expect(lastVisitLabel(stats({ lastVisitAt: '2026-10-31T17:00:00.000Z' }), 'Asia/Taipei')).toBe(
      '2026年11月1日（日）',
    );
  });
  it('prints the money spent in its currency', () => {
    expect(totalSpentLabel(stats({ totalSpent: 150000, currency: 'TWD' }))).toBe('NT$1,500');
    expect(totalSpentLabel(stats())).toBe('NT$0');
  });
  it('names the VIP window and a customer without a name', () => {
    expect(vipWindowLabel(30)).toBe('VIP 可提前 30 天預約');
    expect(vipWindowLabel(null)).toBeNull();
    expect(customerName(null)).toBe('（未留姓名）');
    expect(customerName('王小美')).toBe('王小美');
  });
});
