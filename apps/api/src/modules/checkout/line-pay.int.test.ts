import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { signedInUser, tp } from '../../../test/booking-factories';
import { linePayCheckoutApp } from '../../../test/line-pay-checkout-fixture';
import { reconcileLinePayments } from './reconcile-line-payments';

// Tuesday 1 December 2026, 08:00 in Taipei; the orders start on the 3rd.
const h = linePayCheckoutApp(new Date('2026-12-01T00:00:00Z'));

describe('paying a prepayment by LINE Pay', () => {
  it('request → approve → confirm: paid, order confirmed, events written, confirmation queued', async () => {
    const shop = await h.shop();
    const { token, order } = await h.order(shop);
    const res = await h.pay(token, order.id, 'first-attempt');
    expect(res.status).toBe(200);
    const { payment, paymentUrl } = res.body.data;
    expect(res.body.data).toMatchObject({ orderId: order.id, orderKey: order.orderKey });
    expect(payment).toMatchObject({
      method: 'LINE_PAY',
      amount: 30000,
      currency: 'TWD',
      status: 'PENDING',
      refundedAmount: 0,
    });
    expect(payment.methodTransactionId).toMatch(/^\d{19}$/);
    expect(paymentUrl).toBe(`${h.linePay.url}/pay/${payment.methodTransactionId}`);
    // LINE Pay was asked for whole dollars, with our landing page and a one-off order id.
    const asked = h.linePay.state.payments.get(payment.methodTransactionId)!;
    expect(asked).toMatchObject({
      amount: 300,
      currency: 'TWD',
      confirmUrl: `https://haoyue.test/line-pay-landing?paymentId=${payment.id}`,
      cancelUrl: `https://haoyue.test/line-pay-landing?paymentId=${payment.id}&cancelled=1`,
    });
    expect(asked.orderId).toMatch(new RegExp(`^hy-${payment.id}-[0-9a-z]+$`));
    const [row] = await h.t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({
      sellerId: shop.shop.sellerId,
      providerOrderId: asked.orderId,
      expiresAt: new Date(h.now.getTime() + 20 * 60_000),
    });

    h.linePay.state.approve(payment.methodTransactionId);
    const confirmed = await h.confirm(payment.id, payment.methodTransactionId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({
      paymentId: payment.id,
      status: 'SUCCEEDED',
      orderId: order.id,
      orderKey: order.orderKey,
      refunded: false,
    });
    expect(asked.state).toBe('CONFIRMED');
    expect(asked.confirmations).toBe(1);
    const s = await h.state(order.id, payment.id);
    expect(s.order.status).toBe('CONFIRMED');
    expect(s.prepayment).toMatchObject({ status: 'PAID', paidAt: h.now });
    expect(s.payment.status).toBe('SUCCEEDED');
    expect(s.events).toEqual([
      ['REQUEST', '0000'],
      ['CALLBACK', null],
      ['CONFIRM', '0000'],
      ['SETTLED', null],
    ]);
    const sent = await h.paidConfirmations(order.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.status).toBe('SENT');

    // A reload answers the state; LINE Pay is not called again.
    const calls = h.confirmCalls();
    const again = await h.confirm(payment.id, payment.methodTransactionId);
    expect(again.body.data).toMatchObject({ status: 'SUCCEEDED', refunded: false });
    expect(h.confirmCalls()).toBe(calls);
    // The order page shows it paid.
    const page = await h.api.call('GET', `/v1/orders/${order.id}`, { token });
    expect(page.body.data).toMatchObject({ status: 'CONFIRMED', prepayment: { status: 'PAID' } });
  });

  it('the same key answers the first attempt; another key while paid is not due', async () => {
    const shop = await h.shop();
    const { token, order } = await h.order(shop);
    const first = await h.pay(token, order.id, 'same-key-1');
    const second = await h.pay(token, order.id, 'same-key-1');
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    // The same key sent twice at once: one attempt (the later may hear 503 while it is asked).
    const [a, b] = await Promise.all([
      h.pay(token, order.id, 'same-key-2'),
      h.pay(token, order.id, 'same-key-2'),
    ]);
    const answered = [a, b].filter((r) => r.status === 200);
    expect(answered.length).toBeGreaterThan(0);
    for (const r of [a, b]) expect([200, 503]).toContain(r.status);
    const ids = new Set(answered.map((r) => r.body.data.payment.id));
    expect(ids.size).toBe(1);

    const { transactionId } = { transactionId: first.body.data.payment.methodTransactionId };
    h.linePay.state.approve(transactionId);
    await h.confirm(first.body.data.payment.id, transactionId);
    const replayed = await h.pay(token, order.id, 'same-key-1');
    expect(replayed.body.data.payment).toMatchObject({ status: 'SUCCEEDED' });
    expect(replayed.body.data.paymentUrl).toBeNull();
    const fresh = await h.pay(token, order.id, 'another-key');
    expect(fresh.status).toBe(409);
    expect(fresh.body.error.code).toBe('E_PREPAYMENT_NOT_DUE');
    // The key belongs to this order.
    const other = await h.order(shop, tp('2026-12-03', '14:00'));
    const reused = await h.pay(token, other.order.id, 'same-key-1');
    expect(reused.status).toBe(404); // not this user's order
  });

  it('refuses other customers, shops without LINE Pay or a channel, and orders not due', async () => {
    const shop = await h.shop();
    const { token, order } = await h.order(shop);
    const stranger = await signedInUser(h.t);
    const notMine = await h.pay(stranger.token, order.id);
    expect(notMine.status).toBe(404);
    expect(notMine.body.error.code).toBe('E_NOT_FOUND');
    expect((await h.pay(token, 2147483000)).status).toBe(404);

    const transfersOnly = await h.shop({ methods: ['BANK_TRANSFER'] });
    const a = await h.order(transfersOnly);
    const refused = await h.pay(a.token, a.order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'E_PAYMENT_METHOD_NOT_ACCEPTED' });
    expect(refused.body.error.message).toMatch(/LINE Pay/);

    const noChannel = await h.shop({ channel: false });
    const b = await h.order(noChannel);
    expect((await h.pay(b.token, b.order.id)).body.error.code).toBe(
      'E_PAYMENT_METHOD_NOT_ACCEPTED',
    );

    const cancelled = await h.api.call('POST', '/v1/orders:cancel', {
      token,
      body: { orderId: order.id },
    });
    expect(cancelled.status).toBe(200);
    const late = await h.pay(token, order.id);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('E_PREPAYMENT_NOT_DUE');
    const none = await h.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, a.user.id));
    expect(none).toEqual([]);
  });

  it('a declined request fails the attempt with 409 E_PAYMENT_DECLINED', async () => {
    const shop = await h.shop();
    const { token, user, order } = await h.order(shop);
    h.linePay.state.script('request', { returnCode: '1141' });
    const res = await h.pay(token, order.id, 'declined-key');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('E_PAYMENT_DECLINED');
    expect(res.body.error.message).toMatch(/LINE Pay/);
    const [row] = await h.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, `user:${user.id}:declined-key`));
    expect(row).toMatchObject({ status: 'FAILED', failureCode: '1141', methodTransactionId: null });
    // The same key answers the same; a new key may try again.
    expect((await h.pay(token, order.id, 'declined-key')).body.error.code).toBe(
      'E_PAYMENT_DECLINED',
    );
    expect((await h.pay(token, order.id, 'declined-key-2')).status).toBe(200);
  });

  it('a cancel on LINE Pay ends the attempt unpaid; a forged pair is 404', async () => {
    const { order, payment } = await h.requestedAttempt();
    const forged = await h.confirm(payment.id, '2026000000000000001');
    expect(forged.status).toBe(404);
    h.linePay.state.cancel(payment.methodTransactionId);
    const res = await h.confirm(payment.id, payment.methodTransactionId, true);
    expect(res.body.data).toMatchObject({ status: 'FAILED', refunded: false });
    const s = await h.state(order.id, payment.id);
    expect(s.payment).toMatchObject({ status: 'FAILED', failureCode: 'CANCELLED_BY_CUSTOMER' });
    expect(s.prepayment.status).toBe('PENDING');
    expect(s.order.status).toBe('AWAITING_PREPAYMENT');
    expect(s.events.map((e) => e[0])).toEqual(['REQUEST', 'CALLBACK', 'CANCELLED_BY_CUSTOMER']);
    // Coming back through the confirm URL afterwards confirms nothing.
    const calls = h.confirmCalls();
    expect((await h.confirm(payment.id, payment.methodTransactionId)).body.data.status).toBe(
      'FAILED',
    );
    expect(h.confirmCalls()).toBe(calls);
  });

  it('confirm before approval goes back to PENDING; an expired request ends EXPIRED', async () => {
    const { order, payment } = await h.requestedAttempt();
    const early = await h.confirm(payment.id, payment.methodTransactionId);
    expect(early.body.data.status).toBe('PENDING');
    expect((await h.state(order.id, payment.id)).payment.failureCode).toBe('1169');
    h.linePay.state.approve(payment.methodTransactionId);
    h.now = new Date(h.now.getTime() + 21 * 60_000);
    const late = await h.confirm(payment.id, payment.methodTransactionId);
    expect(late.body.data).toMatchObject({ status: 'EXPIRED', refunded: false });
    expect((await h.state(order.id, payment.id)).prepayment.status).toBe('PENDING');
  });

  it('LINE Pay not answering the request: 503, the attempt PENDING without a transaction, then failed by the job', async () => {
    const shop = await h.shop();
    const { token, user, order } = await h.order(shop);
    h.linePay.state.script('request', { delayMs: 1_500 });
    const res = await h.pay(token, order.id, 'timeout-key');
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('E_PAYMENT_PROVIDER_UNAVAILABLE');
    const userId = user.id;
    const [row] = await h.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, `user:${userId}:timeout-key`));
    expect(row).toMatchObject({ status: 'PENDING', methodTransactionId: null });
    const s0 = await h.state(order.id, row!.id);
    expect(s0.events).toEqual([['REQUEST', null]]);
    // The same key: still unknown.
    expect((await h.pay(token, order.id, 'timeout-key')).status).toBe(503);

    expect(await reconcileLinePayments(h.ctx())).toBe(0); // not a minute old yet
    h.now = new Date(h.now.getTime() + 2 * 60_000);
    expect(await reconcileLinePayments(h.ctx())).toBeGreaterThanOrEqual(1);
    const s = await h.state(order.id, row!.id);
    expect(s.payment).toMatchObject({ status: 'FAILED', failureCode: 'REQUEST_UNANSWERED' });
    expect(s.events.map((e) => e[0])).toEqual(['REQUEST', 'DETAILS', 'FAILED']);
    expect(s.prepayment.status).toBe('PENDING');
    // The customer pays with a new attempt.
    expect((await h.pay(token, order.id, 'timeout-key-2')).status).toBe(200);
  });

  it('a confirm timeout leaves CONFIRMING; the job finds it confirmed in details and finishes', async () => {
    const { order, payment } = await h.requestedAttempt();
    h.linePay.state.approve(payment.methodTransactionId);
    // LINE Pay confirms but answers too late, and details does not answer either.
    h.linePay.state.script('confirm', { returnCode: '0000', perform: true, delayMs: 1_500 });
    h.linePay.state.script('details', { delayMs: 1_500 });
    const res = await h.confirm(payment.id, payment.methodTransactionId);
    expect(res.body.data).toMatchObject({ status: 'CONFIRMING', refunded: false });
    expect((await h.state(order.id, payment.id)).order.status).toBe('AWAITING_PREPAYMENT');
    h.now = new Date(h.now.getTime() + 2 * 60_000);
    await reconcileLinePayments(h.ctx());
    const s = await h.state(order.id, payment.id);
    expect(s.payment.status).toBe('SUCCEEDED');
    expect(s.prepayment.status).toBe('PAID');
    expect(s.order.status).toBe('CONFIRMED');
    expect(h.linePay.state.payments.get(payment.methodTransactionId)!.confirmations).toBe(1);
    expect(await h.paidConfirmations(order.id)).toHaveLength(1);
  });

  it('an approved attempt the customer never came back from is confirmed by the job (check 0110)', async () => {
    const { order, payment } = await h.requestedAttempt();
    h.linePay.state.approve(payment.methodTransactionId);
    // The customer closed the window; at 20 minutes the attempt is due for a look.
    h.now = new Date(h.now.getTime() + 20 * 60_000);
    await reconcileLinePayments(h.ctx());
    const s = await h.state(order.id, payment.id);
    expect(s.trail).toBe('REQUEST:0000 DETAILS:0000 CHECK:0110 CONFIRM:0000 SETTLED:');
    expect(s.order.status).toBe('CONFIRMED');
  });

  it('an abandoned attempt expires by the job; the order is left to its own deadline', async () => {
    const { order, payment } = await h.requestedAttempt();
    h.now = new Date(h.now.getTime() + 21 * 60_000);
    const ctx = h.ctx();
    const runs = await Promise.all([reconcileLinePayments(ctx), reconcileLinePayments(ctx)]);
    expect(runs.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    const s = await h.state(order.id, payment.id);
    expect(s.payment).toMatchObject({ status: 'EXPIRED', failureCode: '0121' });
    expect(s.events.filter((e) => e[0] === 'CHECK')).toHaveLength(1);
    expect(s.prepayment.status).toBe('PENDING');
    expect(await reconcileLinePayments(ctx)).toBe(0);
  });

  it('1198 on confirm (LINE Pay took it, answered busy): details shows it confirmed, so it is paid', async () => {
    const { order, payment } = await h.requestedAttempt();
    h.linePay.state.approve(payment.methodTransactionId);
    h.linePay.state.script('confirm', { returnCode: '1198', perform: true });
    const res = await h.confirm(payment.id, payment.methodTransactionId);
    expect(res.body.data).toMatchObject({ status: 'SUCCEEDED', refunded: false });
    const s = await h.state(order.id, payment.id);
    expect(s.trail).toBe('REQUEST:0000 CALLBACK: CONFIRM:1198 DETAILS:0000 SETTLED:');
    expect(s.order.status).toBe('CONFIRMED');
  });

  it('a confirm LINE Pay refuses for good fails the attempt, the order still awaiting payment', async () => {
    const { token, order, payment } = await h.requestedAttempt();
    h.linePay.state.approve(payment.methodTransactionId);
    h.linePay.state.script('confirm', { returnCode: '1142' }); // insufficient balance
    const res = await h.confirm(payment.id, payment.methodTransactionId);
    expect(res.body.data).toMatchObject({ status: 'FAILED', refunded: false });
    const s = await h.state(order.id, payment.id);
    expect(s.payment).toMatchObject({ status: 'FAILED', failureCode: '1142' });
    expect(s.prepayment.status).toBe('PENDING');
    expect(s.order.status).toBe('AWAITING_PREPAYMENT');
    // The customer may try again.
    expect((await h.pay(token, order.id)).status).toBe(200);
  });
});
