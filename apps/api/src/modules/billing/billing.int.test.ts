import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, sellerCards, shopLicenses, shops, systemOrders } from '../../db/schema';
import { adminUser } from '../../../test/admin-factories';
import { expectError } from '../../../test/expect-answer';
import { sellerMember } from '../../../test/seller-factories';
import { billingTestApp, licensedShop, planOf } from '../../../test/billing-fixture';
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
    expect(billing.body.data.shops[0].coveredUntil).toBe(order.periodEndsAt);
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

  it('bought during the trial: the period starts when the trial ends, coveredUntil says so', async () => {
    const s = await licensedShop(h, 10);
    await db()
      .update(shopLicenses)
      .set({ status: 'TRIAL' })
      .where(eq(shopLicenses.shopId, s.shopId));
    const res = await s.purchase({
      interval: 'MONTH',
      prime: h.fake.primeFor('4242424242424242'),
    });
    expect(res.status).toBe(201);
    const order = res.body.data.order;
    expect(order.periodStartsAt).toBe(s.endsAt.toISOString());
    const billing = await h.api.call('GET', `${s.base}/billing`, { token: s.owner.token });
    expect(billing.body.data.shops[0]).toMatchObject({
      standing: 'TRIAL',
      licence: { status: 'TRIAL', endsAt: s.endsAt.toISOString() },
      coveredUntil: order.periodEndsAt,
    });
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

  it('a gateway that does not answer in time: 503, the order stays PENDING for reconciliation', async () => {
    const s = await licensedShop(h, -1);
    const res = await s.purchase({ prime: h.fake.primeFor('4000000000000119') });
    expectError(res, 503, 'E_PAYMENT_PROVIDER_UNAVAILABLE');
    expect(res.body.error.message).toBe('金流服務暫時無法連線，請稍後再試');
    const orders = await db().select().from(systemOrders).where(eq(systemOrders.shopId, s.shopId));
    expect(orders.map((o) => o.status)).toEqual(['PENDING']);
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
      `https://haoyue.test/dashboard/license?systemOrderId=${orderId}`,
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
