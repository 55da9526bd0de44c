import { describe, expect, it } from 'vitest';
import { NO_PREPAYMENT } from '../../db/schema';
import { quotePrepayment } from './quote-prepayment';

const now = new Date('2026-12-01T00:00:00Z');
const start = new Date('2026-12-05T02:00:00Z');
const svc = (price: number, prepaymentAmount: number | null = null) => ({
  price,
  prepaymentAmount,
});

describe('quotePrepayment', () => {
  it('owes nothing without a rule', () => {
    expect(quotePrepayment(NO_PREPAYMENT, [svc(80000)], now, start)).toMatchObject({
      required: false,
      amount: 0,
      totalPrice: 80000,
      deadline: null,
    });
  });

  it('takes a percentage rounded up to a whole dollar, from the minimum order price', () => {
    const rule = {
      ...NO_PREPAYMENT,
      mode: 'PERCENTAGE' as const,
      percentage: 30,
      minOrderPrice: 100000,
    };
    expect(quotePrepayment(rule, [svc(80000)], now, start).amount).toBe(0);
    // 30% of NT$1,255 = NT$376.5 → NT$377
    expect(quotePrepayment(rule, [svc(80000), svc(45500)], now, start).amount).toBe(37700);
  });

  it('charges a fixed amount once per order, never above the total', () => {
    const rule = { ...NO_PREPAYMENT, mode: 'FIXED' as const, fixedAmount: 50000 };
    expect(quotePrepayment(rule, [svc(80000), svc(30000)], now, start).amount).toBe(50000);
    expect(quotePrepayment(rule, [svc(30000)], now, start).amount).toBe(30000);
  });

  it("uses a service's own prepayment amount instead of the shop's rule", () => {
    const rule = { ...NO_PREPAYMENT, mode: 'PERCENTAGE' as const, percentage: 50 };
    // 20000 own amount + 50% of the other 60000
    expect(quotePrepayment(rule, [svc(100000, 20000), svc(60000)], now, start).amount).toBe(50000);
    expect(quotePrepayment(NO_PREPAYMENT, [svc(100000, 20000)], now, start).amount).toBe(20000);
  });

  it('is due deadlineMinutes after ordering, but never after the start', () => {
    const rule = {
      ...NO_PREPAYMENT,
      mode: 'FIXED' as const,
      fixedAmount: 10000,
      deadlineMinutes: 60,
    };
    expect(quotePrepayment(rule, [svc(80000)], now, start).deadline).toEqual(
      new Date('2026-12-01T01:00:00Z'),
    );
    const soon = new Date('2026-12-01T00:30:00Z');
    expect(quotePrepayment(rule, [svc(80000)], now, soon).deadline).toEqual(soon);
    expect(quotePrepayment(rule, [svc(80000)], now).deadline).toBeNull();
  });
});
