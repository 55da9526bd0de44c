import { describe, expect, it } from 'vitest';
import { NO_PREPAYMENT, type PrepaymentSettings } from '../../db/schema';
import { quotePrepayment } from './quote-prepayment';

const now = new Date('2026-12-01T00:00:00Z');
const start = new Date('2026-12-05T02:00:00Z');
const svc = (price: number, prepaymentAmount: number | null = null) => ({
  price,
  prepaymentAmount,
});
/** A shop rule: no prepayment but for what is given. */
const rule = (settings: Partial<PrepaymentSettings>) => ({ ...NO_PREPAYMENT, ...settings });
const percentage = (percent: number, more: Partial<PrepaymentSettings> = {}) =>
  rule({ mode: 'PERCENTAGE', percentage: percent, ...more });
const fixed = (fixedAmount: number, more: Partial<PrepaymentSettings> = {}) =>
  rule({ mode: 'FIXED', fixedAmount, ...more });
/** The amount owed for the services ordered now, starting at `start`. */
const amountOf = (settings: PrepaymentSettings, services: ReturnType<typeof svc>[]) =>
  quotePrepayment({ settings, services, now, startTime: start }).amount;

describe('quotePrepayment', () => {
  it('owes nothing without a rule', () => {
    expect(
      quotePrepayment({ settings: NO_PREPAYMENT, services: [svc(80000)], now, startTime: start }),
    ).toMatchObject({
      required: false,
      amount: 0,
      totalPrice: 80000,
      deadline: null,
    });
  });

  it('takes a percentage rounded up to a whole dollar, from the minimum order price', () => {
    const thirtyPercent = percentage(30, { minOrderPrice: 100000 });
    expect(amountOf(thirtyPercent, [svc(80000)])).toBe(0);
    // 30% of NT$1,255 = NT$376.5 → NT$377
    expect(amountOf(thirtyPercent, [svc(80000), svc(45500)])).toBe(37700);
  });

  it('charges a fixed amount once per order, never above the total', () => {
    expect(amountOf(fixed(50000), [svc(80000), svc(30000)])).toBe(50000);
    expect(amountOf(fixed(50000), [svc(30000)])).toBe(30000);
  });

  it("uses a service's own prepayment amount instead of the shop's rule", () => {
    // 20000 own amount + 50% of the other 60000
    expect(amountOf(percentage(50), [svc(100000, 20000), svc(60000)])).toBe(50000);
    expect(amountOf(NO_PREPAYMENT, [svc(100000, 20000)])).toBe(20000);
  });

  it('is due deadlineMinutes after ordering, but never after the start', () => {
    const hourToPay = fixed(10000, { deadlineMinutes: 60 });
    expect(
      quotePrepayment({ settings: hourToPay, services: [svc(80000)], now, startTime: start })
        .deadline,
    ).toEqual(new Date('2026-12-01T01:00:00Z'));
    const soon = new Date('2026-12-01T00:30:00Z');
    expect(
      quotePrepayment({ settings: hourToPay, services: [svc(80000)], now, startTime: soon })
        .deadline,
    ).toEqual(soon);
    expect(
      quotePrepayment({ settings: hourToPay, services: [svc(80000)], now }).deadline,
    ).toBeNull();
  });
});
