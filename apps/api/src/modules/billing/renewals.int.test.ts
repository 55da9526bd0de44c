import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customers,
  lineFriendships,
  lineSettings,
  shopBilling,
  shops,
  systemOrders,
} from '../../db/schema';
import { signedInUser, tp } from '../../../test/booking-factories';
import { expectError } from '../../../test/expect-answer';
import { newLineUserId } from '../../../test/line-fixture';
import { billingTestApp, licensedShop, planOf } from '../../../test/billing-fixture';
import { pauseLapsedShops, reconcileSystemOrders, renewLicences } from './renewals';
import { DAY_MS } from './periods';

const START = new Date('2026-12-01T00:00:00Z');
const h = billingTestApp(START);
const db = () => h.t.database.db;
const ordersOf = (shopId: number) =>
  db().select().from(systemOrders).where(eq(systemOrders.shopId, shopId)).orderBy(systemOrders.id);

describe('renewals', () => {
  it('three runners at once charge a due renewal exactly once', async () => {
    const s = await licensedShop(h, 2);
    expect((await s.saveCard('4242424242424242')).status).toBe(200);
    const before = h.fake.chargedOrders().length;
    await Promise.all([renewLicences(h.ctx), renewLicences(h.ctx), renewLicences(h.ctx)]);
    const orders = await ordersOf(s.shopId);
    expect(orders.filter((o) => o.status === 'PAID')).toHaveLength(1);
    expect(orders.filter((o) => o.status === 'PENDING')).toHaveLength(0);
    expect(orders[0]).toMatchObject({
      kind: 'RENEWAL',
      createdBy: 'JOB',
      periodStartsAt: s.endsAt,
    });
    expect(h.fake.chargedOrders().length - before).toBe(1);
    expect(await s.licences()).toHaveLength(2);
    // Run again: covered, nothing due.
    await renewLicences(h.ctx);
    expect(await ordersOf(s.shopId)).toHaveLength(1);
  });

  it('declined → retries → grace → new bookings refused, existing ones kept → payment restores', async () => {
    h.now = START;
    const s = await licensedShop(h, 2.5);
    expect((await s.saveCard('4000000000000002')).status).toBe(200);
    const customer = await s.fixture.customerOrder(tp('2026-12-20', '11:00'));
    // The owner follows the seller's own LINE account: the notices go there too.
    const ownerLine = newLineUserId();
    await db()
      .insert(lineSettings)
      .values({
        sellerId: s.owner.sellerId,
        channelAccessTokenCiphertext: h.ctx.secrets.seal('billing-line-token'),
      });
    await db()
      .insert(customers)
      .values({ sellerId: s.owner.sellerId, userId: s.owner.user.id, lineUserId: ownerLine });
    await db()
      .insert(lineFriendships)
      .values({ sellerId: s.owner.sellerId, lineUserId: ownerLine, isFriend: true });
    await renewLicences(h.ctx);
    const pushed = h.t.app.lineFake!.pushes.filter((p) => p.to === ownerLine);
    expect(pushed).toHaveLength(1);
    expect(JSON.stringify(pushed[0]!.messages)).toContain('續約扣款失敗');
    let [billing] = await db().select().from(shopBilling).where(eq(shopBilling.shopId, s.shopId));
    expect(billing!.renewalFailures).toBe(1);
    expect(billing!.nextAttemptAt!.getTime()).toBe(s.endsAt.getTime() - 2 * DAY_MS);
    expect(h.notified.at(-1)!.to).toBe(s.owner.user.phoneNumber);
    expect(h.notified.at(-1)!.text).toContain('續約扣款失敗');
    await renewLicences(h.ctx); // not due yet
    expect(await ordersOf(s.shopId)).toHaveLength(1);
    const notices = await h.api.call('GET', `${s.base}/billing-notices`, { token: s.owner.token });
    expect(notices.body.data[0]).toMatchObject({ kind: 'RENEWAL_FAILED', shopId: s.shopId });
    // Day 2, day 1, then after the end: each attempt fails again.
    for (const due of [2, 1, -1]) {
      h.now = new Date(s.endsAt.getTime() - due * DAY_MS + 60_000);
      await renewLicences(h.ctx);
    }
    [billing] = await db().select().from(shopBilling).where(eq(shopBilling.shopId, s.shopId));
    expect(billing!.renewalFailures).toBe(4);
    expect((await ordersOf(s.shopId)).map((o) => o.status)).toEqual([
      'FAILED',
      'FAILED',
      'FAILED',
      'FAILED',
    ]);
    // In grace: bookings still taken.
    expect(await pauseLapsedShops(h.ctx)).toBe(0);
    // Past grace: paused.
    h.now = new Date(s.endsAt.getTime() + 7 * DAY_MS + 60_000);
    expect(await pauseLapsedShops(h.ctx)).toBeGreaterThanOrEqual(1);
    const shop = await h.api.call('GET', `/v1/shops/${s.shopId}`);
    expect(shop.body.data.onlineBookingPaused).toBe(true);
    const stranger = await signedInUser(h.t);
    const refused = await s.fixture.book(stranger.token, tp('2026-12-22', '11:00'));
    expectError(refused, 409, 'E_ONLINE_BOOKING_PAUSED');
    expect(refused.body.error.message).toBe('這間店目前暫停線上預約，請直接聯絡店家');
    // Nor does it offer times for one (the same answer, before the wizard gets that far).
    const times = await s.fixture.startTimes('2026-12-22');
    expectError(times, 409, 'E_ONLINE_BOOKING_PAUSED');
    // The existing booking stays and can still be rescheduled.
    const moved = await h.api.call('POST', '/v1/orders:reschedule', {
      token: customer.token,
      body: { orderId: customer.order.id, startTime: tp('2026-12-21', '11:00') },
    });
    expect(moved.status).toBe(200);
    const paused = await h.api.call('GET', `${s.base}/billing`, { token: s.owner.token });
    expect(paused.body.data.shops[0].standing).toBe('PAUSED');
    // Paying restores everything at once.
    const paid = await s.purchase({ prime: h.fake.primeFor('4242424242424242') });
    expect(paid.status).toBe(201);
    expect(paid.body.data.order.status).toBe('PAID');
    const [row] = await db().select().from(shops).where(eq(shops.id, s.shopId));
    expect(row!.onlineBookingPausedAt).toBeNull();
    expect((await s.fixture.startTimes('2026-12-22')).status).toBe(200);
    expect((await s.fixture.book(stranger.token, tp('2026-12-22', '11:00'))).status).toBe(200);
    h.now = START;
  });

  it('a crash between the gateway success and our commit reconciles to one paid order', async () => {
    h.now = START;
    const s = await licensedShop(h, 1);
    expect((await s.saveCard('4242424242424242')).status).toBe(200);
    // The renewal as the job writes it, charged, and then the process "dies" before settling.
    const { insertPendingOrder } = await import('./charge');
    const { cardOf, secretOf } = await import('./cards');
    const order = (await insertPendingOrder(
      db(),
      {
        sellerId: s.owner.sellerId,
        shopId: s.shopId,
        plan: s.basic,
        interval: 'MONTH',
        kind: 'RENEWAL',
        periodStartsAt: s.endsAt,
        idempotencyKey: 'crash-1',
        cardLabel: null,
        createdBy: 'JOB',
        createdByUserId: null,
      },
      h.now,
    ))!;
    const card = (await cardOf(db(), s.owner.sellerId))!;
    const answer = await h.ctx.gateway.payByToken({
      amount: order.amount,
      currency: 'TWD',
      orderNumber: order.gatewayOrderNumber!,
      details: 'test',
      card: secretOf(h.ctx, card),
    });
    expect(answer.status).toBe('PAID');
    // A restarted runner: the period's charge is taken, so it does not charge again.
    await renewLicences(h.ctx);
    expect(await ordersOf(s.shopId)).toHaveLength(1);
    h.now = new Date(START.getTime() + 10 * 60_000);
    await Promise.all([reconcileSystemOrders(h.ctx), reconcileSystemOrders(h.ctx)]);
    const orders = await ordersOf(s.shopId);
    expect(orders.map((o) => o.status)).toEqual(['PAID']);
    expect(await s.licences()).toHaveLength(2);
    expect(
      h.fake.chargedOrders().filter((t) => t.orderNumber === order.gatewayOrderNumber),
    ).toHaveLength(1);
    h.now = START;
  });

  it('a gateway timeout leaves the charge PENDING; reconciling by order number settles it once', async () => {
    h.now = START;
    const s = await licensedShop(h, 1);
    expect((await s.saveCard('4000000000000119')).status).toBe(200);
    await renewLicences(h.ctx);
    expect((await ordersOf(s.shopId)).map((o) => o.status)).toEqual(['PENDING']);
    // The owner buying the same period meanwhile is refused rather than charged twice.
    expectError(await s.purchase({}), 409, 'E_SYSTEM_ORDER_STATE');
    h.now = new Date(START.getTime() + 10 * 60_000);
    await reconcileSystemOrders(h.ctx);
    expect((await ordersOf(s.shopId)).map((o) => o.status)).toEqual(['PAID']);
    expect(await s.licences()).toHaveLength(2);
    h.now = START;
  });
});

describe('reconciliation gives up and plan switches', () => {
  it('an abandoned 3-D Secure and a charge the gateway never saw end FAILED; the period can be bought again', async () => {
    h.now = START;
    const s = await licensedShop(h, 5);
    const waiting = await s.purchase({ prime: h.fake.primeFor('4000000000003220') });
    expect(waiting.body.data.order.status).toBe('PENDING');
    expectError(
      await s.purchase({ prime: h.fake.primeFor('4242424242424242') }),
      409,
      'E_SYSTEM_ORDER_STATE',
    );
    h.now = new Date(START.getTime() + 10 * 60_000);
    await reconcileSystemOrders(h.ctx);
    expect((await ordersOf(s.shopId)).map((o) => o.status)).toEqual(['PENDING']);
    h.now = new Date(START.getTime() + 25 * 60_000);
    await reconcileSystemOrders(h.ctx);
    const [abandoned] = await ordersOf(s.shopId);
    expect(abandoned).toMatchObject({ status: 'FAILED', failureReason: '3-D 驗證未完成' });
    const { insertPendingOrder } = await import('./charge');
    const lost = (await insertPendingOrder(
      db(),
      {
        sellerId: s.owner.sellerId,
        shopId: s.shopId,
        plan: s.basic,
        interval: 'MONTH',
        kind: 'PURCHASE',
        periodStartsAt: s.endsAt,
        idempotencyKey: 'never-sent',
        cardLabel: null,
        createdBy: 'SELLER',
        createdByUserId: s.owner.user.id,
      },
      h.now,
    ))!;
    h.now = new Date(h.now.getTime() + 30 * 60_000);
    await reconcileSystemOrders(h.ctx);
    expect(
      (await db().select().from(systemOrders).where(eq(systemOrders.id, lost.id)))[0]!.status,
    ).toBe('PENDING');
    h.now = new Date(h.now.getTime() + 60 * 60_000);
    await reconcileSystemOrders(h.ctx);
    expect(
      (await db().select().from(systemOrders).where(eq(systemOrders.id, lost.id)))[0],
    ).toMatchObject({ status: 'FAILED', failureReason: '金流未收到這筆付款' });
    expect(
      (await s.purchase({ prime: h.fake.primeFor('4242424242424242') })).body.data.order.status,
    ).toBe('PAID');
    h.now = START;
  });

  it('a plan switch is not prorated: the current period keeps its plan, the renewal charges the new one', async () => {
    h.now = START;
    const s = await licensedShop(h, 2);
    expect((await s.saveCard('4242424242424242')).status).toBe(200);
    const pro = await planOf(h, 'pro');
    const switched = await h.api.call('PUT', `${s.base}/shops/${s.shopId}/licence`, {
      token: s.owner.token,
      body: { nextPlanId: pro.id, nextInterval: 'YEAR', autoRenew: true },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data.licence.plan.code).toBe('basic');
    expect(switched.body.data.nextPlan.code).toBe('pro');
    await renewLicences(h.ctx);
    const [renewal] = await ordersOf(s.shopId);
    expect(renewal).toMatchObject({
      status: 'PAID',
      planId: pro.id,
      interval: 'YEAR',
      amount: pro.yearlyPrice,
      periodStartsAt: s.endsAt,
    });
    expect(renewal!.periodEndsAt.getTime() - s.endsAt.getTime()).toBeGreaterThanOrEqual(
      365 * DAY_MS,
    );
    const hk = await planOf(h, 'basic-hkd');
    const wrong = await h.api.call('PUT', `${s.base}/shops/${s.shopId}/licence`, {
      token: s.owner.token,
      body: { nextPlanId: hk.id, nextInterval: 'YEAR', autoRenew: true },
    });
    expectError(wrong, 400, 'E_VALIDATION');
  });
});
