import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  customerMerges,
  customers,
  orderEvents,
  orders,
  payments,
  paymentables,
} from '../../db/schema';
import { signedInUser, timesOf, tp } from '../../../test/booking-factories';
import { expectData, expectError } from '../../../test/expect-answer';
import {
  accessMatrix,
  callerToken,
  route,
  type SellerCaller as Caller,
} from '../../../test/access-matrix';
import { sellerTestKit } from '../../../test/seller-factories';
import { PREPAID, type ShopFixture, shopFixture } from '../../../test/shop-fixture';
import { ScheduleCache } from '../availability';
import { expireOverduePrepayments } from '../booking';

// Tuesday 1 December 2026, 08:00 in Taipei.
const START = new Date('2026-12-01T00:00:00Z');
let now = START;
const kit = sellerTestKit({ clock: () => now });
beforeEach(() => {
  now = START;
});

/** A shop of another seller. */
const foreignShop = () => shopFixture(kit);

/** A shop of the callers' seller, with two operators unless `options` say otherwise. */
async function ownShop(options: Parameters<typeof shopFixture>[1] = {}) {
  return shopFixture(kit, {
    operatorCount: 2,
    ...options,
    shop: { sellerId: kit.callers.sellerId, ...options.shop },
  });
}

/** A customer's online order of the cut with an operator (by index), at a Taipei wall time. */
function customerOrder(f: ShopFixture, date: string, time: string, operator = 0) {
  return f.customerOrder(tp(date, time), { operatorId: f.operators[operator]!.id });
}

/** The shop, a service and an operator (by index) of a request body. */
const withOperator = (f: ShopFixture, service = 0, operator = 0) => ({
  shopId: f.shop.id,
  serviceIds: [f.services[service]!.id],
  operatorId: f.operators[operator]!.id,
});

const seller = (path: string) => `/v1/sellers/${kit.callers.sellerId}${path}`;
/** A call of a seller route by the staff member. */
const asStaff = (method: string, path: string, body?: unknown) =>
  kit.api.call(method, seller(path), { token: kit.callers.staff.token, body });
/** The orders of a shop from `startDate` to `endDate`, as the caller with `token` sees them. */
const shopOrders = (shopId: number, startDate: string, endDate: string, token?: string) =>
  kit.api.call('GET', seller(`/shops/${shopId}/orders?startDate=${startDate}&endDate=${endDate}`), {
    token,
  });
const token = (who: Caller) => callerToken(kit.callers, who);

describe('who may work the calendar', () => {
  // Every member role; other sellers and customers 404; anonymous 401. Each caller's call has a
  // shop of its own (and an order there, at 10:00 on 3 December), so no call spoils the next.
  const order = async () => {
    const f = await ownShop();
    return { f, order: (await customerOrder(f, '2026-12-03', '10:00')).order };
  };
  accessMatrix(kit, {
    routes: [
      route('GET /shops/{shopId}/orders', 'calendar.work', async () => ({
        url: seller(
          `/shops/${(await ownShop()).shop.id}/orders?startDate=2026-12-01&endDate=2026-12-07`,
        ),
      })),
      route('GET /orders/{orderId}', 'calendar.work', async () => ({
        url: seller(`/orders/${(await order()).order.id}`),
      })),
      {
        name: 'GET /customers',
        permission: 'calendar.work',
        request: () => ({ method: 'GET', url: seller('/customers') }),
      },
      route('POST /orders', 'calendar.work', async () => ({
        url: seller('/orders'),
        body: {
          ...withOperator(await ownShop(), 1, 1),
          startTime: tp('2026-12-04', '10:00'),
          profile: { displayName: '現場客' },
        },
      })),
      route('POST /orders/{orderId}:reschedule', 'calendar.work', async () => ({
        url: seller(`/orders/${(await order()).order.id}:reschedule`),
        body: { startTime: tp('2026-12-05', '10:00') },
      })),
      {
        // Once the visit has begun (a future one cannot be completed: see below): the order is
        // made now, the call comes on 6 December (`beforeEach` sets the clock back).
        name: 'POST /orders/{orderId}:complete',
        permission: 'calendar.work',
        request: async () => {
          now = START;
          const { order: o } = await order();
          now = new Date('2026-12-06T00:00:00Z');
          return { method: 'POST', url: seller(`/orders/${o.id}:complete`) };
        },
      },
    ],
  });
});

describe('calendar', () => {
  it("lists a shop's orders by local dates, with customers, and no other shop's", async () => {
    const f = await ownShop();
    const other = await ownShop();
    const a = await customerOrder(f, '2026-12-02', '10:00');
    const b = await customerOrder(f, '2026-12-02', '19:00', 1);
    await customerOrder(f, '2026-12-09', '10:00');
    await customerOrder(other, '2026-12-02', '11:00');
    const { owner, staff } = kit.callers;
    const res = await shopOrders(f.shop.id, '2026-12-01', '2026-12-07', staff.token);
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { id: number }) => o.id)).toEqual([a.order.id, b.order.id]);
    expect(res.body.data[0].customer.phoneNumber).toBe(a.user.phoneNumber);
    expect(res.body.data[0].bookings[0].operator.id).toBe(f.operators[0]!.id);
    const tooLong = await shopOrders(f.shop.id, '2026-12-01', '2027-03-01', staff.token);
    expect(tooLong.status).toBe(400);
    const foreign = await foreignShop();
    const hidden = await shopOrders(foreign.shop.id, '2026-12-01', '2026-12-07', owner.token);
    expect(hidden.status).toBe(404);
  });

  it('books walk-ins: inside the lead time, never over another booking or outside shifts', async () => {
    const f = await ownShop({ shop: { minLeadMinutes: 240 } });
    await customerOrder(f, '2026-12-01', '14:00');
    const walkIn = (body: Record<string, unknown>) =>
      asStaff('POST', '/orders', { ...withOperator(f), ...body });
    // 10:00 today is inside the 4-hour lead time customers get; the shop may book it.
    const first = await walkIn({
      startTime: tp('2026-12-01', '10:00'),
      profile: { displayName: '陳太太', phoneNumber: '+886 0912-345-678' },
      note: '電話預約',
    });
    expectData(first, {
      status: 'CONFIRMED',
      source: 'SELLER',
      note: '電話預約',
      prepayment: null,
      customer: { displayName: '陳太太' },
    });
    const clash = await walkIn({
      startTime: tp('2026-12-01', '14:30'),
      profile: { displayName: '王先生' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({
      code: 'E_SLOT_UNAVAILABLE',
      message: '這個時段剛被預約走了，請選擇其他時間',
    });
    const closed = await walkIn({
      startTime: tp('2026-12-01', '20:00'),
      profile: { displayName: '王先生' },
    });
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toContain('不在營業或服務時間內');
    const yesterday = await walkIn({
      startTime: tp('2026-11-30', '10:00'),
      profile: { displayName: '王先生' },
    });
    expect(yesterday.status).toBe(409);
    const nameless = await walkIn({ startTime: tp('2026-12-01', '16:00'), profile: {} });
    expect(nameless.body.error).toMatchObject({
      code: 'E_PROFILE_INCOMPLETE',
      field: 'profile.displayName',
    });
    // The same phone again is the same customer.
    const again = await walkIn({
      startTime: tp('2026-12-02', '10:00'),
      profile: { displayName: '陳太太', phoneNumber: first.body.data.customer.phoneNumber },
    });
    expect(again.body.data.customerId).toBe(first.body.data.customerId);
    const phoneNumber = encodeURIComponent(first.body.data.customer.phoneNumber);
    const found = await asStaff('GET', `/customers?phoneNumber=${phoneNumber}`);
    expect(found.body.data.map((c: { id: number }) => c.id)).toEqual([first.body.data.customerId]);
    const local = await asStaff('GET', '/customers?phoneNumber=0912-345-678');
    expect(local.body.data.map((c: { id: number }) => c.id)).toEqual([first.body.data.customerId]);
    const byName = await asStaff('GET', `/customers?keyword=${encodeURIComponent('陳太')}`);
    expect(byName.body.data.map((c: { id: number }) => c.id)).toContain(first.body.data.customerId);
    // By id, for a returning customer.
    const byId = await walkIn({
      startTime: tp('2026-12-02', '12:00'),
      customerId: first.body.data.customerId,
    });
    expect(byId.status).toBe(200);
  });

  it('links a walk-in to the user with that phone, who then sees it in their orders', async () => {
    const f = await ownShop();
    const regular = await signedInUser(kit.t, { displayName: '林小姐' });
    const res = await kit.api.call('POST', seller('/orders'), {
      token: kit.callers.owner.token,
      body: {
        ...withOperator(f),
        startTime: tp('2026-12-03', '10:00'),
        profile: { displayName: '林小姐', phoneNumber: regular.user.phoneNumber },
      },
    });
    expect(res.status).toBe(200);
    const mine = await kit.api.call('GET', '/v1/me/orders', { token: regular.token });
    expect(mine.body.data.map((o: { id: number }) => o.id)).toContain(res.body.data.id);
  });

  it('gives a phone booking to whoever verifies that phone later: link, list and record merge', async () => {
    const f = await ownShop();
    const phone = '+886955123457';
    const walkIn = (time: string, name: string) =>
      kit.api.call('POST', seller('/orders'), {
        token: kit.callers.owner.token,
        body: {
          ...withOperator(f),
          startTime: tp('2026-12-03', time),
          profile: { displayName: name, phoneNumber: '+886 0955-123-457' },
        },
      });
    const first = await walkIn('10:00', '張先生');
    expect(first.status).toBe(200);
    // The shop's notes on the record survive the claim.
    await kit.t.database.db
      .update(customers)
      .set({ summary: '偏好短髮' })
      .where(eq(customers.id, first.body.data.customerId));
    // He signs up with that number: the booking is his, by its link and in his list.
    const him = await kit.api.signInBySms(phone);
    const token = him.body.data.token as string;
    const byKey = await kit.api.call('GET', `/v1/orders/${first.body.data.orderKey}`, { token });
    expect(byKey.status).toBe(200);
    expect(byKey.body.data.orderNumber).toBe(first.body.data.orderNumber);
    const mine = await kit.api.call('GET', '/v1/me/orders', { token });
    expect(mine.body.data.map((o: { id: number }) => o.id)).toEqual([first.body.data.id]);
    const records = await kit.api.call('GET', '/v1/me/customers', { token });
    expect(records.body.data).toMatchObject([{ displayName: '張先生' }]);
    // Another walk-in record of the same phone made behind the shop's back (an import) is
    // merged into his at his next sign-in; the shop's search then finds one customer.
    const [stray] = await kit.t.database.db
      .insert(customers)
      .values({
        sellerId: kit.callers.sellerId,
        displayName: '張先生',
        phoneNumber: phone,
        summary: '舊卡',
      })
      .returning();
    const [strayOrder] = await kit.t.database.db
      .update(orders)
      .set({ customerId: stray!.id })
      .where(eq(orders.id, first.body.data.id))
      .returning();
    expect(strayOrder!.customerId).toBe(stray!.id);
    expect(
      (await kit.api.call('GET', `/v1/orders/${first.body.data.orderKey}`, { token })).status,
    ).toBe(404);
    // (A password sign-in this time: the phone was verified at sign-up.)
    await kit.api.call('PATCH', '/v1/me', {
      token,
      body: { password: 'zhang-1234', passwordConfirmation: 'zhang-1234' },
    });
    const withPassword = await kit.api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'basic', username: phone, password: 'zhang-1234' },
    });
    expect(withPassword.status).toBe(200);
    expect(
      (await kit.api.call('GET', `/v1/orders/${first.body.data.orderKey}`, { token })).status,
    ).toBe(200);
    const merges = await kit.t.database.db
      .select()
      .from(customerMerges)
      .where(eq(customerMerges.phoneNumber, phone));
    expect(merges.map((m) => [m.fromCustomerId, m.intoCustomerId, m.ordersMoved])).toEqual([
      [first.body.data.customerId, first.body.data.customerId, 0],
      [stray!.id, first.body.data.customerId, 1],
    ]);
    const [own] = await kit.t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, first.body.data.customerId));
    expect(own!.summary).toBe('偏好短髮\n舊卡');
    const found = await kit.api.call(
      'GET',
      seller(`/customers?keyword=${encodeURIComponent('張先生')}`),
      {
        token: kit.callers.owner.token,
      },
    );
    expect(found.body.data.map((c: { id: number }) => c.id)).toEqual([first.body.data.customerId]);
    // The shop books him again by phone: the booking goes to his record, not a new one.
    const second = await walkIn('12:00', '張先生');
    expect(second.body.data.customerId).toBe(first.body.data.customerId);
    const again = await kit.api.call('GET', '/v1/me/orders', { token });
    expect(again.body.data).toHaveLength(2);
  });

  it('finds an order by the number the customer reads out, however it is typed', async () => {
    const f = await ownShop();
    const { order } = await customerOrder(f, '2026-12-02', '10:00');
    const number = order.orderNumber as string;
    const typed = `${number.slice(0, 4).toLowerCase()}-${number.slice(4)}`;
    const found = await asStaff('GET', `/orders:by-number?orderNumber=${typed}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ id: order.id, orderNumber: number });
    expect(found.body.data.customer).toBeTruthy();
    // Another seller's order looks like none; a string that cannot be a number is refused.
    const theirs = await (await foreignShop()).customerOrder(tp('2026-12-02', '11:00'));
    const other = await asStaff('GET', `/orders:by-number?orderNumber=${theirs.order.orderNumber}`);
    expect(other.status).toBe(404);
    const bad = await asStaff('GET', '/orders:by-number?orderNumber=O0I1L');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('8 碼');
    const anonymous = await kit.api.call('GET', seller(`/orders:by-number?orderNumber=${number}`));
    expect(anonymous.status).toBe(401);
  });

  it('moves a booking to another time and operator, past the customer cut-off, never onto another', async () => {
    const f = await ownShop({
      shop: { rescheduleCutoffMinutes: 1440 },
    });
    const { order } = await customerOrder(f, '2026-12-01', '15:00');
    await customerOrder(f, '2026-12-01', '17:00', 1);
    const operatorId = f.operators[1]!.id;
    const move = (time: string) =>
      asStaff('POST', `/orders/${order.id}:reschedule`, {
        startTime: tp('2026-12-01', time),
        operatorId,
      });
    const moved = await move('16:00');
    expect(moved.status).toBe(200);
    expect(moved.body.data.bookings[0]).toMatchObject({
      operatorId,
      startTime: tp('2026-12-01', '16:00'),
    });
    const onto = await move('16:30');
    expect(onto.status).toBe(409);
    const events = await kit.t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.type, e.actor])).toEqual([
      ['CREATED', 'CUSTOMER'],
      ['RESCHEDULED', 'SELLER'],
    ]);
  });

  it('cancels, completes and marks no-shows; a no-show frees the time', async () => {
    const f = await ownShop();
    const a = await customerOrder(f, '2026-12-02', '10:00');
    const b = await customerOrder(f, '2026-12-02', '12:00');
    const c = await customerOrder(f, '2026-12-02', '14:00');
    const cancelled = await asStaff('POST', `/orders/${a.order.id}:cancel`, {
      reason: '設計師臨時請假',
    });
    expect(cancelled.body.data).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'SELLER',
      cancelReason: '設計師臨時請假',
    });
    await kit.t.app.backgroundTasks.idle();
    now = new Date('2026-12-02T08:00:00Z'); // 16:00 in Taipei: all three visits have begun
    const done = await asStaff('POST', `/orders/${b.order.id}:complete`);
    expect(done.body.data.status).toBe('COMPLETED');
    const twice = await asStaff('POST', `/orders/${b.order.id}:complete`);
    expect(twice.status).toBe(409);
    const missed = await asStaff('POST', `/orders/${c.order.id}:no-show`);
    expect(missed.body.data.status).toBe('NO_SHOW');
    now = START;
    const times = await f.startTimes('2026-12-02', '2026-12-02', {
      operatorId: f.operators[0]!.id,
    });
    const starts = timesOf(times, '2026-12-02');
    expect(starts).toContain(tp('2026-12-02', '10:00')); // cancelled
    expect(starts).not.toContain(tp('2026-12-02', '12:00')); // completed still held
    expect(starts).toContain(tp('2026-12-02', '14:00')); // no-show freed
  });

  it('refuses to complete or mark a no-show before the visit begins (issue 36); cancel or move instead', async () => {
    const f = await ownShop();
    const { order } = await customerOrder(f, '2026-12-02', '10:00');
    now = new Date('2026-12-02T01:59:00Z'); // 09:59 in Taipei, a minute before the visit
    const early = await asStaff('POST', `/orders/${order.id}:complete`);
    expect(early.status).toBe(409);
    expect(early.body.error).toEqual({
      code: 'E_ORDER_STATE',
      message: '預約時間還沒到，不能標記完成；如需變更，請改期或取消預約',
    });
    const missed = await asStaff('POST', `/orders/${order.id}:no-show`);
    expect(missed.status).toBe(409);
    expect(missed.body.error.message).toBe(
      '預約時間還沒到，不能標記未到；如需變更，請改期或取消預約',
    );
    const still = await asStaff('GET', `/orders/${order.id}`);
    expect(still.body.data.status).toBe('CONFIRMED');
    now = new Date('2026-12-02T02:00:00Z'); // 10:00: the visit has begun
    const done = await asStaff('POST', `/orders/${order.id}:complete`);
    expect(done.body.data.status).toBe('COMPLETED');
  });

  it('marks a prepayment paid once per key, confirming the order; not after it expired', async () => {
    const f = await ownShop({ shop: { prepaymentSettings: PREPAID } });
    const { order } = await customerOrder(f, '2026-12-02', '10:00');
    expect(order.status).toBe('AWAITING_PREPAYMENT');
    const pay = (key: string) =>
      asStaff('POST', `/orders/${order.id}:mark-paid`, {
        method: 'BANK_TRANSFER',
        idempotencyKey: key,
      });
    const [first, retry] = await Promise.all([pay('transfer-0001'), pay('transfer-0001')]);
    expect([first.status, retry.status].sort()).toEqual([200, 200].sort());
    expect(first.body.data.status).toBe('CONFIRMED');
    expect(first.body.data.paymentables[0]).toMatchObject({ status: 'PAID', amount: 30000 });
    const [p] = await kit.t.database.db
      .select()
      .from(paymentables)
      .where(eq(paymentables.orderId, order.id));
    const rows = await kit.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentableId, p!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'BANK_TRANSFER', amount: 30000, status: 'SUCCEEDED' });
    const other = await pay('transfer-0002');
    expect(other.status).toBe(409);

    const late = await customerOrder(f, '2026-12-03', '10:00');
    now = new Date(tp('2026-12-01', '09:30'));
    await expireOverduePrepayments({
      db: kit.t.database.db,
      clock: () => now,
      sms: { send: async () => {} },
      publicBaseUrl: 'https://haoyue.test',
      log: kit.t.app.log,
      tasks: kit.t.app.backgroundTasks,
      schedules: new ScheduleCache(),
    });
    const tooLate = await asStaff('POST', `/orders/${late.order.id}:mark-paid`, {
      method: 'CASH',
      idempotencyKey: 'cash-00000001',
    });
    expectError(tooLate, 409, 'E_ORDER_STATE');
  });

  it('seller start times: inside the lead time, the moved order not busy, members only', async () => {
    const f = await ownShop({ shop: { minLeadMinutes: 240 } });
    const { order } = await customerOrder(f, '2026-12-01', '15:00');
    const body = {
      ...withOperator(f),
      startDate: '2026-12-01',
      endDate: '2026-12-01',
    };
    const times = async (extra: Record<string, unknown> = {}, who: Caller = 'staff') => {
      const res = await kit.api.call('POST', seller('/start-times'), {
        token: token(who),
        body: { ...body, ...extra },
      });
      return {
        status: res.status,
        starts: (res.body.data?.days?.[0]?.times ?? []).map(
          (x: { startTime: string }) => x.startTime,
        ),
      };
    };
    const plain = await times();
    expect(plain.status).toBe(200);
    expect(plain.starts[0]).toBe(tp('2026-12-01', '10:00')); // customers start at 12:00 today
    expect(plain.starts).not.toContain(tp('2026-12-01', '15:30')); // overlaps the order
    const moving = await times({ excludeOrderId: order.id });
    expect(moving.starts).toContain(tp('2026-12-01', '15:30'));
    expect((await times({}, 'outsider')).status).toBe(404);
    expect((await times({}, 'anonymous')).status).toBe(401);
    const foreign = await foreignShop();
    const theirs = await customerOrder(foreign, '2026-12-02', '10:00');
    expect((await times({ excludeOrderId: theirs.order.id })).status).toBe(404);
  });

  it("another seller's order is 404 to this seller", async () => {
    const foreign = await foreignShop();
    const { order } = await customerOrder(foreign, '2026-12-02', '10:00');
    for (const [method, path] of [
      ['GET', `/orders/${order.id}`],
      ['POST', `/orders/${order.id}:complete`],
      ['POST', `/orders/${order.id}:cancel`],
    ] as const) {
      const res = await kit.api.call(method, seller(path), {
        token: kit.callers.owner.token,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(res.status, path).toBe(404);
    }
  });
});
