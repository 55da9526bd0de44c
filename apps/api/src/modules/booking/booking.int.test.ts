import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookings,
  bookingServiceItems,
  customers,
  operatorTimeOff,
  orderEvents,
  orderNotifications,
  orders,
  paymentables,
  services,
  shopSpecialDays,
} from '../../db/schema';
import { bookableShop, setShifts, signedInUser } from '../../../test/booking-factories';
import { buildOperator, buildShop } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helper';
import { client } from '../identity/test-support';
import type { BookingContext } from './context';
import { retryPendingNotifications } from '../notifications';
import { expireOverduePrepayments } from './orders/expire-overdue-prepayments';
import { sendDueReminders } from './orders/send-due-reminders';
import { RecordingSmsSender } from '../../platform/sms/sms-sender';

// Tuesday 1 December 2026, 08:00 in Taipei.
const START = new Date('2026-12-01T00:00:00Z');
let now = START;
let t: TestContext;
let api: ReturnType<typeof client>;
const outbox = new RecordingSmsSender();
/** The gateway the app sends through: the recording outbox, or down while `failing`. */
const gateway = {
  failing: false,
  async send(message: Parameters<RecordingSmsSender['send']>[0]) {
    if (this.failing) throw new Error('gateway down');
    await outbox.send(message);
  },
};
/** Messages a number received, once deliveries started by earlier requests are done. */
async function sentTo(phoneNumber: string) {
  await t.app.backgroundTasks.idle();
  return outbox.outbox(phoneNumber);
}

/** Taipei wall time → ISO instant. */
const tp = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`).toISOString();

function jobsContext(): BookingContext {
  return {
    db: t.database.db,
    clock: () => now,
    sms: gateway,
    publicBaseUrl: 'https://haoyue.test',
    log: t.app.log,
    tasks: t.app.backgroundTasks,
  };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, smsSender: gateway });
  api = client(t.app);
});
afterAll(() => t.close());
beforeEach(() => {
  now = START;
  gateway.failing = false;
});

async function startTimes(body: Record<string, unknown>) {
  return api.call('POST', '/v1/bookings:start-times', { body });
}

function timesOf(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  res: { body: any },
  date: string,
): string[] {
  return res.body.data.days
    .find((d: { date: string }) => d.date === date)!
    .times.map((x: { startTime: string }) => x.startTime);
}

describe('POST /v1/bookings:start-times', () => {
  it('lists the slot grid inside hours and shifts, in the shop time zone, with operators', async () => {
    const {
      shop,
      operators,
      services: [cut],
    } = await bookableShop(t.database.db);
    const res = await startTimes({
      shopId: shop.id,
      serviceIds: [cut.id],
      startDate: '2026-12-02',
      endDate: '2026-12-03',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      timeZone: 'Asia/Taipei',
      slotMinutes: 30,
      bookableUntil: '2027-01-30', // 60 days ahead by default
    });
    expect(res.body.data.days.map((d: { date: string }) => d.date)).toEqual([
      '2026-12-02',
      '2026-12-03',
    ]);
    const times = timesOf(res, '2026-12-02');
    // 10:00 … 19:00 for a 60-minute service closing at 20:00.
    expect(times).toHaveLength(19);
    expect(times[0]).toBe(tp('2026-12-02', '10:00'));
    expect(times.at(-1)).toBe(tp('2026-12-02', '19:00'));
    expect(res.body.data.days[0].times[0]).toEqual({
      startTime: tp('2026-12-02', '10:00'),
      endTime: tp('2026-12-02', '11:00'),
      operatorIds: [operators[0]!.id],
    });
  });

  it('honours the lead time and the booking horizon', async () => {
    const {
      shop,
      services: [cut],
    } = await bookableShop(t.database.db, {
      shop: { minLeadMinutes: 60, maxAdvanceDays: 3 },
    });
    now = new Date(tp('2026-12-01', '11:10'));
    const res = await startTimes({
      shopId: shop.id,
      serviceIds: [cut.id],
      startDate: '2026-12-01',
      endDate: '2026-12-06',
    });
    // 11:10 + 60 min = 12:10 → the next grid point is 12:30.
    expect(timesOf(res, '2026-12-01')[0]).toBe(tp('2026-12-01', '12:30'));
    expect(timesOf(res, '2026-12-04')).toHaveLength(19);
    expect(timesOf(res, '2026-12-05')).toEqual([]);
    expect(res.body.data.bookableUntil).toBe('2026-12-04');
  });

  it('removes special closing days, breaks, time off and weekdays off', async () => {
    const db = t.database.db;
    const {
      shop,
      operators,
      services: [cut],
    } = await bookableShop(db);
    const op = operators[0]!;
    await db.insert(shopSpecialDays).values({ shopId: shop.id, date: '2026-12-03', ranges: [] });
    await db
      .insert(shopSpecialDays)
      .values({ shopId: shop.id, date: '2026-12-04', ranges: [[13 * 60, 15 * 60]] });
    // Wednesdays off; lunch 12:00–13:00.
    await setShifts(db, op.id, [['10:00', '20:00']], {
      weekdays: [0, 1, 2, 4, 5, 6],
      breaks: [['12:00', '13:00']],
    });
    await db.insert(operatorTimeOff).values({
      operatorId: op.id,
      startsAt: new Date(tp('2026-12-05', '10:00')),
      endsAt: new Date(tp('2026-12-05', '18:00')),
    });
    const res = await startTimes({
      shopId: shop.id,
      serviceIds: [cut.id],
      startDate: '2026-12-02',
      endDate: '2026-12-06',
    });
    expect(timesOf(res, '2026-12-02')).toEqual([]); // Wednesday off
    expect(timesOf(res, '2026-12-03')).toEqual([]); // shop closed
    expect(timesOf(res, '2026-12-04')).toEqual([
      tp('2026-12-04', '13:00'),
      tp('2026-12-04', '13:30'),
      tp('2026-12-04', '14:00'),
    ]);
    expect(timesOf(res, '2026-12-05')).toEqual([
      tp('2026-12-05', '18:00'),
      tp('2026-12-05', '18:30'),
      tp('2026-12-05', '19:00'),
    ]);
    const sunday = timesOf(res, '2026-12-06');
    expect(sunday).toContain(tp('2026-12-06', '11:00'));
    expect(sunday).not.toContain(tp('2026-12-06', '11:30')); // would run into lunch
    expect(sunday).not.toContain(tp('2026-12-06', '12:30'));
    expect(sunday).toContain(tp('2026-12-06', '13:00'));
  });

  it('runs several services back to back and keeps buffers around existing bookings', async () => {
    const db = t.database.db;
    const {
      shop,
      services: [cut, wash],
    } = await bookableShop(db);
    await db.update(services).set({ bufferAfterMinutes: 15 }).where(eq(services.id, cut.id));
    const both = await startTimes({
      shopId: shop.id,
      serviceIds: [cut.id, wash.id],
      startDate: '2026-12-02',
      endDate: '2026-12-02',
    });
    // 60 + 15 (inner buffer) + 30 = 105 minutes: the last start is 18:00 (18:15 is off-grid).
    expect(timesOf(both, '2026-12-02').at(-1)).toBe(tp('2026-12-02', '18:00'));
    expect(both.body.data.days[0].times[0].endTime).toBe(tp('2026-12-02', '11:45'));

    const { token } = await signedInUser(t);
    const booked = await api.call('POST', '/v1/bookings:order', {
      token,
      body: { shopId: shop.id, serviceIds: [cut.id], startTime: tp('2026-12-02', '10:00') },
    });
    expect(booked.status).toBe(200);
    const after = await startTimes({
      shopId: shop.id,
      serviceIds: [wash.id],
      startDate: '2026-12-02',
      endDate: '2026-12-02',
    });
    // The cut holds the operator 10:00–11:15 (its buffer after): 11:00 is not free, 11:30 is.
    const times = timesOf(after, '2026-12-02');
    expect(times).not.toContain(tp('2026-12-02', '10:30'));
    expect(times).not.toContain(tp('2026-12-02', '11:00'));
    expect(times[0]).toBe(tp('2026-12-02', '11:30'));
  });

  it('refuses bad input with E_VALIDATION and unknown or pending shops with 404', async () => {
    const db = t.database.db;
    const {
      shop,
      services: [cut],
    } = await bookableShop(db);
    const stranger = await buildOperator(db, shop.id);
    const cases: [Record<string, unknown>, string][] = [
      [
        { shopId: shop.id, serviceIds: [], startDate: '2026-12-02', endDate: '2026-12-02' },
        'serviceIds',
      ],
      [
        { shopId: shop.id, serviceIds: [cut.id], startDate: '2026-12-02', endDate: '2027-01-02' },
        'endDate',
      ],
      [
        { shopId: shop.id, serviceIds: [cut.id], startDate: '2026-12-05', endDate: '2026-12-02' },
        'endDate',
      ],
      [
        { shopId: shop.id, serviceIds: [cut.id], startDate: '2026-13-01', endDate: '2026-12-02' },
        'startDate',
      ],
      [
        { shopId: shop.id, serviceIds: [999999], startDate: '2026-12-02', endDate: '2026-12-02' },
        'serviceIds',
      ],
      [
        {
          shopId: shop.id,
          serviceIds: [cut.id],
          operatorId: stranger.id,
          startDate: '2026-12-02',
          endDate: '2026-12-02',
        },
        'operatorId',
      ],
      [
        {
          shopId: shop.id,
          serviceIds: [cut.id],
          startDate: '2026-12-02',
          endDate: '2026-12-02',
          extra: 1,
        },
        '',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await startTimes(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('E_VALIDATION');
      if (field) expect(res.body.error.field).toBe(field);
    }
    const pending = await buildShop(db, { reviewStatus: 'PENDING' });
    const res = await startTimes({
      shopId: pending.id,
      serviceIds: [cut.id],
      startDate: '2026-12-02',
      endDate: '2026-12-02',
    });
    expect(res.status).toBe(404);
  });
});

describe('POST /v1/bookings:form-items and :prepayments', () => {
  it('shows the default profile fields, prefilled for a signed-in user', async () => {
    const { shop } = await bookableShop(t.database.db);
    const anonymous = await api.call('POST', '/v1/bookings:form-items', {
      body: { shopId: shop.id },
    });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data.prefill).toBeNull();
    expect(
      anonymous.body.data.items.map((i: { key: string; required: boolean }) => [i.key, i.required]),
    ).toEqual([
      ['displayName', true],
      ['phoneNumber', true],
      ['contactEmail', false],
      ['gender', false],
      ['birthDate', false],
      ['note', false],
    ]);
    const { user, token } = await signedInUser(t, { displayName: '林小華' });
    const signedIn = await api.call('POST', '/v1/bookings:form-items', {
      token,
      body: { shopId: shop.id },
    });
    expect(signedIn.body.data.prefill).toMatchObject({
      displayName: '林小華',
      phoneNumber: user.phoneNumber,
    });
    const bad = await api.call('POST', '/v1/bookings:form-items', {
      token: 'not-a-token',
      body: { shopId: shop.id },
    });
    expect(bad.status).toBe(401);
  });

  it('quotes the prepayment: percentage of the price from a minimum, due before the start', async () => {
    const {
      shop,
      services: [cut, wash],
    } = await bookableShop(t.database.db, {
      shop: {
        prepaymentSettings: {
          mode: 'PERCENTAGE',
          percentage: 30,
          fixedAmount: 0,
          minOrderPrice: 100000,
          deadlineMinutes: 1440,
        },
      },
    });
    const small = await api.call('POST', '/v1/bookings:prepayments', {
      body: { shopId: shop.id, serviceIds: [cut.id] },
    });
    expect(small.body.data).toMatchObject({ required: false, amount: 0, totalPrice: 80000 });
    const both = await api.call('POST', '/v1/bookings:prepayments', {
      body: {
        shopId: shop.id,
        serviceIds: [cut.id, wash.id],
        startTime: tp('2026-12-01', '15:00'),
      },
    });
    // 30% of NT$1,300 = NT$390; due in 24 h but never after the 15:00 start.
    expect(both.body.data).toEqual({
      required: true,
      amount: 39000,
      totalPrice: 130000,
      currency: 'TWD',
      deadline: tp('2026-12-01', '15:00'),
      deadlineMinutes: 1440,
    });
  });
});

describe('POST /v1/bookings:order', () => {
  it('books: customer, order, booking and items in the database; confirmation sent', async () => {
    const db = t.database.db;
    const {
      shop,
      operators,
      services: [cut, wash],
    } = await bookableShop(db);
    const { user, token } = await signedInUser(t);
    const res = await api.call('POST', '/v1/bookings:order', {
      token,
      body: {
        shopId: shop.id,
        serviceIds: [cut.id, wash.id],
        operatorId: operators[0]!.id,
        startTime: tp('2026-12-02', '14:00'),
        profile: { displayName: '  陳美玲  ', contactEmail: '', gender: 'FEMALE' },
        note: '<b>第一次</b>來\r\n\r\n\r\n\r\n想剪短\u0007',
      },
    });
    expect(res.status).toBe(200);
    const order = res.body.data;
    expect(order).toMatchObject({
      status: 'CONFIRMED',
      shopId: shop.id,
      totalPrice: 130000,
      currency: 'TWD',
      anyOperator: false,
      startTime: tp('2026-12-02', '14:00'),
      endTime: tp('2026-12-02', '15:30'),
      note: '第一次來\n\n想剪短',
      prepayment: null,
      canCancel: true,
      canReschedule: true,
      cancellableUntil: tp('2026-12-02', '12:00'),
    });
    expect(order.orderKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(order.bookings).toHaveLength(1);
    expect(
      order.bookings[0].serviceItems.map((i: { name: string; startTime: string }) => [
        i.name,
        i.startTime,
      ]),
    ).toEqual([
      ['洗剪吹', tp('2026-12-02', '14:00')],
      ['頭皮護理', tp('2026-12-02', '15:00')],
    ]);
    expect(order.shop.displayName).toBe(shop.displayName);
    const withCustomer = await api.call('GET', `/v1/orders/${order.id}?part=customer`, { token });
    expect(withCustomer.body.data.customer).toMatchObject({
      displayName: '陳美玲',
      phoneNumber: user.phoneNumber,
      contactEmail: null,
      gender: 'FEMALE',
    });

    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'CONFIRMED', customerId: order.customerId });
    const bookingRows = await db.select().from(bookings).where(eq(bookings.orderId, order.id));
    expect(bookingRows).toHaveLength(1);
    expect(bookingRows[0]).toMatchObject({ operatorId: operators[0]!.id, status: 'CONFIRMED' });
    const items = await db
      .select()
      .from(bookingServiceItems)
      .where(eq(bookingServiceItems.bookingId, bookingRows[0]!.id));
    expect(items).toHaveLength(2);
    const [customer] = await db.select().from(customers).where(eq(customers.userId, user.id));
    expect(customer).toMatchObject({ sellerId: shop.sellerId, displayName: '陳美玲' });
    const sent = await sentTo(user.phoneNumber!);
    expect(sent[0]?.text).toContain('已預約');
    expect(sent[0]?.text).toContain(`https://haoyue.test/orders/${order.orderKey}`);

    // The same time again: refused, nothing added.
    const again = await api.call('POST', '/v1/bookings:order', {
      token,
      body: {
        shopId: shop.id,
        serviceIds: [cut.id],
        operatorId: operators[0]!.id,
        startTime: tp('2026-12-02', '15:00'),
      },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'E_SLOT_UNAVAILABLE',
      message: '這個時段剛被預約走了，請選擇其他時間',
    });
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.shopId, shop.id))) as [{ n: number }];
    expect(n).toBe(1);
    // A second booking by the same user reuses their customer record.
    const later = await api.call('POST', '/v1/bookings:order', {
      token,
      body: { shopId: shop.id, serviceIds: [wash.id], startTime: tp('2026-12-03', '10:00') },
    });
    expect(later.status).toBe(200);
    expect(later.body.data.customerId).toBe(order.customerId);
  });

  it('needs sign-in, a time on the grid inside the rules and the required profile fields', async () => {
    const {
      shop,
      services: [cut],
    } = await bookableShop(t.database.db);
    const body = { shopId: shop.id, serviceIds: [cut.id], startTime: tp('2026-12-02', '10:00') };
    expect((await api.call('POST', '/v1/bookings:order', { body })).status).toBe(401);
    const { token } = await signedInUser(t);
    const offGrid = await api.call('POST', '/v1/bookings:order', {
      token,
      body: { ...body, startTime: tp('2026-12-02', '10:10') },
    });
    expect(offGrid.status).toBe(400);
    expect(offGrid.body.error.field).toBe('startTime');
    const closed = await api.call('POST', '/v1/bookings:order', {
      token,
      body: { ...body, startTime: tp('2026-12-02', '19:30') },
    });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toMatchObject({
      code: 'E_SLOT_UNAVAILABLE',
      message: '這個時間無法預約（不在營業或服務時間內，或超出可預約的期間），請選擇其他時間',
    });
    const past = await api.call('POST', '/v1/bookings:order', {
      token,
      body: { ...body, startTime: tp('2026-11-30', '10:00') },
    });
    expect(past.status).toBe(409);
    const { token: nameless } = await signedInUser(t, { displayName: null });
    const incomplete = await api.call('POST', '/v1/bookings:order', { token: nameless, body });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error).toMatchObject({
      code: 'E_PROFILE_INCOMPLETE',
      field: 'profile.displayName',
      message: '請填寫姓名',
    });
    const badPhone = await api.call('POST', '/v1/bookings:order', {
      token,
      body: { ...body, profile: { phoneNumber: '+886 12' } },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.field).toBe('profile.phoneNumber');
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.shopId, shop.id))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('any operator: spreads bookings over free operators until none is left', async () => {
    const {
      shop,
      operators,
      services: [cut],
    } = await bookableShop(t.database.db, {
      operatorCount: 2,
    });
    const body = {
      shopId: shop.id,
      serviceIds: [cut.id],
      operatorId: null,
      startTime: tp('2026-12-02', '11:00'),
    };
    const a = await api.call('POST', '/v1/bookings:order', {
      token: (await signedInUser(t)).token,
      body,
    });
    const b = await api.call('POST', '/v1/bookings:order', {
      token: (await signedInUser(t)).token,
      body,
    });
    const c = await api.call('POST', '/v1/bookings:order', {
      token: (await signedInUser(t)).token,
      body,
    });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 409]);
    expect(a.body.data.anyOperator).toBe(true);
    expect([a.body.data.bookings[0].operatorId, b.body.data.bookings[0].operatorId].sort()).toEqual(
      operators.map((o) => o.id).sort(),
    );
  });

  it('the database itself refuses overlapping active bookings of one operator', async () => {
    const db = t.database.db;
    const {
      shop,
      operators,
      services: [cut],
    } = await bookableShop(db);
    const { token } = await signedInUser(t);
    const res = await api.call('POST', '/v1/bookings:order', {
      token,
      body: { shopId: shop.id, serviceIds: [cut.id], startTime: tp('2026-12-02', '10:00') },
    });
    const orderId = res.body.data.id as number;
    const insert = (status: 'CONFIRMED' | 'CANCELLED', from: string, to: string) =>
      db.insert(bookings).values({
        orderId,
        shopId: shop.id,
        operatorId: operators[0]!.id,
        status,
        startsAt: new Date(from),
        endsAt: new Date(to),
        heldFrom: new Date(from),
        heldUntil: new Date(to),
      });
    await expect(
      insert('CONFIRMED', tp('2026-12-02', '10:30'), tp('2026-12-02', '11:30')),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01' }),
    });
    // Touching ranges and cancelled bookings do not conflict.
    await insert('CONFIRMED', tp('2026-12-02', '11:00'), tp('2026-12-02', '12:00'));
    await insert('CANCELLED', tp('2026-12-02', '10:00'), tp('2026-12-02', '11:00'));
  });
});

describe('orders: read, reschedule, cancel', () => {
  async function bookedOrder(options: { cancelCutoffMinutes?: number } = {}) {
    const ctx = await bookableShop(t.database.db, {
      operatorCount: 2,
      shop: {
        cancelCutoffMinutes: options.cancelCutoffMinutes ?? 120,
        rescheduleCutoffMinutes: 240,
      },
    });
    const who = await signedInUser(t);
    const res = await api.call('POST', '/v1/bookings:order', {
      token: who.token,
      body: {
        shopId: ctx.shop.id,
        serviceIds: [ctx.services[0].id],
        operatorId: ctx.operators[0]!.id,
        startTime: tp('2026-12-02', '10:00'),
      },
    });
    expect(res.status).toBe(200);
    return { ...ctx, ...who, order: res.body.data };
  }

  it('GET /v1/orders/{id}: by key or id, with parts, for its customer only', async () => {
    const { order, token } = await bookedOrder();
    const byKey = await api.call(
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
    const byId = await api.call('GET', `/v1/orders/${order.id}`, { token });
    expect(byId.body.data.orderKey).toBe(order.orderKey);
    expect(byId.body.data.shop).toBeUndefined();

    const other = await signedInUser(t);
    expect(
      (await api.call('GET', `/v1/orders/${order.orderKey}`, { token: other.token })).status,
    ).toBe(404);
    expect((await api.call('GET', `/v1/orders/${order.id}`, { token: other.token })).status).toBe(
      404,
    );
    expect((await api.call('GET', `/v1/orders/${order.orderKey}`)).status).toBe(401);
    expect(
      (await api.call('GET', `/v1/orders/${order.orderKey}?part=nope`, { token })).status,
    ).toBe(400);
    const stranger = await api.call('POST', '/v1/orders:cancel', {
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
    const times = await api.call('POST', '/v1/orders:reschedule-times', {
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

    const moved = await api.call('POST', '/v1/orders:reschedule', {
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
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.type)).toEqual(['CREATED', 'RESCHEDULED']);
    expect((await sentTo(user.phoneNumber!))[0]?.text).toContain('已改至');

    const free = await startTimes({
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
    const other = await signedInUser(t);
    await api.call('POST', '/v1/bookings:order', {
      token: other.token,
      body: {
        shopId: shop.id,
        serviceIds: [cut.id],
        operatorId: operators[0]!.id,
        startTime: tp('2026-12-02', '13:00'),
      },
    });
    const clash = await api.call('POST', '/v1/orders:reschedule', {
      token,
      body: { orderId: order.id, startTime: tp('2026-12-02', '13:00') },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('E_SLOT_UNAVAILABLE');
    const still = await api.call('GET', `/v1/orders/${order.id}`, { token });
    expect(still.body.data.startTime).toBe(tp('2026-12-02', '10:30'));
  });

  it('applies the reschedule and cancel cut-offs', async () => {
    const { order, token } = await bookedOrder();
    now = new Date(tp('2026-12-02', '06:30')); // 3.5 h before: reschedule (4 h) closed, cancel (2 h) open
    const read = await api.call('GET', `/v1/orders/${order.id}`, { token });
    expect(read.body.data).toMatchObject({ canReschedule: false, canCancel: true });
    const late = await api.call('POST', '/v1/orders:reschedule', {
      token,
      body: { orderId: order.id, startTime: tp('2026-12-02', '15:00') },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('E_RESCHEDULE_NOT_ALLOWED');
    expect(late.body.error.message).toContain('4 小時');
    now = new Date(tp('2026-12-02', '08:30'));
    const tooLate = await api.call('POST', '/v1/orders:cancel', {
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
    const res = await api.call('POST', '/v1/orders:cancel', {
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
    const free = await startTimes({
      shopId: shop.id,
      serviceIds: [cut.id],
      operatorId: operators[0]!.id,
      startDate: '2026-12-02',
      endDate: '2026-12-02',
    });
    expect(timesOf(free, '2026-12-02')[0]).toBe(tp('2026-12-02', '10:00'));
    const again = await api.call('POST', '/v1/orders:cancel', {
      token,
      body: { orderId: order.id },
    });
    expect(again.status).toBe(409);
  });
});

describe('prepayments and background jobs', () => {
  it('an unpaid prepayment expires once, however many instances sweep, and frees the slot', async () => {
    const db = t.database.db;
    const {
      shop,
      services: [cut],
    } = await bookableShop(db, {
      shop: {
        prepaymentSettings: {
          mode: 'FIXED',
          fixedAmount: 30000,
          percentage: 0,
          minOrderPrice: 0,
          deadlineMinutes: 60,
        },
      },
    });
    const { token, user } = await signedInUser(t);
    const res = await api.call('POST', '/v1/bookings:order', {
      token,
      body: { shopId: shop.id, serviceIds: [cut.id], startTime: tp('2026-12-03', '10:00') },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'AWAITING_PREPAYMENT',
      prepayment: { amount: 30000, status: 'PENDING', deadline: tp('2026-12-01', '09:00') },
    });
    expect((await sentTo(user.phoneNumber!))[0]?.text).toContain('請於');
    const orderId = res.body.data.id as number;

    const ctx = jobsContext();
    expect(await expireOverduePrepayments(ctx)).toEqual([]); // not yet due
    now = new Date(tp('2026-12-01', '09:01'));
    const runs = await Promise.all([
      expireOverduePrepayments(ctx),
      expireOverduePrepayments(ctx),
      expireOverduePrepayments(ctx),
    ]);
    expect(runs.flat().filter((id) => id === orderId)).toHaveLength(1);
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'CANCELLED', cancelledBy: 'SYSTEM' });
    const [p] = await db.select().from(paymentables).where(eq(paymentables.orderId, orderId));
    expect(p!.status).toBe('EXPIRED');
    const expiredEvents = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'EXPIRED')));
    expect(expiredEvents).toHaveLength(1);
    await t.app.backgroundTasks.idle();
    const notes = await db
      .select()
      .from(orderNotifications)
      .where(and(eq(orderNotifications.orderId, orderId), eq(orderNotifications.kind, 'EXPIRED')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.status).toBe('SENT');
    // The slot is bookable again.
    const other = await signedInUser(t);
    const rebooked = await api.call('POST', '/v1/bookings:order', {
      token: other.token,
      body: { shopId: shop.id, serviceIds: [cut.id], startTime: tp('2026-12-03', '10:00') },
    });
    expect(rebooked.status).toBe(200);
  });

  it('sends each reminder once, and none for a booking made inside the reminder window', async () => {
    const db = t.database.db;
    const {
      shop,
      services: [cut],
    } = await bookableShop(db, { shop: { reminderMinutesBefore: 1440 } });
    const early = await signedInUser(t);
    const a = await api.call('POST', '/v1/bookings:order', {
      token: early.token,
      body: { shopId: shop.id, serviceIds: [cut.id], startTime: tp('2026-12-03', '10:00') },
    });
    now = new Date(tp('2026-12-02', '12:00')); // inside the window of both bookings below
    const last = await signedInUser(t);
    const b = await api.call('POST', '/v1/bookings:order', {
      token: last.token,
      body: { shopId: shop.id, serviceIds: [cut.id], startTime: tp('2026-12-03', '11:00') },
    });
    expect([a.status, b.status]).toEqual([200, 200]);
    const ctx = jobsContext();
    await Promise.all([sendDueReminders(ctx), sendDueReminders(ctx)]);
    await sendDueReminders(ctx);
    const reminders = await db
      .select()
      .from(orderNotifications)
      .where(eq(orderNotifications.kind, 'REMINDER'));
    const mine = reminders.filter((r) => [a.body.data.id, b.body.data.id].includes(r.orderId));
    expect(mine.map((r) => r.orderId)).toEqual([a.body.data.id]);
    expect((await sentTo(early.user.phoneNumber!))[0]?.text).toContain('提醒您');
  });
});

describe('message delivery', () => {
  it('a failed confirmation is kept and retried by the jobs until it goes out', async () => {
    const db = t.database.db;
    const {
      shop,
      services: [cut],
    } = await bookableShop(db);
    const { token, user } = await signedInUser(t);
    gateway.failing = true;
    const res = await api.call('POST', '/v1/bookings:order', {
      token,
      body: { shopId: shop.id, serviceIds: [cut.id], startTime: tp('2026-12-02', '10:00') },
    });
    expect(res.status).toBe(200); // the booking stands whatever the gateway does
    await t.app.backgroundTasks.idle();
    const find = async () =>
      (
        await db
          .select()
          .from(orderNotifications)
          .where(eq(orderNotifications.orderId, res.body.data.id))
      )[0]!;
    expect(await find()).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      error: 'Error: gateway down',
    });
    expect(outbox.outbox(user.phoneNumber!)).toEqual([]);

    gateway.failing = false;
    // Not due yet: back-off.
    expect(await retryPendingNotifications(jobsContext())).toBe(0);
    await db
      .update(orderNotifications)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(orderNotifications.orderId, res.body.data.id));
    const [a, b] = await Promise.all([
      retryPendingNotifications(jobsContext()),
      retryPendingNotifications(jobsContext()),
    ]);
    expect(a + b).toBe(1);
    expect(await find()).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(outbox.outbox(user.phoneNumber!)).toHaveLength(1);
  });
});

describe('me: orders and customer records', () => {
  it('lists own orders and customer records only, with filters', async () => {
    const db = t.database.db;
    const {
      shop,
      services: [cut, wash],
    } = await bookableShop(db);
    const me = await signedInUser(t, { displayName: '張雅婷' });
    const book = (startTime: string, serviceId: number) =>
      api.call('POST', '/v1/bookings:order', {
        token: me.token,
        body: { shopId: shop.id, serviceIds: [serviceId], startTime },
      });
    const first = await book(tp('2026-12-02', '10:00'), cut.id);
    const second = await book(tp('2026-12-04', '10:00'), wash.id);
    await api.call('POST', '/v1/orders:cancel', {
      token: me.token,
      body: { orderId: first.body.data.id },
    });
    const someoneElse = await signedInUser(t);
    await api.call('POST', '/v1/bookings:order', {
      token: someoneElse.token,
      body: { shopId: shop.id, serviceIds: [cut.id], startTime: tp('2026-12-03', '10:00') },
    });

    const all = await api.call('GET', '/v1/me/orders', { token: me.token });
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ page: 1, perPage: 50, total: 2 });
    expect(all.body.data.map((o: { id: number }) => o.id)).toEqual([
      second.body.data.id,
      first.body.data.id,
    ]);
    const confirmed = await api.call('GET', '/v1/me/orders?status=CONFIRMED&part=shop', {
      token: me.token,
    });
    expect(confirmed.body.data.map((o: { id: number }) => o.id)).toEqual([second.body.data.id]);
    expect(confirmed.body.data[0].shop.displayName).toBe(shop.displayName);
    const upcoming = await api.call(
      'GET',
      `/v1/me/orders?startTime=${encodeURIComponent(tp('2026-12-03', '00:00'))}`,
      { token: me.token },
    );
    expect(upcoming.body.data.map((o: { id: number }) => o.id)).toEqual([second.body.data.id]);
    expect((await api.call('GET', '/v1/me/orders')).status).toBe(401);
    expect(
      (await api.call('GET', '/v1/me/orders?status=WHATEVER', { token: me.token })).status,
    ).toBe(400);

    const records = await api.call('GET', '/v1/me/customers?part=shops', { token: me.token });
    expect(records.body.data).toHaveLength(1);
    const record = records.body.data[0];
    expect(record).toMatchObject({
      sellerId: shop.sellerId,
      displayName: '張雅婷',
      defaultShopName: shop.displayName,
    });
    expect(record.shops).toEqual([
      { id: shop.id, displayName: shop.displayName, urlSlug: shop.urlSlug },
    ]);
    const one = await api.call('GET', `/v1/me/customers/${record.id}`, { token: me.token });
    expect(one.body.data.id).toBe(record.id);
    expect(
      (await api.call('GET', `/v1/me/customers/${record.id}`, { token: someoneElse.token })).status,
    ).toBe(404);
    const theirOrders = await api.call('GET', `/v1/me/customers/${record.id}/orders?perPage=1`, {
      token: me.token,
    });
    expect(theirOrders.body.meta).toEqual({ page: 1, perPage: 1, total: 2 });
    expect(
      (await api.call('GET', `/v1/me/customers/${record.id}/orders`, { token: someoneElse.token }))
        .status,
    ).toBe(404);

    const form = await api.call('GET', `/v1/me/customers:form?sellerId=${shop.sellerId}`, {
      token: me.token,
    });
    expect(form.body.data.profileSetting.displayName).toEqual({ enabled: true, required: true });
    expect(form.body.data.customer.id).toBe(record.id);
    const fresh = await api.call('GET', `/v1/me/customers:form?sellerId=${shop.sellerId}`, {
      token: someoneElse.token,
    });
    expect(fresh.body.data.customer).not.toBeNull();
    const unknownSeller = await api.call('GET', '/v1/me/customers:form?sellerId=999999', {
      token: me.token,
    });
    expect(unknownSeller.status).toBe(404);
  });

  it("follows the seller's profile settings: disabled fields dropped, required ones enforced", async () => {
    const db = t.database.db;
    const {
      shop,
      services: [cut],
    } = await bookableShop(db);
    await db.execute(
      sql`update sellers set profile_setting = ${JSON.stringify({
        birthDate: { enabled: true, required: true },
        contactEmail: { enabled: false, required: false },
        displayName: { enabled: true, required: true },
        gender: { enabled: true, required: false },
        phoneNumber: { enabled: true, required: true },
      })}::jsonb where id = ${shop.sellerId}`,
    );
    const items = await api.call('POST', '/v1/bookings:form-items', { body: { shopId: shop.id } });
    expect(items.body.data.items.map((i: { key: string }) => i.key)).not.toContain('contactEmail');
    const me = await signedInUser(t);
    const body = { shopId: shop.id, serviceIds: [cut.id], startTime: tp('2026-12-02', '10:00') };
    const missing = await api.call('POST', '/v1/bookings:order', { token: me.token, body });
    expect(missing.body.error).toMatchObject({
      code: 'E_PROFILE_INCOMPLETE',
      field: 'profile.birthDate',
    });
    const ok = await api.call('POST', '/v1/bookings:order', {
      token: me.token,
      body: { ...body, profile: { birthDate: '1995-04-12', contactEmail: 'x@example.com' } },
    });
    expect(ok.status).toBe(200);
    const read = await api.call('GET', `/v1/orders/${ok.body.data.id}?part=customer`, {
      token: me.token,
    });
    expect(read.body.data.customer).toMatchObject({ birthDate: '1995-04-12', contactEmail: null });
  });
});
