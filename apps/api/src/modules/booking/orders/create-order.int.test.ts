import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, bookingServiceItems, customers, orders, users } from '../../../db/schema';
import { bookingTestApp, signedInUser, tp } from '../../../../test/booking-factories';
import { PREPAID, shopFixture } from '../../../../test/shop-fixture';
import { rowsOf } from '../../../lib/sql-rows';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));

describe('POST /v1/bookings:form-items and :prepayments', () => {
  it('shows the default profile fields, prefilled for a signed-in user', async () => {
    const { shop } = await shopFixture(h);
    const anonymous = await h.api.call('POST', '/v1/bookings:form-items', {
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
    const { user, token } = await signedInUser(h.t, { displayName: '林小華' });
    const signedIn = await h.api.call('POST', '/v1/bookings:form-items', {
      token,
      body: { shopId: shop.id },
    });
    expect(signedIn.body.data.prefill).toMatchObject({
      displayName: '林小華',
      phoneNumber: user.phoneNumber,
    });
    const bad = await h.api.call('POST', '/v1/bookings:form-items', {
      token: 'not-a-token',
      body: { shopId: shop.id },
    });
    expect(bad.status).toBe(401);
  });

  it('quotes the prepayment: percentage of the price from a minimum, due before the start', async () => {
    const { shop, cut, wash } = await shopFixture(h, {
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
    const small = await h.api.call('POST', '/v1/bookings:prepayments', {
      body: { shopId: shop.id, serviceIds: [cut.id] },
    });
    expect(small.body.data).toMatchObject({ required: false, amount: 0, totalPrice: 80000 });
    const both = await h.api.call('POST', '/v1/bookings:prepayments', {
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
      cancelCutoffMinutes: 120,
      rescheduleCutoffMinutes: 120,
      coupon: null,
      discountAmount: 0,
      coveredServiceIds: [],
      payablePrice: 130000,
    });
  });
});

describe('POST /v1/bookings:order', () => {
  it("fills the user's empty profile fields from the booking form, never overwriting one", async () => {
    const { book } = await shopFixture(h);
    const blank = await signedInUser(h.t, { displayName: null });
    const first = await book(blank.token, tp('2026-12-02', '14:00'), {
      profile: {
        displayName: '  陳美玲 ',
        gender: 'FEMALE',
        contactEmail: '',
        birthDate: '1990-05-06',
      },
    });
    expect(first.status).toBe(200);
    const me = await h.api.call('GET', '/v1/me', { token: blank.token });
    expect(me.body.data).toMatchObject({
      displayName: '陳美玲',
      gender: 'FEMALE',
      contactEmail: null,
      birthDate: '1990-05-06',
      phoneNumber: blank.user.phoneNumber,
    });

    const named = await signedInUser(h.t, {
      displayName: '林小華',
      contactEmail: 'lin@example.com',
    });
    const second = await book(named.token, tp('2026-12-02', '16:00'), {
      profile: { displayName: '別的名字', gender: 'MALE', contactEmail: 'other@example.com' },
    });
    expect(second.status).toBe(200);
    const [row] = await h.t.database.db.select().from(users).where(eq(users.id, named.user.id));
    expect(row).toMatchObject({
      displayName: '林小華',
      contactEmail: 'lin@example.com',
      gender: 'MALE',
      birthDate: null,
    });
    // The shop's record keeps what was typed for it.
    const [record] = await h.t.database.db
      .select()
      .from(customers)
      .where(eq(customers.userId, named.user.id));
    expect(record!.displayName).toBe('別的名字');
  });

  it('books: customer, order, booking and items in the database; confirmation sent', async () => {
    const { db, shop, operators, cut, wash, book } = await shopFixture(h);
    const { user, token } = await signedInUser(h.t);
    const res = await book(token, tp('2026-12-02', '14:00'), {
      serviceIds: [cut.id, wash.id],
      operatorId: operators[0]!.id,
      profile: { displayName: '  陳美玲  ', contactEmail: '', gender: 'FEMALE' },
      note: '<b>第一次</b>來\r\n\r\n\r\n\r\n想剪短\u0007',
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
    // The answer is built from what was written, not read back: it must be what a read shows.
    const readBack = await h.api.call('GET', `/v1/orders/${order.id}?part=shop&part=paymentables`, {
      token,
    });
    expect(order).toEqual(readBack.body.data);
    const withCustomer = await h.api.call('GET', `/v1/orders/${order.id}?part=customer`, { token });
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
    const sent = await h.sentTo(user.phoneNumber!);
    expect(sent[0]?.text).toContain('已預約');
    expect(sent[0]?.text).toContain(`https://haoyue.test/orders/${order.orderKey}`);

    // The same time again: refused, nothing added.
    const again = await book(token, tp('2026-12-02', '15:00'), { operatorId: operators[0]!.id });
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
    const later = await book(token, tp('2026-12-03', '10:00'), { serviceIds: [wash.id] });
    expect(later.status).toBe(200);
    expect(later.body.data.customerId).toBe(order.customerId);
  });

  it('answers a prepaid booking with what it owes, as a read of the order shows it', async () => {
    const { book } = await shopFixture(h, { shop: { prepaymentSettings: PREPAID } });
    const { token } = await signedInUser(h.t);
    const res = await book(token, tp('2026-12-02', '14:00'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'AWAITING_PREPAYMENT',
      prepayment: { amount: 30000, status: 'PENDING' },
    });
    const readBack = await h.api.call(
      'GET',
      `/v1/orders/${res.body.data.id}?part=shop&part=paymentables`,
      { token },
    );
    expect(res.body.data).toEqual(readBack.body.data);
  });

  it('needs sign-in, a time on the grid inside the rules and the required profile fields', async () => {
    const { shop, cut, book } = await shopFixture(h);
    const body = { shopId: shop.id, serviceIds: [cut.id], startTime: tp('2026-12-02', '10:00') };
    expect((await h.api.call('POST', '/v1/bookings:order', { body })).status).toBe(401);
    const { token } = await signedInUser(h.t);
    const offGrid = await book(token, tp('2026-12-02', '10:10'));
    expect(offGrid.status).toBe(400);
    expect(offGrid.body.error.field).toBe('startTime');
    const closed = await book(token, tp('2026-12-02', '19:30'));
    expect(closed.status).toBe(409);
    expect(closed.body.error).toMatchObject({
      code: 'E_SLOT_UNAVAILABLE',
      message: '這個時間無法預約（不在營業或服務時間內，或超出可預約的期間），請選擇其他時間',
    });
    const past = await book(token, tp('2026-11-30', '10:00'));
    expect(past.status).toBe(409);
    const { token: nameless } = await signedInUser(h.t, { displayName: null });
    const incomplete = await book(nameless, body.startTime);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error).toMatchObject({
      code: 'E_PROFILE_INCOMPLETE',
      field: 'profile.displayName',
      message: '請填寫姓名',
    });
    const badPhone = await book(token, body.startTime, { profile: { phoneNumber: '+886 12' } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.field).toBe('profile.phoneNumber');
    const [{ n }] = (await h.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.shopId, shop.id))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('any operator: spreads bookings over free operators until none is left', async () => {
    const { operators, book } = await shopFixture(h, { operatorCount: 2 });
    /** A new customer asks for any operator at 11:00. */
    const anyOperator = async () =>
      book((await signedInUser(h.t)).token, tp('2026-12-02', '11:00'), { operatorId: null });
    const a = await anyOperator();
    const b = await anyOperator();
    const c = await anyOperator();
    expect([a.status, b.status, c.status]).toEqual([200, 200, 409]);
    expect(a.body.data.anyOperator).toBe(true);
    expect([a.body.data.bookings[0].operatorId, b.body.data.bookings[0].operatorId].sort()).toEqual(
      operators.map((o) => o.id).sort(),
    );
  });

  it('the database itself refuses overlapping active bookings of one operator', async () => {
    const { db, shop, operators, customerOrder } = await shopFixture(h);
    const orderId = (await customerOrder(tp('2026-12-02', '10:00'))).order.id as number;
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

  it('gives every order a readable 8-character number, and draws again if one repeats', async () => {
    const { db, book } = await shopFixture(h, { operatorCount: 2 });
    const first = await book((await signedInUser(h.t)).token, tp('2026-12-03', '10:00'));
    expect(first.status).toBe(200);
    expect(first.body.data.orderNumber).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    // The next draw repeats the first order's number once, then draws as usual.
    await db.execute(sql.raw(`create sequence if not exists order_number_draws`));
    await db.execute(
      sql.raw(`create or replace function random_order_number() returns text language sql volatile
        return case when nextval('order_number_draws') = 1 then '${first.body.data.orderNumber}'
          else (select string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
                from generate_series(1, 8)) end`),
    );
    try {
      const second = await book((await signedInUser(h.t)).token, tp('2026-12-03', '10:00'));
      expect(second.status).toBe(200);
      expect(second.body.data.orderNumber).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      expect(second.body.data.orderNumber).not.toBe(first.body.data.orderNumber);
      const [draws] = rowsOf<{ n: string }>(
        await db.execute(sql.raw(`select last_value::text as n from order_number_draws`)),
      );
      expect(Number(draws!.n)).toBe(2);
    } finally {
      await db.execute(
        sql.raw(`create or replace function random_order_number() returns text language sql volatile
          return (select string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
                  from generate_series(1, 8))`),
      );
    }
  });
});
