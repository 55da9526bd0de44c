import type { TOrder } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, orderActions, type OrderActions } from './order-status';

describe('orderActions', () => {
  const pending = { amount: 50000, status: 'PENDING' as const, deadline: null };

  it.each<{ offers: string; order: Pick<TOrder, 'status' | 'prepayment'>; actions: OrderActions }>([
    {
      offers: 'complete, no-show, move and cancel for a confirmed booking',
      order: { status: 'CONFIRMED', prepayment: null },
      actions: { complete: true, noShow: true, cancel: true, reschedule: true, markPaid: false },
    },
    {
      offers: 'paid, move and cancel while a prepayment is due',
      order: { status: 'AWAITING_PREPAYMENT', prepayment: pending },
      actions: { complete: false, noShow: false, cancel: true, reschedule: true, markPaid: true },
    },
  ])('offers $offers', ({ order, actions }) => {
    expect(orderActions(order)).toEqual(actions);
  });

  it('offers nothing once the booking is closed', () => {
    for (const status of ['COMPLETED', 'NO_SHOW', 'CANCELLED'] as const) {
      expect(Object.values(orderActions({ status, prepayment: null })).some(Boolean)).toBe(false);
    }
  });

  it('does not offer paid when the prepayment is no longer pending', () => {
    const expired = { ...pending, status: 'EXPIRED' as const };
    expect(orderActions({ status: 'AWAITING_PREPAYMENT', prepayment: expired }).markPaid).toBe(
      false,
    );
  });
});

describe('newIdempotencyKey', () => {
  it('is unique per call and long enough for the API', () => {
    const a = newIdempotencyKey();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
