import type { TOrder } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, orderActions, type OrderActions } from './order-status';

describe('orderActions', () => {
  const pending = { amount: 50000, status: 'PENDING' as const, deadline: null };

  // The visit starts at 10:00 in Taipei on 2 December; "now" is a minute before or after.
  const startTime = '2026-12-02T02:00:00.000Z';
  const before = Date.parse(startTime) - 60_000;
  const after = Date.parse(startTime) + 60_000;

  it.each<{
    offers: string;
    order: Pick<TOrder, 'status' | 'prepayment' | 'startTime'>;
    now: number;
    actions: OrderActions;
  }>([
    {
      offers: 'complete, no-show, move and cancel for a confirmed visit that has begun',
      order: { status: 'CONFIRMED', prepayment: null, startTime },
      now: after,
      actions: { complete: true, noShow: true, cancel: true, reschedule: true, markPaid: false },
    },
    {
      offers: 'only move and cancel for a confirmed visit still to come',
      order: { status: 'CONFIRMED', prepayment: null, startTime },
      now: before,
      actions: { complete: false, noShow: false, cancel: true, reschedule: true, markPaid: false },
    },
    {
      offers: 'paid, move and cancel while a prepayment is due',
      order: { status: 'AWAITING_PREPAYMENT', prepayment: pending, startTime },
      now: before,
      actions: { complete: false, noShow: false, cancel: true, reschedule: true, markPaid: true },
    },
  ])('offers $offers', ({ order, now, actions }) => {
    expect(orderActions(order, now)).toEqual(actions);
  });

  it('offers nothing once the booking is closed', () => {
    for (const status of ['COMPLETED', 'NO_SHOW', 'CANCELLED'] as const) {
      expect(
        Object.values(orderActions({ status, prepayment: null, startTime }, after)).some(Boolean),
      ).toBe(false);
    }
  });

  it('does not offer paid when the prepayment is no longer pending', () => {
    const expired = { ...pending, status: 'EXPIRED' as const };
    expect(
      orderActions({ status: 'AWAITING_PREPAYMENT', prepayment: expired, startTime }).markPaid,
    ).toBe(false);
  });
});

describe('newIdempotencyKey', () => {
  it('is unique per call and long enough for the API', () => {
    const a = newIdempotencyKey();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
