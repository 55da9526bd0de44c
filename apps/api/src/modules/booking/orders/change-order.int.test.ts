import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents } from '../../../db/schema';
import {
  bookableShop,
  bookingTestApp,
  signedInUser,
  timesOf,
  tp,
} from '../../../../test/booking-factories';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));

describe('orders: read, reschedule, cancel', () => {
  async function bookedOrder(options: { cancelCutoffMinutes?: number } = {}) {
    const ctx = await bookableShop(h.t.database.db, {
      operatorCount: 2,
      shop: {
        cancelCutoffMinutes: options.cancelCutoffMinutes ?? 120,
        rescheduleCutoffMinutes: 240,
      },
    });
    const who = await signedInUser(h.t);
    const res = await h.book(who.token, {
      shopId: ctx.shop.id,
      serviceIds: [ctx.services[0].id],
      operatorId: ctx.operators[0]!.id,
      startTime: tp('2026-12-02', '10:00'),
    });
    expect(res.status).toBe(200);
    return { ...ctx, ...who, order: res.body.data };
  }

  it('GET /v1/orders/{id}: by key or id, with parts, for its customer only', async () => {
    const { order, token } = await bookedOrder();
    const byKey = await h.api.call(
      'GET',
      `/v1/orders/${order.orderKey}?part=shop,shop.images,shop.city,customer,paymentables.payments,bookings.serviceItems.service,bookings.bookingTags,bookings.images`,
      { token },
    );
    expect(byKey.status).toBe(200);
    expect(byKey.body.data.shop).toMatchObject({ id: order.shopId, images: [] });
    expect(byKey.body.data.shop.city.name).toBe('臺北市');
    expect(byKey.body.data.bookings[0]).toMatchObject({ bookingTags: [], images: [] });
    expect(byKey.body.data.bookings[0].serviceItems[0].service.name).toBe('洗剪吹');
    expect(byKey.body.data.paymentables).toEqual([]);
    const byId = await h.api.call('GET', `/v1/orders/${order.id}`, { token });
    expect(byId.body.data.orderKey).toBe(order.orderKey);
    expect(byId.body.data.shop).toBeUndefined();

    const other = await signedInUser(h.t);
    expect(
      (await h.api.call('GET', `/v1/orders/${order.orderKey}`, { token: other.token })).status,
    ).toBe(404);
    expect((await h.api.call('GET', `/v1/orders/${order.id}`, { token: other.token })).status).toBe(
      404,
    );
    expect((await h.api.call('GET', `/v1/orders/${order.orderKey}`)).status).toBe(401);
    expect(
      (await h.api.call('GET', `/v1/orders/${order.orderKey}?part=nope`, { token })).status,
    ).toBe(400);
    const stranger = await h.api.call('POST', '/v1/orders:cancel', {
      token: other.token,
      body: { orderId: order.id },
    });
    expect(stranger.status).toBe(404);
  });

  it('reschedules atomically: own time offered, new time taken, old time freed', async () => {
    const {
      order,
      token,
      shop,
      operators,
      services: [cut],
      user,
    } = await bookedOrder();
    const times = await h.api.call('POST', '/v1/orders:reschedule-times', {
      token,
      body: { orderId: order.id, startDate: '2026-12-02', endDate: '2026-12-02' },
    });
    expect(times.status).toBe(200);
    const offered = timesOf(times, '2026-12-02');
    expect(offered).toContain(tp('2026-12-02', '10:00')); // its own slot is not "busy"
    expect(
      times.body.data.days[0].times.every(
        (x: { operatorIds: number[] }) => x.operatorIds.join() === String(operators[0]!.id),
      ),
    ).toBe(true);

    const moved = await h.api.call('POST', '/v1/orders:reschedule', {
      token,
      body: { orderId: order.id, startTime: tp('2026-12-02', '10:30') },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      startTime: tp('2026-12-02', '10:30'),
      status: 'CONFIRMED',
    });
    expect(moved.body.data.bookings[0]).toMatchObject({
      id: order.bookings[0].id,
      operatorId: operators[0]!.id,
      startTime: tp('2026-12-02', '10:30'),
    });
    expect(moved.body.data.bookings[0].serviceItems[0].startTime).toBe(tp('2026-12-02', '10:30'));
    const events = await h.t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.type)).toEqual(['CREATED', 'RESCHEDULED']);
    expect((await h.sentTo(user.phoneNumber!))[0]?.text).toContain('已改至');

    const free = await h.startTimes({
      shopId: shop.id,
      serviceIds: [cut.id],
      operatorId: operators[0]!.id,
      startDate: '2026-12-02',
      endDate: '2026-12-02',
    });
    const list = timesOf(free, '2026-12-02');
    expect(list).not.toContain(tp('2026-12-02', '10:00')); // 10:00–11:00 overlaps 10:30
    expect(list).not.toContain(tp('2026-12-02', '11:00'));
    expect(list).toContain(tp('2026-12-02', '11:30'));

    // Another customer's time is refused and the order stays where it was.
    const other = await signedInUser(h.t);
    await h.book(other.token, {
      shopId: shop.id,
      serviceIds: [cut.id],
      operatorId: operators[0]!.id,
      startTime: tp('2026-12-02', '13:00'),
    });
    const clash = await h.api.call('POST', '/v1/orders:reschedule', {
      token,
      body: { orderId: order.id, startTime: tp('2026-12-02', '13:00') },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('E_SLOT_UNAVAILABLE');
    const still = await h.api.call('GET', `/v1/orders/${order.id}`, { token });
    expect(still.body.data.startTime).toBe(tp('2026-12-02', '10:30'));
  });

  it('applies the reschedule and cancel cut-offs', async () => {
    const { order, token } = await bookedOrder();
    h.now = new Date(tp('2026-12-02', '06:30')); // 3.5 h before: reschedule (4 h) closed, cancel (2 h) open
    const read = await h.api.call('GET', `/v1/orders/${order.id}`, { token });
    expect(read.body.data).toMatchObject({ canReschedule: false, canCancel: true });
    const late = await h.api.call('POST', '/v1/orders:reschedule', {
      token,
      body: { orderId: order.id, startTime: tp('2026-12-02', '15:00') },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('E_RESCHEDULE_NOT_ALLOWED');
    expect(late.body.error.message).toContain('4 小時');
    h.now = new Date(tp('2026-12-02', '08:30'));
    const tooLate = await h.api.call('POST', '/v1/orders:cancel', {
      token,
      body: { orderId: order.id },
    });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error.code).toBe('E_CANCEL_NOT_ALLOWED');
  });

  it('cancels with a reason, frees the time and refuses a second cancel', async () => {
    const {
      order,
      token,
      shop,
      operators,
      services: [cut],
    } = await bookedOrder();
    const res = await h.api.call('POST', '/v1/orders:cancel', {
      token,
      body: { orderId: order.id, reason: '臨時要加班' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'CANCELLED',
      cancelReason: '臨時要加班',
      cancelledBy: 'CUSTOMER',
      canCancel: false,
      canReschedule: false,
    });
    expect(res.body.data.bookings[0].status).toBe('CANCELLED');
    const free = await h.startTimes({
      shopId: shop.id,
      serviceIds: [cut.id],
      operatorId: operators[0]!.id,
      startDate: '2026-12-02',
      endDate: '2026-12-02',
    });
    expect(timesOf(free, '2026-12-02')[0]).toBe(tp('2026-12-02', '10:00'));
    const again = await h.api.call('POST', '/v1/orders:cancel', {
      token,
      body: { orderId: order.id },
    });
    expect(again.status).toBe(409);
  });
});
