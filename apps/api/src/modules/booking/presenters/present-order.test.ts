import { describe, expect, it } from 'vitest';
import { NO_PREPAYMENT } from '../../../db/schema';
import type { OrderRow } from '../orders/load-order';
import type { OrderPart, OrderPartRows } from './load-order-parts';
import { indexOrderParts, presentOrder } from './present-order';

const at = (iso: string) => new Date(iso);

const shop: OrderPartRows['shops'][number] = {
  id: 5,
  sellerId: 2,
  displayName: '好髮型',
  urlSlug: 'hao',
  address: '台北市',
  introduction: '',
  phoneNumber: null,
  industryId: 1,
  countryId: 1,
  cityId: 9,
  longitude: 121.5,
  latitude: 25,
  timeZone: 'Asia/Taipei',
  currency: 'TWD',
  reviewStatus: 'APPROVED',
  reviewNote: null,
  reviewedAt: null,
  editedSinceReviewAt: null,
  slotMinutes: 30,
  minLeadMinutes: 60,
  maxAdvanceDays: 60,
  cancelCutoffMinutes: 120,
  rescheduleCutoffMinutes: 240,
  reminderMinutesBefore: 1440,
  prepaymentSettings: NO_PREPAYMENT,
  featuredRank: null,
  onlineBookingPausedAt: null,
  searchText: '',
  searchBigrams: null,
  geo: '(0, 0, 0)',
  scheduleVersion: 0,
  createdAt: at('2026-01-01T00:00:00Z'),
  updatedAt: at('2026-01-01T00:00:00Z'),
};

const order: OrderRow = {
  id: 1,
  orderKey: 'key-1',
  orderNumber: 'K7M2Q9PA',
  sellerId: 2,
  shopId: 5,
  customerId: 3,
  status: 'AWAITING_PREPAYMENT',
  anyOperator: true,
  currency: 'TWD',
  totalPrice: 80000,
  startsAt: at('2026-12-02T02:00:00Z'),
  endsAt: at('2026-12-02T03:00:00Z'),
  note: '第一次來',
  profile: {},
  source: 'ONLINE',
  cancelReason: null,
  cancelledBy: null,
  cancelledAt: null,
  createdAt: at('2026-12-01T00:00:00Z'),
  updatedAt: at('2026-12-01T00:00:00Z'),
};

function loaded(parts: OrderPart[], extra: Partial<OrderPartRows> = {}): OrderPartRows {
  return {
    parts: new Set(parts),
    shops: [shop],
    bookings: [
      {
        id: 10,
        orderId: 1,
        shopId: 5,
        operatorId: 7,
        status: 'AWAITING_PREPAYMENT',
        startsAt: order.startsAt,
        endsAt: order.endsAt,
        heldFrom: order.startsAt,
        heldUntil: order.endsAt,
        note: null,
        createdAt: order.createdAt,
        updatedAt: order.createdAt,
      },
    ],
    items: [
      {
        id: 100,
        bookingId: 10,
        serviceId: 20,
        name: '洗剪吹',
        price: 80000,
        durationMinutes: 60,
        startsAt: order.startsAt,
        endsAt: order.endsAt,
        position: 0,
      },
    ],
    operators: [{ id: 7, displayName: '小美', avatarUrl: null }],
    tags: [{ bookingId: 10, id: 30, name: 'VIP', color: 'red' }],
    images: [],
    paymentables: [
      {
        id: 40,
        orderId: 1,
        type: 'PREPAYMENT',
        amount: 20000,
        currency: 'TWD',
        status: 'PENDING',
        deadline: at('2026-12-01T01:00:00Z'),
        paidAt: null,
        createdAt: order.createdAt,
      },
    ],
    payments: [],
    services: [],
    shopImages: [],
    customers: [],
    cities: null,
    ...extra,
  };
}

describe('presentOrder', () => {
  it('maps the order with its bookings, operator and prepayment summary; parts only when asked', () => {
    const now = at('2026-12-01T21:00:00Z'); // 5 h before the start
    const out = presentOrder(order, indexOrderParts(loaded([])), now);
    expect(out).toMatchObject({
      id: 1,
      orderKey: 'key-1',
      orderNumber: 'K7M2Q9PA',
      status: 'AWAITING_PREPAYMENT',
      timeZone: 'Asia/Taipei',
      startTime: '2026-12-02T02:00:00.000Z',
      prepayment: { amount: 20000, status: 'PENDING', deadline: '2026-12-01T01:00:00.000Z' },
      bookings: [
        {
          id: 10,
          operator: { id: 7, displayName: '小美', avatarUrl: null },
          serviceItems: [{ id: 100, serviceId: 20, name: '洗剪吹', price: 80000 }],
        },
      ],
    });
    expect(out.bookings[0]!.serviceItems[0]).not.toHaveProperty('service');
    expect(out.bookings[0]).not.toHaveProperty('bookingTags');
    expect(out).not.toHaveProperty('shop');
    expect(out).not.toHaveProperty('paymentables');
    expect(out).not.toHaveProperty('customer');
  });

  it("applies the shop's cut-offs: cancel until 2 h before, reschedule until 4 h before", () => {
    const index = indexOrderParts(loaded([]));
    const early = presentOrder(order, index, at('2026-12-01T21:00:00Z'));
    expect(early).toMatchObject({
      canCancel: true,
      canReschedule: true,
      cancellableUntil: '2026-12-02T00:00:00.000Z',
      reschedulableUntil: '2026-12-01T22:00:00.000Z',
    });
    const late = presentOrder(order, index, at('2026-12-01T23:00:00Z'));
    expect(late).toMatchObject({ canCancel: true, canReschedule: false });
    const done = presentOrder({ ...order, status: 'COMPLETED' }, index, at('2026-12-01T21:00:00Z'));
    expect(done).toMatchObject({
      canCancel: false,
      canReschedule: false,
      cancellableUntil: null,
      reschedulableUntil: null,
    });
  });

  it('embeds the asked parts: a removed service as null, tags, the shop with its city, payments', () => {
    const city = { id: 9, name: '台北市' } as never;
    const parts: OrderPart[] = [
      'bookings.serviceItems.service',
      'bookings.bookingTags',
      'shop.city',
      'paymentables.payments',
    ];
    const out = presentOrder(
      order,
      indexOrderParts(
        loaded(parts, {
          cities: new Map([[9, city]]),
          payments: [
            {
              id: 50,
              paymentableId: 40,
              method: 'CASH',
              amount: 20000,
              currency: 'TWD',
              status: 'SUCCEEDED',
              idempotencyKey: 'k',
              methodTransactionId: null,
              userId: null,
              providerOrderId: null,
              sellerId: null,
              refundedAmount: 0,
              expiresAt: null,
              failureCode: null,
              updatedAt: order.createdAt,
              createdAt: order.createdAt,
            },
          ],
        }),
      ),
      at('2026-12-01T21:00:00Z'),
    );
    expect(out.bookings[0]!.serviceItems[0]!.service).toBeNull();
    expect(out.bookings[0]!.bookingTags).toEqual([{ id: 30, name: 'VIP', color: 'red' }]);
    expect(out.shop).toMatchObject({ id: 5, displayName: '好髮型', city });
    expect(out.shop).not.toHaveProperty('images');
    expect(out.paymentables).toEqual([
      {
        id: 40,
        type: 'PREPAYMENT',
        amount: 20000,
        currency: 'TWD',
        status: 'PENDING',
        deadline: '2026-12-01T01:00:00.000Z',
        paidAt: null,
        payments: [
          {
            id: 50,
            method: 'CASH',
            amount: 20000,
            currency: 'TWD',
            status: 'SUCCEEDED',
            refundedAmount: 0,
            methodTransactionId: null,
            createdAt: '2026-12-01T00:00:00.000Z',
          },
        ],
      },
    ]);
  });
});
