import type { TBooking, TOrder } from '@haoyue/contracts';

/** The time zone of the shops in these tests. */
export const TAIPEI = 'Asia/Taipei';

/** A calendar order for tests: one booking with one service; override what matters. */
export function buildOrder(
  overrides: Partial<TOrder> & {
    id: number;
    startTime: string;
    endTime: string;
    operator?: { id: number; displayName: string };
  },
): TOrder {
  const { operator = { id: 1, displayName: 'Ken' }, ...rest } = overrides;
  const booking: TBooking = {
    id: overrides.id,
    operatorId: operator.id,
    operator: { ...operator, avatarUrl: null },
    status: overrides.status ?? 'CONFIRMED',
    startTime: overrides.startTime,
    endTime: overrides.endTime,
    serviceItems: [
      {
        id: overrides.id,
        serviceId: 1,
        name: '洗剪吹',
        price: 80000,
        durationMinutes: 60,
        startTime: overrides.startTime,
        endTime: overrides.endTime,
      },
    ],
  };
  return {
    orderKey: `key-${overrides.id}`,
    orderNumber: `N${String(overrides.id).padStart(7, '0')}`,
    sellerId: 1,
    shopId: 1,
    customerId: 1,
    status: 'CONFIRMED',
    source: 'ONLINE',
    anyOperator: false,
    currency: 'TWD',
    totalPrice: 80000,
    timeZone: TAIPEI,
    note: null,
    prepayment: null,
    cancellableUntil: null,
    reschedulableUntil: null,
    canCancel: true,
    canReschedule: true,
    cancelReason: null,
    cancelledBy: null,
    cancelledAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    bookings: [booking],
    ...rest,
  };
}
