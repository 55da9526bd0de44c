import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents } from '../../../db/schema';
import { bookingTestApp, signedInUser, timesOf, tp } from '../../../../test/booking-factories';
import { expectData, expectError } from '../../../../test/expect-answer';
import { shopFixture } from '../../../../test/shop-fixture';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));

describe('orders: read, reschedule, cancel', () => {
  /** A customer's order of the cut with the first of two operators, 2 December at 10:00. */
  async function bookedOrder(options: { cancelCutoffMinutes?: number } = {}) {
    const f = await shopFixture(h, {
      operatorCount: 2,
      shop: {
        cancelCutoffMinutes: options.cancelCutoffMinutes ?? 120,
        rescheduleCutoffMinutes: 240,
      },
    });
    const operatorId = f.operators[0]!.id;
    const booked = await f.customerOrder(tp('2026-12-02', '10:00'), { operatorId });
    return { ...f, ...booked, operatorId };
  }
  const reschedule = (token: string, orderId: number, startTime: string) =>
    h.api.call('POST', '/v1/orders:reschedule', { token, body: { orderId, startTime } });
  const cancel = (token: string, body: { orderId: number; reason?: string }) =>
    h.api.call('POST', '/v1/orders:cancel', { token, body });

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
    expect((await cancel(other.token, { orderId: order.id })).status).toBe(404);
  });

  it('reschedules atomically: own time offered, new time taken, old time freed', async () => {
    const { order, token, operatorId, user, startTimes, customerOrder } = await bookedOrder();
    const times = await h.api.call('POST', '/v1/orders:reschedule-times', {
      token,
      body: { orderId: order.id, startDate: '2026-12-02', endDate: '2026-12-02' },
    });
    expect(times.status).toBe(200);
    const offered = timesOf(times, '2026-12-02');
    expect(offered).toContain(tp('2026-12-02', '10:00')); // its own slot is not "busy"
    expect(
      times.body.data.days[0].times.every(
        (x: { operatorIds: number[] }) => x.operatorIds.join() === String(operatorId),
      ),
    ).toBe(true);

    const moved = await reschedule(token, order.id, tp('2026-12-02', '10:30'));
    expectData(moved, { startTime: tp('2026-12-02', '10:30'), status: 'CONFIRMED' });
    expect(moved.body.data.bookings[0]).toMatchObject({
      id: order.bookings[0].id,
      operatorId,
      startTime: tp('2026-12-02', '10:30'),
    });
    expect(moved.body.data.bookings[0].serviceItems[0].startTime).toBe(tp('2026-12-02', '10:30'));
    const events = await h.t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.type)).toEqual(['CREATED', 'RESCHEDULED']);
    expect((await h.sentTo(user.phoneNumber!))[0]?.text).toContain('已改至');

    const free = await startTimes('2026-12-02', '2026-12-02', { operatorId });
    const list = timesOf(free, '2026-12-02');
    expect(list).not.toContain(tp('2026-12-02', '10:00')); // 10:00–11:00 overlaps 10:30
    expect(list).not.toContain(tp('2026-12-02', '11:00'));
    expect(list).toContain(tp('2026-12-02', '11:30'));

    // Another customer's time is refused and the order stays where it was.
    await customerOrder(tp('2026-12-02', '13:00'), { operatorId });
    const clash = await reschedule(token, order.id, tp('2026-12-02', '13:00'));
    expectError(clash, 409, 'E_SLOT_UNAVAILABLE');
    const still = await h.api.call('GET', `/v1/orders/${order.id}`, { token });
    expect(still.body.data.startTime).toBe(tp('2026-12-02', '10:30'));
  });

  it('applies the reschedule and cancel cut-offs', async () => {
    const { order, token } = await bookedOrder();
    h.now = new Date(tp('2026-12-02', '06:30')); // 3.5 h before: reschedule (4 h) closed, cancel (2 h) open
    const read = await h.api.call('GET', `/v1/orders/${order.id}`, { token });
    expect(read.body.data).toMatchObject({ canReschedule: false, canCancel: true });
    const late = await reschedule(token, order.id, tp('2026-12-02', '15:00'));
    expectError(late, 409, 'E_RESCHEDULE_NOT_ALLOWED');
    expect(late.body.error.message).toContain('4 小時');
    h.now = new Date(tp('2026-12-02', '08:30'));
    expectError(await cancel(token, { orderId: order.id }), 409, 'E_CANCEL_NOT_ALLOWED');
  });

  it('cancels with a reason, frees the time and refuses a second cancel', async () => {
    const { order, token, operatorId, startTimes } = await bookedOrder();
    const res = await cancel(token, { orderId: order.id, reason: '臨時要加班' });
    expectData(res, {
      status: 'CANCELLED',
      cancelReason: '臨時要加班',
      cancelledBy: 'CUSTOMER',
      canCancel: false,
      canReschedule: false,
    });
    expect(res.body.data.bookings[0].status).toBe('CANCELLED');
    const free = await startTimes('2026-12-02', '2026-12-02', { operatorId });
    expect(timesOf(free, '2026-12-02')[0]).toBe(tp('2026-12-02', '10:00'));
    expect((await cancel(token, { orderId: order.id })).status).toBe(409);
  });
});
