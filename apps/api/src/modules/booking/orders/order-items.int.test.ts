import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { couponCampaigns } from '../../../db/schema';
import {
  couponCampaignServices,
  coupons,
  customers,
  voucherServices,
  vouchers,
  voucherTransactions,
} from '../../../db/schema';
import { bookingTestApp, signedInUser, tp } from '../../../../test/booking-factories';
import { shopFixture } from '../../../../test/shop-fixture';
import { buildCouponCampaign } from '../../../../test/member-item-factories';
import { cancelOrder } from './cancel-order';
import { closeOrder } from './close-order';

// Coupons and vouchers while booking (decision 014, point 7). Tuesday 1 December 2026, 08:00
// in Taipei; the shop asks 50 % in advance.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));
const DAY = 86_400_000;
const at = (days: number) => new Date(h.now.getTime() + days * DAY);
let keys = 0;

/** A shop asking half in advance, a customer with a record there, and item factories. */
async function world() {
  const f = await shopFixture(h, {
    operatorCount: 2,
    shop: {
      prepaymentSettings: {
        mode: 'PERCENTAGE',
        percentage: 50,
        fixedAmount: 0,
        minOrderPrice: 0,
        deadlineMinutes: 1440,
      },
    },
  });
  const who = await signedInUser(h.t);
  const [customer] = await f.db
    .insert(customers)
    .values({ sellerId: f.shop.sellerId, userId: who.user.id, displayName: '王小美' })
    .returning();
  const campaign = (values: Partial<typeof couponCampaigns.$inferInsert> = {}) =>
    buildCouponCampaign(f.db, f.shop.sellerId, {
      minSpend: 0,
      scope: 'ORDER',
      startsAt: at(-10),
      endsAt: at(30),
      perCustomerLimit: 5,
      ...values,
    });
  const coupon = async (campaignId: number, values: Partial<typeof coupons.$inferInsert> = {}) => {
    const [row] = await f.db
      .insert(coupons)
      .values({
        sellerId: f.shop.sellerId,
        campaignId,
        customerId: customer!.id,
        source: 'DIRECT',
        seq: ++keys,
        expiresAt: at(30),
        ...values,
      })
      .returning();
    return row!;
  };
  /** A voucher of the customer covering the cut, with its SELL row. */
  const voucher = async (sessions = 5, values: Partial<typeof vouchers.$inferInsert> = {}) => {
    const [row] = await f.db
      .insert(vouchers)
      .values({
        sellerId: f.shop.sellerId,
        customerId: customer!.id,
        name: '洗剪吹 5 次',
        sessionsTotal: sessions,
        sessionsLeft: sessions,
        price: 300000,
        currency: 'TWD',
        ...values,
      })
      .returning();
    await f.db.insert(voucherServices).values({ voucherId: row!.id, serviceId: f.cut.id });
    await f.db.insert(voucherTransactions).values({
      sellerId: f.shop.sellerId,
      voucherId: row!.id,
      kind: 'SELL',
      sessions,
      sessionsAfter: sessions,
      idempotencyKey: `sell-${++keys}`,
    });
    return row!;
  };
  const order = (startTime: string, extra: Record<string, unknown> = {}, token = who.token) =>
    f.book(token, startTime, { serviceIds: [f.cut.id, f.wash.id], ...extra });
  const quote = (extra: Record<string, unknown> = {}, token: string | null = who.token) =>
    h.api.call('POST', '/v1/bookings:prepayments', {
      token: token ?? undefined,
      body: {
        shopId: f.shop.id,
        serviceIds: [f.cut.id, f.wash.id],
        startTime: tp('2026-12-03', '10:00'),
        ...extra,
      },
    });
  const sessionsLeft = async (id: number) =>
    (await f.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]!.sessionsLeft;
  const rowsOf = (voucherId: number) =>
    f.db
      .select()
      .from(voucherTransactions)
      .where(eq(voucherTransactions.voucherId, voucherId))
      .orderBy(voucherTransactions.id);
  const seller = { role: 'SELLER' as const, userId: who.user.id, sellerId: f.shop.sellerId };
  return {
    ...f,
    who,
    customer: customer!,
    campaign,
    coupon,
    voucher,
    order,
    quote,
    sessionsLeft,
    rowsOf,
    seller,
  };
}

describe('coupons while booking', () => {
  it('lowers the prepayment by the discount, shows it on the order and redeems the coupon', async () => {
    const w = await world();
    const c = await w.coupon((await w.campaign()).id);
    // NT$800 + NT$500 = NT$1,300, less NT$200 = NT$1,100: half is NT$550.
    const quoted = await w.quote({ couponId: c.id });
    expect(quoted.body.data).toMatchObject({
      totalPrice: 130000,
      discountAmount: 20000,
      payablePrice: 110000,
      amount: 55000,
      coupon: { id: c.id, name: '折 NT$200', discountAmount: 20000 },
    });
    const res = await w.order(tp('2026-12-03', '10:00'), { couponId: c.id });
    expect(res.status).toBe(200);
    expect(res.body.data.coupon).toEqual({ id: c.id, name: '折 NT$200', discountAmount: 20000 });
    expect(res.body.data.prepayment.amount).toBe(55000);
    const [row] = await w.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row).toMatchObject({ orderId: res.body.data.id, discountAmount: 20000 });
    expect(row!.redeemedAt).not.toBeNull();
    // Used: a second order with it is refused, and nothing of that order is written.
    const again = await w.order(tp('2026-12-04', '10:00'), { couponId: c.id });
    expect([again.status, again.body.error.code]).toEqual([409, 'E_COUPON_REDEEMED']);
  });

  it('checks the limits at order time: minimum spend, expiry, start, one per order', async () => {
    const w = await world();
    const big = await w.coupon((await w.campaign({ minSpend: 200000 })).id);
    const short = await w.order(tp('2026-12-03', '10:00'), { couponId: big.id });
    expect([short.status, short.body.error.code]).toEqual([409, 'E_COUPON_MIN_SPEND_NOT_MET']);
    expect(short.body.error.message).toContain('未達最低消費');
    const old = await w.coupon((await w.campaign()).id, { expiresAt: at(-1) });
    const expired = await w.order(tp('2026-12-03', '10:00'), { couponId: old.id });
    expect([expired.status, expired.body.error.code]).toEqual([409, 'E_ITEM_EXPIRED']);
    const later = await w.coupon((await w.campaign({ startsAt: at(2) })).id);
    const early = await w.order(tp('2026-12-03', '10:00'), { couponId: later.id });
    expect([early.status, early.body.error.code]).toEqual([409, 'E_COUPON_NOT_APPLICABLE']);
    const ok = await w.coupon((await w.campaign()).id);
    const both = await w.order(tp('2026-12-03', '10:00'), { couponId: ok.id, couponCode: 'ABCD' });
    expect([both.status, both.body.error.code]).toEqual([400, 'E_VALIDATION']);
    // Nothing of the refused orders was written.
    const mine = await h.api.call('GET', '/v1/me/orders', { token: w.who.token });
    expect(mine.body.data).toEqual([]);
  });

  it("claims a code with the order, under the campaign's per-customer limit", async () => {
    const w = await world();
    await w.campaign({ claimCode: 'HELLO200', perCustomerLimit: 1 });
    const quoted = await w.quote({ couponCode: 'hello200' });
    expect(quoted.body.data).toMatchObject({ discountAmount: 20000, coupon: { id: null } });
    const first = await w.order(tp('2026-12-03', '10:00'), { couponCode: 'hello200' });
    expect(first.status).toBe(200);
    expect(first.body.data.coupon).toMatchObject({ discountAmount: 20000 });
    const second = await w.order(tp('2026-12-04', '10:00'), { couponCode: 'HELLO200' });
    expect([second.status, second.body.error.code]).toEqual([409, 'E_COUPON_LIMIT_REACHED']);
    const unknown = await w.order(tp('2026-12-04', '10:00'), { couponCode: 'NOPE1234' });
    expect(unknown.status).toBe(404);
  });

  it("refuses someone else's coupon, and items without sign-in on the quote", async () => {
    const w = await world();
    const c = await w.coupon((await w.campaign()).id);
    const other = await signedInUser(h.t);
    const res = await w.order(tp('2026-12-03', '10:00'), { couponId: c.id }, other.token);
    expect(res.status).toBe(404);
    const anonymous = await w.quote({ couponId: c.id }, null);
    expect(anonymous.status).toBe(401);
  });

  it('gives the coupon back when the order is cancelled', async () => {
    const w = await world();
    const c = await w.coupon((await w.campaign()).id);
    const res = await w.order(tp('2026-12-05', '10:00'), { couponId: c.id });
    await cancelOrder(h.jobsContext(), {
      orderId: res.body.data.id,
      actor: { role: 'CUSTOMER', userId: w.who.user.id },
    });
    const [row] = await w.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row).toMatchObject({ redeemedAt: null, orderId: null, discountAmount: null });
  });
});

describe('vouchers while booking', () => {
  it('covers a service: no prepayment for it, a RESERVE row, completion uses it once', async () => {
    const w = await world();
    const v = await w.voucher();
    const quoted = await w.quote({ voucherUses: [{ serviceId: w.cut.id, voucherId: v.id }] });
    // Only the wash (NT$500) is owed: half is NT$250.
    expect(quoted.body.data).toMatchObject({
      coveredServiceIds: [w.cut.id],
      payablePrice: 50000,
      amount: 25000,
    });
    const res = await w.order(tp('2026-12-03', '10:00'), {
      voucherUses: [{ serviceId: w.cut.id, voucherId: v.id }],
    });
    expect(res.status).toBe(200);
    const order = res.body.data;
    expect(order.prepayment.amount).toBe(25000);
    const items = order.bookings[0].serviceItems;
    expect(items[0]).toMatchObject({
      serviceId: w.cut.id,
      voucher: { voucherId: v.id, voucherName: '洗剪吹 5 次', state: 'RESERVED' },
    });
    expect(items[1].voucher).toBeNull();
    expect(await w.sessionsLeft(v.id)).toBe(4);
    const reserve = (await w.rowsOf(v.id)).at(-1)!;
    expect(reserve).toMatchObject({
      kind: 'RESERVE',
      sessions: -1,
      sessionsAfter: 4,
      orderId: order.id,
      serviceItemId: items[0].id,
      idempotencyKey: `order:${order.id}:reserve:${items[0].id}`,
    });

    // Only the cut, covered: nothing is owed in advance and the order is confirmed at once.
    const free = await w.book(w.who.token, tp('2026-12-04', '10:00'), {
      voucherUses: [{ serviceId: w.cut.id, voucherId: v.id }],
    });
    expect(free.body.data).toMatchObject({ status: 'CONFIRMED', prepayment: null });
    expect(await w.sessionsLeft(v.id)).toBe(3);

    h.now = new Date('2026-12-04T03:00:00Z');
    const done = await closeOrder(h.jobsContext(), {
      orderId: free.body.data.id,
      actor: w.seller,
      outcome: 'COMPLETED',
    });
    expect(done.bookings[0]!.serviceItems[0]!.voucher).toMatchObject({ state: 'USED' });
    // The reserve became the use: no second session taken.
    expect(await w.sessionsLeft(v.id)).toBe(3);
    const kinds = (await w.rowsOf(v.id)).map((r) => [r.kind, r.sessions]);
    expect(kinds).toEqual([
      ['SELL', 5],
      ['RESERVE', -1],
      ['USE', -1],
    ]);
  });

  it('releases the session on a cancel in time; a late cancel spends it', async () => {
    const w = await world();
    const v = await w.voucher();
    const uses = [{ serviceId: w.cut.id, voucherId: v.id }];
    const early = await w.book(w.who.token, tp('2026-12-05', '10:00'), { voucherUses: uses });
    const late = await w.book(w.who.token, tp('2026-12-01', '18:00'), { voucherUses: uses });
    expect(await w.sessionsLeft(v.id)).toBe(3);
    const customer = { role: 'CUSTOMER' as const, userId: w.who.user.id };
    const cancelled = await cancelOrder(h.jobsContext(), {
      orderId: early.body.data.id,
      actor: customer,
    });
    expect(cancelled.bookings[0]!.serviceItems[0]!.voucher).toMatchObject({ state: 'RELEASED' });
    expect(await w.sessionsLeft(v.id)).toBe(4);
    // Within 24 hours of the start (the default policy): the session is spent.
    await cancelOrder(h.jobsContext(), { orderId: late.body.data.id, actor: customer });
    expect(await w.sessionsLeft(v.id)).toBe(4);
    const rows = await w.rowsOf(v.id);
    expect(rows.map((r) => r.kind)).toEqual(['SELL', 'RESERVE', 'USE', 'RELEASE']);
    expect(rows.at(-1)).toMatchObject({ sessions: 1, sessionsAfter: 4 });
  });

  it("refuses a voucher not covering the service, used up, expired, or someone else's", async () => {
    const w = await world();
    const v = await w.voucher();
    const wrong = await w.order(tp('2026-12-03', '10:00'), {
      voucherUses: [{ serviceId: w.wash.id, voucherId: v.id }],
    });
    expect([wrong.status, wrong.body.error.code]).toEqual([409, 'E_VOUCHER_NOT_COVERED']);
    const empty = await w.voucher(1, { sessionsLeft: 0 });
    const none = await w.order(tp('2026-12-03', '10:00'), {
      voucherUses: [{ serviceId: w.cut.id, voucherId: empty.id }],
    });
    expect([none.status, none.body.error.code]).toEqual([409, 'E_VOUCHER_USED_UP']);
    const old = await w.voucher(3, { expiresAt: at(-1) });
    const expired = await w.order(tp('2026-12-03', '10:00'), {
      voucherUses: [{ serviceId: w.cut.id, voucherId: old.id }],
    });
    expect([expired.status, expired.body.error.code]).toEqual([409, 'E_ITEM_EXPIRED']);
    const other = await signedInUser(h.t);
    const theirs = await w.order(
      tp('2026-12-03', '10:00'),
      { voucherUses: [{ serviceId: w.cut.id, voucherId: v.id }] },
      other.token,
    );
    expect(theirs.status).toBe(404);
    const twice = await w.order(tp('2026-12-03', '10:00'), {
      voucherUses: [
        { serviceId: w.cut.id, voucherId: v.id },
        { serviceId: w.cut.id, voucherId: v.id },
      ],
    });
    expect(twice.status).toBe(400);
    expect(await w.sessionsLeft(v.id)).toBe(5);
  });

  it('lists the coupons and vouchers that apply to the booking', async () => {
    const w = await world();
    const v = await w.voucher();
    const c = await w.coupon((await w.campaign()).id);
    await w.coupon((await w.campaign({ minSpend: 500000 })).id);
    const washOnly = await w.campaign({ scope: 'SERVICES' });
    await w.db
      .insert(couponCampaignServices)
      .values({ campaignId: washOnly.id, serviceId: w.wash.id });
    const res = await h.api.call('POST', '/v1/bookings:applicable-items', {
      token: w.who.token,
      body: { shopId: w.shop.id, serviceIds: [w.cut.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.coupons.map((x: { coupon: { id: number } }) => x.coupon.id)).toEqual([
      c.id,
    ]);
    expect(res.body.data.vouchers).toEqual([
      expect.objectContaining({
        voucher: expect.objectContaining({ id: v.id }),
        serviceIds: [w.cut.id],
      }),
    ]);
  });
});

describe('races on one item', () => {
  it('two orders with one single-use coupon at once: one wins', async () => {
    const w = await world();
    const c = await w.coupon((await w.campaign()).id);
    const answers = await Promise.all([
      w.order(tp('2026-12-03', '10:00'), { couponId: c.id }),
      w.order(tp('2026-12-03', '14:00'), { couponId: c.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('E_COUPON_REDEEMED');
    const redeemed = await w.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, c.id)));
    expect(redeemed[0]!.orderId).toBe(answers.find((a) => a.status === 200)!.body.data.id);
  });

  it("two orders spending a voucher's last session at once: one wins", async () => {
    const w = await world();
    const v = await w.voucher(1);
    const uses = [{ serviceId: w.cut.id, voucherId: v.id }];
    const answers = await Promise.all([
      w.order(tp('2026-12-03', '10:00'), { voucherUses: uses }),
      w.order(tp('2026-12-03', '14:00'), { voucherUses: uses }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('E_VOUCHER_USED_UP');
    expect(await w.sessionsLeft(v.id)).toBe(0);
  });
});
