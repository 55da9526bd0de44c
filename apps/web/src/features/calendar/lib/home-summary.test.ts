import { describe, expect, it } from 'vitest';
import { customerName, serviceNames } from '../../../lib/shop-orders/order-names';
import { summarizeHome } from './home-summary';
import { buildOrder, TAIPEI } from '../../../lib/shop-orders/test-orders';

const now = Date.parse('2026-11-24T02:00:00Z'); // 10:00 in Taipei
const today = '2026-11-24';

describe('summarizeHome', () => {
  const operators = [
    { id: 1, displayName: 'Ken' },
    { id: 2, displayName: '小米' },
  ];
  const orders = [
    buildOrder({ id: 1, startTime: '2026-11-24T06:00:00Z', endTime: '2026-11-24T07:00:00Z' }),
    buildOrder({
      id: 2,
      startTime: '2026-11-24T03:00:00Z',
      endTime: '2026-11-24T04:00:00Z',
      status: 'CANCELLED',
    }),
    buildOrder({
      id: 3,
      startTime: '2026-11-25T03:00:00Z',
      endTime: '2026-11-25T04:00:00Z',
      status: 'AWAITING_PREPAYMENT',
      createdAt: '2026-11-23T20:00:00Z',
      prepayment: { amount: 30000, status: 'PENDING', deadline: null },
    }),
    buildOrder({
      id: 4,
      startTime: '2026-11-26T03:00:00Z',
      endTime: '2026-11-26T04:00:00Z',
      createdAt: '2026-11-24T01:00:00Z',
      operator: { id: 2, displayName: '小米' },
    }),
    buildOrder({
      id: 5,
      startTime: '2026-11-24T01:00:00Z',
      endTime: '2026-11-24T02:00:00Z',
      status: 'CANCELLED', // started before now: not "coming"
      createdAt: '2026-11-24T01:30:00Z',
    }),
  ];
  const summary = summarizeHome(orders, operators, { today, timeZone: TAIPEI, now });

  it("lists today's bookings per operator without the cancelled ones", () => {
    expect(summary.today.map((c) => [c.displayName, c.entries.map((e) => e.order.id)])).toEqual([
      ['Ken', [1]],
      ['小米', []],
    ]);
    expect(summary.todayCount).toBe(1);
  });

  it('collects prepayments due, new bookings and coming cancellations', () => {
    expect(summary.awaitingPrepayment.map((o) => o.id)).toEqual([3]);
    expect(summary.newBookings.map((o) => o.id)).toEqual([4, 3]);
    expect(summary.cancelled.map((o) => o.id)).toEqual([2]);
  });
});

describe('names', () => {
  it('falls back for a customer without a name and joins services', () => {
    const order = buildOrder({
      id: 1,
      startTime: '2026-11-24T06:00:00Z',
      endTime: '2026-11-24T07:00:00Z',
    });
    expect(customerName(order)).toBe('未留姓名的顧客');
    expect(serviceNames(order)).toBe('洗剪吹');
  });
});
