import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, sellerCards, shopBilling, shops, systemOrders } from '../../db/schema';
import { adminUser } from '../../../test/admin-factories';
import { signedInUser, tp } from '../../../test/booking-factories';
import { expectError } from '../../../test/expect-answer';
import { sellerMember } from '../../../test/seller-factories';
import { billingTestApp, licensedShop, planOf } from '../../../test/billing-fixture';
import { pauseLapsedShops, reconcileSystemOrders, renewLicences } from './renewals';
import { DAY_MS } from './periods';

const START = new Date('2026-12-01T00:00:00Z');
const h = billingTestApp(START);
const db = () => h.t.database.db;
const ordersOf = (shopId: number) =>
  db().select().from(systemOrders).where(eq(systemOrders.shopId, shopId)).orderBy(systemOrders.id);

describe('plans and the card gateway setup', () => {
  it('lists plans per currency with monthly and yearly prices', async () => {
    const res = await h.api.call('GET', '/v1/plans?currency=HKD');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { code: string }) => p.code)).toEqual([
      'basic-hkd',
      'pro-hkd',
      'chain-hkd',
    ]);
    for (const plan of res.body.data) {
      expect(plan.currency).toBe('HKD');
      expect(plan.yearlyPrice).toBe(plan.monthlyPrice * 10);
    }
    const all = await h.api.call('GET', '/v1/plans');
    expect(new Set(all.body.data.map((p: { currency: string }) => p.currency))).toEqual(
      new Set(['TWD', 'HKD', 'SGD']),
    );
    expect((await h.api.call('GET', '/v1/plans?currency=XYZ')).status).toBe(400);
  });

  it('answers the fake card fields outside production', async () => {
    const res = await h.api.call('GET', '/v1/card-gateway/setup');
    expect(res.body.data).toEqual({ kind: 'FAKE', fieldsUrl: '/fake-card-gateway/card-fields' });
    const page = await h.t.app.inject({
      url: '/fake-card-gateway/card-fields?origin=https://haoyue.test',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('卡號');
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect((await h.t.app.inject({ url: '/fake-card-gateway/card-fields' })).statusCode).toBe(400);
  });
});

describe('buying a licence', () => {
  it('buy with a new card → a paid order with a receipt → the licence is active', async () => {
    const s = await licensedShop(h, -1);
    const pro = await planOf(h, 'pro');
    const res = await s.purchase({
      planId: pro.id,
      interval: 'YEAR',
      prime: h.fake.primeFor('4242424242424242'),
      idempotencyKey: 'buy-year-1',
    });
    expect(res.status).toBe(201);
    const order = res.body.data.order;
    expect(order).toMatchObject({
      kind: 'PURCHASE',
      status: 'PAID',
      amount: pro.yearlyPrice,
      currency: 'TWD',
      interval: 'YEAR',
      cardLabel: 'VISA •••• 4242',
      createdBy: 'SELLER',
    });
    expect(res.body.data.paymentUrl).toBeNull();
    expect(order.receipt).toMatchObject({
      amount: pro.yearlyPrice,
      taxAmount: Math.round(pro.yearlyPrice / 21),
      currency: 'TWD',
      buyerTaxId: null,
    });
    expect(order.receipt.number).toMatch(/^HY-2026-\d{6}$/);
    // Bought during grace: the period follows the lapsed one.
    expect(order.periodStartsAt).toBe(s.endsAt.toISOString());
    const billing = await h.api.call('GET', `${s.base}/billing`, { token: s.owner.token });
    expect(billing.status).toBe(200);
    expect(billing.body.data.card).toMatchObject({ brand: 'VISA', lastFour: '4242' });
    expect(billing.body.data.licenceShopQuantity).toBe(1);
    expect(billing.body.data.shops[0]).toMatchObject({
      standing: 'ACTIVE',
      onlineBookingPaused: false,
    });
    expect(billing.body.data.shops[0].licence.plan.code).toBe('pro');
    // The same key answers the first result and never charges twice.
    const charged = h.fake.chargedOrders().length;
    const again = await s.purchase({
      planId: pro.id,
      interval: 'YEAR',
      idempotencyKey: 'buy-year-1',
    });
    expect(again.status).toBe(201);
    expect(again.body.data.order.id).toBe(order.id);
    expect(h.fake.chargedOrders().length).toBe(charged);
    expectError(
      await s.purchase({ planId: pro.id, interval: 'MONTH', idempotencyKey: 'buy-year-1' }),
      409,
      'E_IDEMPOTENCY_KEY_REUSED',
    );
    // The card key and token are sealed at rest.
    const [card] = await db()
      .select()
      .from(sellerCards)
      .where(eq(sellerCards.sellerId, s.owner.sellerId));
    expect(card!.cardTokenSealed).toMatch(/^v1\./);
    expect(card!.cardTokenSealed).not.toContain('tok_');
  });

  it('refuses bad input, a plan of another currency, and a charge without a card', async () => {
    const s = await licensedShop(h, 10);
    expect((await s.purchase({ interval: 'WEEK' })).status).toBe(400);
    expect((await s.purchase({ idempotencyKey: 'short' })).status).toBe(400);
    const hk = await planOf(h, 'basic-hkd');
    expectError(await s.purchase({ planId: hk.id }), 400, 'E_VALIDATION');
    expectError(await s.purchase({}), 409, 'E_CARD_REQUIRED');
    const bad = await h.api.call('PUT', `${s.base}/billing-profile`, {
      token: s.owner.token,
      body: { receiptTaxId: '12345678', receiptTitle: '', receiptEmail: '' },
    });
    expect(bad.status).toBe(400);
  });

  it('declined: 409 with the bank reason in zh-TW, a FAILED order, no licence', async () => {
    const s = await licensedShop(h, -1);
    const res = await s.purchase({ prime: h.fake.primeFor('4000000000000002') });
    expectError(res, 409, 'E_PAYMENT_DECLINED');
    expect(res.body.error.message).toContain('發卡銀行拒絕');
    const orders = await ordersOf(s.shopId);
    expect(orders.map((o) => o.status)).toEqual(['FAILED']);
    expect(await s.licences()).toHaveLength(1);
  });

  it('3-D Secure: PENDING with the bank page, then 驗證 → back to the licence page → confirm → PAID', async () => {
    const s = await licensedShop(h, 5);
    const res = await s.purchase({ prime: h.fake.primeFor('4000000000003220') });
    expect(res.status).toBe(201);
    expect(res.body.data.order.status).toBe('PENDING');
    const paymentUrl = new URL(res.body.data.paymentUrl);
    expect(paymentUrl.pathname).toMatch(/^\/fake-card-gateway\/3ds\//);
    const page = await h.t.app.inject({ url: paymentUrl.pathname });
    expect(page.body).toContain('驗證');
    const orderId = res.body.data.order.id;
    // Confirming before the cardholder verified leaves it pending.
    const early = await h.api.call('POST', `${s.base}/system-orders/${orderId}:confirm`, {
      token: s.owner.token,
    });
    expect(early.body.data.status).toBe('PENDING');
    const verified = await h.t.app.inject({
      method: 'POST',
      url: `${paymentUrl.pathname}/verify`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toContain(
      `https://haoyue.test/dashboard/license?systemOrder=${orderId}`,
    );
    const confirmed = await h.api.call('POST', `${s.base}/system-orders/${orderId}:confirm`, {
      token: s.owner.token,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe('PAID');
    expect(await s.licences()).toHaveLength(2);
    const twice = await h.api.call('POST', `${s.base}/system-orders/${orderId}:confirm`, {
      token: s.owner.token,
    });
    expect(twice.body.data.status).toBe('PAID');
    expect(await s.licences()).toHaveLength(2);
  });
});

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
    await renewLicences(h.ctx);
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

describe('cards, access and admin', () => {
  it('the card cannot be removed while a renewal is due within 7 days unless auto-renew is off', async () => {
    const s = await licensedShop(h, 5);
    expect((await s.saveCard('4242424242424242')).status).toBe(200);
    expectError(
      await h.api.call('DELETE', `${s.base}/card`, { token: s.owner.token }),
      409,
      'E_CARD_REQUIRED',
    );
    const off = await h.api.call('PUT', `${s.base}/shops/${s.shopId}/licence`, {
      token: s.owner.token,
      body: { nextPlanId: s.basic.id, nextInterval: 'YEAR', autoRenew: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ autoRenew: false, nextInterval: 'YEAR', renewsAt: null });
    expect((await h.api.call('DELETE', `${s.base}/card`, { token: s.owner.token })).status).toBe(
      204,
    );
    const billing = await h.api.call('GET', `${s.base}/billing`, { token: s.owner.token });
    expect(billing.body.data.card).toBeNull();
  });

  it("a seller never sees another seller's card or orders; staff read notices only", async () => {
    const s = await licensedShop(h, 20);
    const paid = await s.purchase({ prime: h.fake.primeFor('4242424242424242') });
    const orderId = paid.body.data.order.id;
    const other = await sellerMember(h.t, 'OWNER');
    // Another seller's billing does not exist for them (404, as every seller route answers).
    expect((await h.api.call('GET', `${s.base}/billing`, { token: other.token })).status).toBe(404);
    expect(
      (await h.api.call('GET', `${s.base}/system-orders`, { token: other.token })).status,
    ).toBe(404);
    const viaOwn = await h.api.call(
      'GET',
      `/v1/sellers/${other.sellerId}/system-orders/${orderId}`,
      { token: other.token },
    );
    expectError(viaOwn, 404, 'E_NOT_FOUND');
    const list = await h.api.call('GET', `/v1/sellers/${other.sellerId}/system-orders`, {
      token: other.token,
    });
    expect(list.body.data).toEqual([]);
    const staff = await sellerMember(h.t, 'STAFF', s.owner.sellerId);
    expect((await h.api.call('GET', `${s.base}/billing`, { token: staff.token })).status).toBe(403);
    expect(
      (await h.api.call('GET', `${s.base}/billing-notices`, { token: staff.token })).status,
    ).toBe(200);
    const own = await h.api.call('GET', `${s.base}/system-orders/${orderId}`, {
      token: s.owner.token,
    });
    expect(own.body.data.receipt.number).toMatch(/^HY-/);
  });

  it('admin refund (audited) ends the period it paid for; extend grants days and unpauses', async () => {
    const admin = await adminUser(h.t, 'OPERATIONS');
    const s = await licensedShop(h, -1);
    const paid = await s.purchase({ prime: h.fake.primeFor('4242424242424242') });
    const orderId = paid.body.data.order.id;
    const refund = await h.api.call('POST', `/v1/admin/system-orders/${orderId}:refund`, {
      token: admin.token,
      body: { reason: '商家誤購，全額退款' },
    });
    expect(refund.status).toBe(200);
    expect(refund.body.data).toMatchObject({
      status: 'REFUNDED',
      refundReason: '商家誤購，全額退款',
      seller: { id: s.owner.sellerId },
    });
    const [refunded] = await db().select().from(systemOrders).where(eq(systemOrders.id, orderId));
    expect(h.fake.findTrade(refunded!.gatewayTradeId!)!.recordStatus).toBe(3);
    const licence = (await s.licences()).find((l) => l.systemOrderId === orderId)!;
    // Bought in grace, the period had started: it ends now.
    expect(licence.endsAt.getTime()).toBe(h.now.getTime());
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(
        and(eq(adminAudit.action, 'shop.refund_system_order'), eq(adminAudit.targetId, s.shopId)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.reason).toBe('商家誤購，全額退款');
    const again = await h.api.call('POST', `/v1/admin/system-orders/${orderId}:refund`, {
      token: admin.token,
      body: { reason: '再退一次' },
    });
    expect(again.body.data.status).toBe('REFUNDED');
    expect(
      await db().select().from(adminAudit).where(eq(adminAudit.action, 'shop.refund_system_order')),
    ).toHaveLength(1);
    const list = await h.api.call(
      'GET',
      `/v1/admin/system-orders?status=REFUNDED&sellerId=${s.owner.sellerId}`,
      { token: admin.token },
    );
    expect(list.body.data.map((o: { id: number }) => o.id)).toEqual([orderId]);
    // Paused shop → extend 30 days → bookings back at once.
    await db().update(shops).set({ onlineBookingPausedAt: h.now }).where(eq(shops.id, s.shopId));
    const extended = await h.api.call('POST', `/v1/admin/shops/${s.shopId}/licence:extend`, {
      token: admin.token,
      body: { days: 30, reason: '系統異常補償' },
    });
    expect(extended.status).toBe(200);
    expect(Date.parse(extended.body.data.endsAt) - Date.parse(extended.body.data.startsAt)).toBe(
      30 * DAY_MS,
    );
    const [shop] = await db().select().from(shops).where(eq(shops.id, s.shopId));
    expect(shop!.onlineBookingPausedAt).toBeNull();
    const grants = (await ordersOf(s.shopId)).filter((o) => o.kind === 'GRANT');
    expect(grants).toMatchObject([{ amount: 0, status: 'PAID', createdBy: 'ADMIN' }]);
    expect(
      await db().select().from(adminAudit).where(eq(adminAudit.action, 'shop.extend_licence')),
    ).toHaveLength(1);
    expect(
      (
        await h.api.call('POST', `/v1/admin/shops/${s.shopId}/licence:extend`, {
          token: admin.token,
          body: { days: 0, reason: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await h.api.call('POST', `/v1/admin/system-orders/${orderId}:refund`, {
          token: s.owner.token,
          body: { reason: '商家誤購' },
        })
      ).status,
    ).toBe(403);
  });
});
