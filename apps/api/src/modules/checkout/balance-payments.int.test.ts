import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookingServiceItems,
  bookings,
  coupons,
  vouchers,
  voucherTransactions,
} from '../../db/schema';
import { balanceTestApp } from '../../../test/balance-fixture';
import { signedInUser, tp } from '../../../test/booking-factories';
import { buildCouponCampaign } from '../../../test/member-item-factories';

// Tuesday 1 December 2026, 08:00 in Taipei; the orders start on the 3rd.
const b = balanceTestApp(new Date('2026-12-01T00:00:00Z'));
const { h } = b;

describe('paying the rest of an order online (POST /v1/orders:pay)', () => {
  it('only the order’s customer: another customer 404, anonymous 401', async () => {
    const shop = await b.shop();
    const { order } = await b.confirmedOrder(shop);
    const stranger = await signedInUser(h.t);
    const notMine = await b.payBalance(stranger.token, order.id);
    expect(notMine.status).toBe(404);
    expect(notMine.body.error.code).toBe('E_NOT_FOUND');
    const anonymous = await b.payBalance(undefined, order.id);
    expect(anonymous.status).toBe(401);
    expect((await b.balanceRows(order.id)).balance).toBeUndefined();
  });

  it('a shop that does not allow it: 409 E_PAYMENT_METHOD_NOT_ACCEPTED, and the page is told so', async () => {
    const shop = await b.shop({ allow: false });
    const { token, order } = await b.confirmedOrder(shop);
    for (const method of ['LINE_PAY', 'DEPOSITORY'] as const) {
      const res = await b.payBalance(token, order.id, method);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'E_PAYMENT_METHOD_NOT_ACCEPTED',
        message: '這間店未開放線上支付尾款',
      });
    }
    expect(await b.balanceDue(token, order.id)).toMatchObject({
      amount: 50000,
      currency: 'TWD',
      allowed: false,
      payable: false,
      unavailableReason: '這間店未開放線上支付尾款',
      methods: [],
      paymentable: null,
    });
  });

  it('the prepayment still pending: 409 E_BALANCE_NOT_DUE; nothing is opened', async () => {
    const shop = await b.shop();
    const { token, order } = await h.order(shop);
    const res = await b.payBalance(token, order.id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('E_BALANCE_NOT_DUE');
    expect(res.body.error.message).toMatch(/訂金/);
    expect(await b.balanceDue(token, order.id)).toMatchObject({
      amount: 80000,
      allowed: true,
      payable: false,
    });
    expect((await b.balanceRows(order.id)).balance).toBeUndefined();
  });

  it('LINE Pay: request → approve → confirm pays the BALANCE; the order stays confirmed', async () => {
    const shop = await b.shop();
    const { token, order } = await b.confirmedOrder(shop);
    const due = await b.balanceDue(token, order.id);
    expect(due).toMatchObject({ amount: 50000, allowed: true, payable: true });
    expect(due.methods.map((m: { method: string; available: boolean }) => m)).toMatchObject([
      { method: 'LINE_PAY', available: true },
      { method: 'DEPOSITORY', available: false, unavailableReason: '儲值金餘額不足', balance: 0 },
    ]);

    const res = await b.payBalance(token, order.id, 'LINE_PAY', 'balance-line-pay');
    expect(res.status).toBe(200);
    const { payment, paymentUrl } = res.body.data;
    expect(payment).toMatchObject({ method: 'LINE_PAY', amount: 50000, status: 'PENDING' });
    expect(paymentUrl).toBe(`${h.linePay.url}/pay/${payment.methodTransactionId}`);
    const asked = h.linePay.state.payments.get(payment.methodTransactionId)!;
    expect(asked).toMatchObject({
      amount: 500,
      confirmUrl: `https://haoyue.test/line-pay-landing?paymentId=${payment.id}`,
    });
    // The same key answers the same attempt.
    const again = await b.payBalance(token, order.id, 'LINE_PAY', 'balance-line-pay');
    expect(again.body.data).toEqual(res.body.data);

    h.linePay.state.approve(payment.methodTransactionId);
    const confirmed = await h.confirm(payment.id, payment.methodTransactionId);
    expect(confirmed.body.data).toMatchObject({ status: 'SUCCEEDED', refunded: false });
    const s = await h.state(order.id, payment.id);
    expect(s.order.status).toBe('CONFIRMED');
    expect(s.events.map((e) => e[0])).toEqual(['REQUEST', 'CALLBACK', 'CONFIRM', 'SETTLED']);
    const rows = await b.balanceRows(order.id);
    expect(rows.balance).toMatchObject({ status: 'PAID', amount: 50000, deadline: null });
    expect(rows.payments).toMatchObject([{ id: payment.id, status: 'SUCCEEDED' }]);

    // Nothing is left: the page is told so, and another key is refused.
    expect(await b.balanceDue(token, order.id)).toMatchObject({
      amount: 0,
      payable: false,
      unavailableReason: '尾款已付清',
      paymentable: { type: 'BALANCE', status: 'PAID', payments: [{ status: 'SUCCEEDED' }] },
    });
    const more = await b.payBalance(token, order.id);
    expect(more.status).toBe(409);
    expect(more.body.error.code).toBe('E_BALANCE_NOT_DUE');
    // The order as the customer reads it lists both: 訂金 and 尾款.
    const page = await h.api.call('GET', `/v1/orders/${order.id}?part=paymentables.payments`, {
      token,
    });
    expect(page.body.data.paymentables.map((p: { type: string }) => p.type).sort()).toEqual([
      'BALANCE',
      'PREPAYMENT',
    ]);
  });

  it('stored value: paid at once in one transaction; the same key twice (even at once) pays once', async () => {
    const shop = await b.shop();
    const { token, order } = await b.confirmedOrder(shop, tp('2026-12-03', '11:00'), 100000);
    expect(await b.storedValue(order.customerId)).toBe(70000);
    const [x, y] = await Promise.all([
      b.payBalance(token, order.id, 'DEPOSITORY', 'balance-sv'),
      b.payBalance(token, order.id, 'DEPOSITORY', 'balance-sv'),
    ]);
    for (const r of [x, y]) expect(r.status).toBe(200);
    expect(x.body.data.payment.id).toBe(y.body.data.payment.id);
    expect(x.body.data).toMatchObject({
      paymentUrl: null,
      payment: { method: 'DEPOSITORY', amount: 50000, status: 'SUCCEEDED' },
    });
    const again = await b.payBalance(token, order.id, 'DEPOSITORY', 'balance-sv');
    expect(again.body.data).toEqual(x.body.data);
    expect(await b.storedValue(order.customerId)).toBe(20000);
    const rows = await b.balanceRows(order.id);
    expect(rows.balance).toMatchObject({ status: 'PAID', amount: 50000 });
    expect(rows.payments).toHaveLength(1);
    expect((await h.state(order.id, x.body.data.payment.id)).order.status).toBe('CONFIRMED');
    // Another key: nothing is left to pay.
    const other = await b.payBalance(token, order.id, 'DEPOSITORY');
    expect(other.body.error.code).toBe('E_BALANCE_NOT_DUE');
    // The key of a stored-value payment cannot start a LINE Pay attempt.
    const crossed = await b.payBalance(token, order.id, 'LINE_PAY', 'balance-sv');
    expect(crossed.body.error.code).toBe('E_IDEMPOTENCY_KEY_REUSED');
  });

  it('stored value short of the rest: 409 E_INSUFFICIENT_BALANCE, nothing spent or paid', async () => {
    const shop = await b.shop();
    const { token, order } = await b.confirmedOrder(shop, tp('2026-12-03', '12:00'), 60000);
    const res = await b.payBalance(token, order.id, 'DEPOSITORY');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('E_INSUFFICIENT_BALANCE');
    expect(await b.storedValue(order.customerId)).toBe(30000);
    const rows = await b.balanceRows(order.id);
    expect(rows.balance?.status ?? 'PENDING').toBe('PENDING');
    expect(rows.payments).toEqual([]);
  });

  it('an order that started, or was cancelled, owes nothing online', async () => {
    const shop = await b.shop();
    const { token, order } = await b.confirmedOrder(shop, tp('2026-12-03', '13:00'));
    h.now = new Date(tp('2026-12-03', '13:05'));
    const started = await b.payBalance(token, order.id);
    expect(started.body.error.code).toBe('E_BALANCE_NOT_DUE');
    expect(started.body.error.message).toMatch(/已開始/);
    h.now = new Date('2026-12-01T00:00:00Z');
    const other = await b.confirmedOrder(shop, tp('2026-12-03', '14:00'));
    await h.api.call('POST', '/v1/orders:cancel', {
      token: other.token,
      body: { orderId: other.order.id },
    });
    const cancelled = await b.payBalance(other.token, other.order.id, 'DEPOSITORY');
    expect(cancelled.body.error.code).toBe('E_BALANCE_NOT_DUE');
  });

  it('the rest leaves out what the customer’s items took off: a coupon’s discount, a voucher-covered service until released', async () => {
    const shop = await b.shop();
    const { token, order } = await b.confirmedOrder(shop);
    const db = h.t.database.db;
    const sellerId = shop.shop.sellerId;
    expect((await b.balanceDue(token, order.id)).amount).toBe(50000);

    // A NT$200 coupon redeemed against the order (as the counter or the booking does).
    const campaign = await buildCouponCampaign(db, sellerId, {
      minSpend: 0,
      scope: 'ORDER',
      startsAt: new Date('2026-11-01T00:00:00Z'),
      endsAt: new Date('2027-01-01T00:00:00Z'),
      perCustomerLimit: 1,
    });
    await db.insert(coupons).values({
      sellerId,
      campaignId: campaign.id,
      customerId: order.customerId,
      source: 'DIRECT',
      seq: 1,
      expiresAt: new Date('2027-01-01T00:00:00Z'),
      redeemedAt: h.now,
      orderId: order.id,
      discountAmount: 20000,
    });
    expect((await b.balanceDue(token, order.id)).amount).toBe(30000);

    // A voucher session held for the order's service: nothing is owed for it (never below 0)…
    const [item] = await db
      .select({ id: bookingServiceItems.id })
      .from(bookingServiceItems)
      .innerJoin(bookings, eq(bookings.id, bookingServiceItems.bookingId))
      .where(eq(bookings.orderId, order.id));
    const [voucher] = await db
      .insert(vouchers)
      .values({
        sellerId,
        customerId: order.customerId,
        name: '剪髮 5 次',
        sessionsTotal: 5,
        sessionsLeft: 4,
        price: 300000,
        currency: 'TWD',
      })
      .returning();
    const hold = (kind: 'RESERVE' | 'RELEASE', sessions: number, after: number) =>
      db.insert(voucherTransactions).values({
        sellerId,
        voucherId: voucher!.id,
        kind,
        sessions,
        sessionsAfter: after,
        orderId: order.id,
        serviceItemId: item!.id,
        idempotencyKey: `order:${order.id}:${kind.toLowerCase()}:${item!.id}`,
      });
    await hold('RESERVE', -1, 4);
    expect(await b.balanceDue(token, order.id)).toMatchObject({ amount: 0, payable: false });
    // …and owed again once the session is released.
    await hold('RELEASE', 1, 5);
    expect((await b.balanceDue(token, order.id)).amount).toBe(30000);
  });
});
