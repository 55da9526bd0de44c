import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  bookings,
  bookingServiceItems,
  couponCampaigns,
  couponCampaignServices,
  coupons,
  customers,
  customerTagLinks,
  customerTags,
  depositories,
  depositoryTransactions,
  orders,
  productTransactionItems,
  productTransactions,
  shopImages,
  topUpPlans,
  voucherServices,
  vouchers,
  voucherTransactions,
} from '../../db/schema';
import { bookingTestApp, signedInUser } from '../../../test/booking-factories';
import { buildOperator, buildService, buildServiceGroup, buildShop } from '../../../test/factories';
import { buildCustomer } from '../../../test/member-item-factories';

// The member card's reads: every route answers the record's owner (200), hides another user's
// record (404), refuses the anonymous (401) and bad input (400); filters, pages, and no field
// beyond what the customer may see. Ledger rows are seeded directly (other modules write them).

const h = bookingTestApp(new Date());
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ahead = (days: number) => new Date(Date.now() + days * DAY);
let keyCounter = 0;
const key = () => `test-key-${++keyCounter}-${randomUUID()}`;

/** The terms of the campaign the fixture's coupons come from, as the member card shows them. */
const OFFER_TERMS = {
  name: '新客折 200',
  description: '首次消費折抵',
  discountType: 'AMOUNT',
  discountValue: 20000,
  currency: 'TWD',
  minSpend: 100000,
  scope: 'SERVICES',
} as const;

/** A seller with a shop (avatar image), two services, and a signed-in customer of it. */
async function memberFixture() {
  const db: Db = h.t.database.db;
  const shop = await buildShop(db);
  await db.insert(shopImages).values({ shopId: shop.id, type: 'AVATAR', url: '/static/a.png' });
  const group = await buildServiceGroup(db, shop.id);
  const cut = await buildService(db, group, { name: '洗剪吹', price: 80000 });
  const wash = await buildService(db, group, { name: '頭皮護理', price: 50000 });
  const me = await signedInUser(h.t, { displayName: '王小美' });
  const customer = await buildCustomer(db, shop.sellerId, {
    userId: me.user.id,
    displayName: '王小美',
  });
  const other = await signedInUser(h.t);
  const base = `/v1/me/customers/${customer.id}`;
  const get = (url: string, token: string | null = me.token) =>
    h.api.call('GET', url, token ? { token } : {});
  /** An order of the customer at the shop. */
  const order = async (values: Partial<typeof orders.$inferInsert> = {}) => {
    const start = values.startsAt ?? ahead(3);
    const [row] = await db
      .insert(orders)
      .values({
        orderKey: randomUUID(),
        sellerId: shop.sellerId,
        shopId: shop.id,
        customerId: customer.id,
        status: 'CONFIRMED',
        currency: 'TWD',
        totalPrice: 80000,
        startsAt: start,
        endsAt: new Date(start.getTime() + 3_600_000),
        ...values,
      })
      .returning();
    return row!;
  };
  /** A stored-value account with its movements (balance = their sum). */
  const depository = async (
    moves: {
      kind: 'TOP_UP' | 'SPEND' | 'REFUND' | 'ADJUST';
      amount: number;
      orderId?: number;
      createdAt?: Date;
      reason?: string;
      planId?: number;
      paidAmount?: number;
    }[],
    values: Partial<typeof depositories.$inferInsert> = {},
  ) => {
    const balance = moves.reduce((sum, m) => sum + m.amount, 0);
    const [account] = await db
      .insert(depositories)
      .values({
        sellerId: shop.sellerId,
        customerId: customer.id,
        currency: 'TWD',
        balance,
        ...values,
      })
      .returning();
    let after = 0;
    const rows = [];
    for (const m of moves) {
      after += m.amount;
      const [row] = await db
        .insert(depositoryTransactions)
        .values({
          sellerId: shop.sellerId,
          depositoryId: account!.id,
          kind: m.kind,
          amount: m.amount,
          balanceAfter: after,
          paidAmount: m.paidAmount ?? null,
          paymentMethod: m.kind === 'TOP_UP' ? 'CASH' : null,
          topUpPlanId: m.planId ?? null,
          orderId: m.orderId ?? null,
          reason: m.reason ?? null,
          actorUserId: other.user.id,
          idempotencyKey: key(),
          ...(m.createdAt ? { createdAt: m.createdAt } : {}),
        })
        .returning();
      rows.push(row!);
    }
    return { account: account!, rows };
  };
  /** A voucher sold to the customer (its SELL movement included), covering the cut. */
  const voucher = async (values: Partial<typeof vouchers.$inferInsert> = {}, soldAt = ago(10)) => {
    const [row] = await db
      .insert(vouchers)
      .values({
        sellerId: shop.sellerId,
        customerId: customer.id,
        name: '洗剪吹 10 次',
        sessionsTotal: 10,
        sessionsLeft: 10,
        price: 640000,
        currency: 'TWD',
        createdAt: soldAt,
        ...values,
      })
      .returning();
    await db.insert(voucherServices).values({ voucherId: row!.id, serviceId: cut.id });
    const [sale] = await db
      .insert(voucherTransactions)
      .values({
        sellerId: shop.sellerId,
        voucherId: row!.id,
        kind: 'SELL',
        sessions: row!.sessionsTotal,
        sessionsAfter: row!.sessionsTotal,
        amount: row!.price,
        paymentMethod: 'CARD',
        idempotencyKey: key(),
        createdAt: soldAt,
      })
      .returning();
    return { voucher: row!, sale: sale! };
  };
  const campaign = async (values: Partial<typeof couponCampaigns.$inferInsert> = {}) => {
    const [row] = await db
      .insert(couponCampaigns)
      .values({
        sellerId: shop.sellerId,
        ...OFFER_TERMS,
        startsAt: ago(30),
        endsAt: ahead(30),
        perCustomerLimit: 10,
        ...values,
      })
      .returning();
    await db.insert(couponCampaignServices).values({ campaignId: row!.id, serviceId: wash.id });
    return row!;
  };
  let seq = 0;
  const coupon = async (campaignId: number, values: Partial<typeof coupons.$inferInsert> = {}) => {
    const [row] = await db
      .insert(coupons)
      .values({
        sellerId: shop.sellerId,
        campaignId,
        customerId: customer.id,
        source: 'DIRECT',
        seq: ++seq,
        expiresAt: ahead(30),
        ...values,
      })
      .returning();
    return row!;
  };
  /** A product sale to the customer at the shop, of these lines. */
  const productSale = async (
    values: Partial<typeof productTransactions.$inferInsert>,
    lines: { name: string; unitPrice: number; quantity: number }[],
  ) => {
    const [sale] = await db
      .insert(productTransactions)
      .values({
        sellerId: shop.sellerId,
        shopId: shop.id,
        customerId: customer.id,
        total: lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
        currency: 'TWD',
        paymentMethod: 'CASH',
        idempotencyKey: key(),
        ...values,
      })
      .returning();
    const items = await db
      .insert(productTransactionItems)
      .values(
        lines.map((l) => ({
          productTransactionId: sale!.id,
          ...l,
          amount: l.unitPrice * l.quantity,
        })),
      )
      .returning();
    return { sale: sale!, items };
  };
  return {
    db,
    shop,
    cut,
    wash,
    me,
    other,
    customer,
    base,
    get,
    order,
    depository,
    voucher,
    campaign,
    coupon,
    productSale,
  };
}

/** The same read as the owner, another user and the anonymous: 200, 404, 401. */
async function expectOwnerOnly(f: Awaited<ReturnType<typeof memberFixture>>, url: string) {
  expect((await f.get(url)).status).toBe(200);
  expect((await f.get(url, f.other.token)).status).toBe(404);
  expect((await f.get(url, null)).status).toBe(401);
}

describe('GET /v1/me/customers/{id}/depositories and their transactions', () => {
  it('answers balances and movements newest first, without the reason or the actor', async () => {
    const f = await memberFixture();
    const visit = await f.order({ startsAt: ago(2), status: 'COMPLETED' });
    const [plan] = await f.db
      .insert(topUpPlans)
      .values({
        sellerId: f.shop.sellerId,
        name: '儲一萬送一千',
        payAmount: 1000000,
        receiveAmount: 1100000,
        currency: 'TWD',
      })
      .returning();
    const { account, rows } = await f.depository(
      [
        {
          kind: 'TOP_UP',
          amount: 1100000,
          paidAmount: 1000000,
          planId: plan!.id,
          createdAt: ago(5),
        },
        { kind: 'SPEND', amount: -80000, orderId: visit.id, createdAt: ago(2) },
        { kind: 'ADJUST', amount: 500, reason: '內部備註：補差額', createdAt: ago(1) },
      ],
      { expiresAt: ahead(365) },
    );

    await expectOwnerOnly(f, `${f.base}/depositories`);
    const list = await f.get(`${f.base}/depositories`);
    expect(list.body.data).toEqual([
      {
        id: account.id,
        currency: 'TWD',
        balance: 1020500,
        expiresAt: account.expiresAt!.toISOString(),
        isExpired: false,
        createdAt: account.createdAt.toISOString(),
      },
    ]);

    const url = `${f.base}/depositories/${account.id}/transactions`;
    await expectOwnerOnly(f, url);
    const history = await f.get(url);
    expect(history.body.meta).toEqual({ page: 1, perPage: 50, total: 3 });
    expect(history.body.data.map((t: { id: number }) => t.id)).toEqual(
      [...rows].reverse().map((r) => r.id),
    );
    expect(history.body.data[1]).toEqual({
      id: rows[1]!.id,
      kind: 'SPEND',
      amount: -80000,
      balanceAfter: 1020000,
      currency: 'TWD',
      paidAmount: null,
      paymentMethod: null,
      orderId: visit.id,
      orderNumber: visit.orderNumber,
      orderKey: visit.orderKey,
      createdAt: rows[1]!.createdAt.toISOString(),
    });
    expect(history.body.data[2]).toMatchObject({
      kind: 'TOP_UP',
      paidAmount: 1000000,
      paymentMethod: 'CASH',
    });
    const text = JSON.stringify(history.body);
    expect(text).not.toContain('內部備註');
    expect(text).not.toContain('actorUserId');
    expect(text).not.toContain('idempotencyKey');

    const paged = await f.get(`${url}?perPage=1&page=3`);
    expect(paged.body.data.map((t: { id: number }) => t.id)).toEqual([rows[0]!.id]);
    expect(paged.body.meta).toEqual({ page: 3, perPage: 1, total: 3 });
    expect((await f.get(`${url}?perPage=51`)).status).toBe(400);
    expect((await f.get(`${url}?page=0`)).status).toBe(400);
    expect((await f.get(`${url}?colour=red`)).status).toBe(400);
    expect((await f.get(`${f.base}/depositories/abc/transactions`)).status).toBe(400);
  });

  it("hides another record's account and reports an expired one", async () => {
    const f = await memberFixture();
    const g = await memberFixture();
    const { account: theirs } = await g.depository([{ kind: 'TOP_UP', amount: 1000 }]);
    expect((await f.get(`${f.base}/depositories/${theirs.id}/transactions`)).status).toBe(404);
    const { account } = await f.depository([{ kind: 'TOP_UP', amount: 1000 }], {
      expiresAt: ago(1),
    });
    const list = await f.get(`${f.base}/depositories`);
    expect(list.body.data).toEqual([expect.objectContaining({ id: account.id, isExpired: true })]);
  });
});

describe('GET /v1/me/customers/{id}/vouchers and their transactions', () => {
  it('filters by state and answers sessions, covered services and history', async () => {
    const f = await memberFixture();
    const usable = await f.voucher({ sessionsLeft: 3 }, ago(3));
    const usedUp = await f.voucher(
      { name: '頭皮 5 次', sessionsTotal: 5, sessionsLeft: 0 },
      ago(4),
    );
    const refunded = await f.voucher({ sessionsLeft: 0, refundedAt: ago(1) }, ago(5));
    const expired = await f.voucher({ sessionsLeft: 2, expiresAt: ago(1) }, ago(6));
    const lasting = await f.voucher({ sessionsLeft: 1, expiresAt: ahead(10) }, ago(2));
    const visit = await f.order({ startsAt: ago(1), status: 'COMPLETED' });
    const [use] = await f.db
      .insert(voucherTransactions)
      .values({
        sellerId: f.shop.sellerId,
        voucherId: usable.voucher.id,
        kind: 'USE',
        sessions: -1,
        sessionsAfter: 3,
        orderId: visit.id,
        reason: '內部原因',
        idempotencyKey: key(),
      })
      .returning();

    await expectOwnerOnly(f, `${f.base}/vouchers`);
    const ids = async (query: string) =>
      (await f.get(`${f.base}/vouchers${query}`)).body.data.map((v: { id: number }) => v.id);
    expect(await ids('')).toEqual(
      [lasting, usable, usedUp, refunded, expired].map((v) => v.voucher.id),
    );
    expect(await ids('?state=USABLE')).toEqual([lasting.voucher.id, usable.voucher.id]);
    expect(await ids('?state=USED_UP')).toEqual([usedUp.voucher.id, refunded.voucher.id]);
    expect(await ids('?state=EXPIRED')).toEqual([expired.voucher.id]);
    expect((await f.get(`${f.base}/vouchers?state=GONE`)).status).toBe(400);

    const [first] = (await f.get(`${f.base}/vouchers?state=USABLE`)).body.data;
    expect(first).toEqual({
      id: lasting.voucher.id,
      name: '洗剪吹 10 次',
      state: 'USABLE',
      sessionsTotal: 10,
      sessionsLeft: 1,
      price: 640000,
      currency: 'TWD',
      expiresAt: lasting.voucher.expiresAt!.toISOString(),
      refundedAt: null,
      services: [{ id: f.cut.id, name: '洗剪吹' }],
      createdAt: lasting.voucher.createdAt.toISOString(),
    });

    const url = `${f.base}/vouchers/${usable.voucher.id}/transactions`;
    await expectOwnerOnly(f, url);
    const history = await f.get(url);
    expect(history.body.meta).toEqual({ page: 1, perPage: 50, total: 2 });
    expect(history.body.data).toEqual([
      {
        id: use!.id,
        kind: 'USE',
        sessions: -1,
        sessionsAfter: 3,
        amount: null,
        currency: 'TWD',
        paymentMethod: null,
        orderId: visit.id,
        orderNumber: visit.orderNumber,
        orderKey: visit.orderKey,
        createdAt: use!.createdAt.toISOString(),
      },
      expect.objectContaining({ id: usable.sale.id, kind: 'SELL', sessions: 10, amount: 640000 }),
    ]);
    expect(JSON.stringify(history.body)).not.toContain('內部原因');
    expect((await f.get(`${url}?perPage=1&page=2`)).body.data[0].id).toBe(usable.sale.id);

    const g = await memberFixture();
    const theirs = await g.voucher();
    expect((await f.get(`${f.base}/vouchers/${theirs.voucher.id}/transactions`)).status).toBe(404);
  });
});

describe('GET /v1/me/customers/{id}/coupons', () => {
  it('filters redeemed and expired, pages by 50 at most, and shows the terms', async () => {
    const f = await memberFixture();
    const offer = await f.campaign();
    const visit = await f.order({ startsAt: ago(1), status: 'COMPLETED' });
    const usable = await f.coupon(offer.id, { createdAt: ago(1) });
    const expired = await f.coupon(offer.id, { expiresAt: ago(1), createdAt: ago(3) });
    const redeemed = await f.coupon(offer.id, {
      redeemedAt: ago(1),
      discountAmount: 20000,
      orderId: visit.id,
      redeemIdempotencyKey: key(),
      createdAt: ago(4),
    });
    // Redeemed before it expired: still "used", never "expired".
    const redeemedThenLapsed = await f.coupon(offer.id, {
      redeemedAt: ago(5),
      discountAmount: 20000,
      expiresAt: ago(2),
      redeemIdempotencyKey: key(),
      createdAt: ago(6),
    });

    await expectOwnerOnly(f, `${f.base}/coupons`);
    const ids = async (query: string) =>
      (await f.get(`${f.base}/coupons${query}`)).body.data.map((c: { id: number }) => c.id);
    expect(await ids('')).toEqual([usable.id, expired.id, redeemed.id, redeemedThenLapsed.id]);
    expect(await ids('?redeemed=false&expired=false')).toEqual([usable.id]);
    expect(await ids('?redeemed=true')).toEqual([redeemed.id, redeemedThenLapsed.id]);
    expect(await ids('?expired=true')).toEqual([expired.id]);
    expect(await ids('?redeemed=false&expired=true')).toEqual([expired.id]);

    const one = (await f.get(`${f.base}/coupons?redeemed=true&perPage=1`)).body;
    expect(one.meta).toEqual({ page: 1, perPage: 1, total: 2 });
    expect(one.data[0]).toEqual({
      id: redeemed.id,
      source: 'DIRECT',
      expiresAt: redeemed.expiresAt.toISOString(),
      isExpired: false,
      redeemedAt: redeemed.redeemedAt!.toISOString(),
      discountAmount: 20000,
      orderId: visit.id,
      orderNumber: visit.orderNumber,
      orderKey: visit.orderKey,
      campaign: {
        id: offer.id,
        ...OFFER_TERMS,
        services: [{ id: f.wash.id, name: '頭皮護理' }],
        startsAt: offer.startsAt.toISOString(),
        endsAt: offer.endsAt.toISOString(),
      },
      createdAt: redeemed.createdAt.toISOString(),
    });
    expect((await f.get(`${f.base}/coupons?expired=true`)).body.data[0].isExpired).toBe(true);
    expect((await f.get(`${f.base}/coupons?perPage=51`)).status).toBe(400);
    expect((await f.get(`${f.base}/coupons?redeemed=yes`)).status).toBe(400);
  });
});

describe('GET /v1/me/customers/{id}/order-records', () => {
  it('merges bookings, purchases, top-ups and voucher sales newest first, paged', async () => {
    const f = await memberFixture();
    const visit = await f.order({ startsAt: ago(1), status: 'COMPLETED', totalPrice: 130000 });
    const [booking] = await f.db
      .insert(bookings)
      .values({
        orderId: visit.id,
        shopId: f.shop.id,
        operatorId: (await buildOperator(f.db, f.shop.id)).id,
        status: 'COMPLETED',
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
        heldFrom: visit.startsAt,
        heldUntil: visit.endsAt,
      })
      .returning();
    await f.db.insert(bookingServiceItems).values(
      [f.cut, f.wash].map((service, position) => ({
        bookingId: booking!.id,
        serviceId: service.id,
        name: service.name,
        price: service.price,
        durationMinutes: 30,
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
        position,
      })),
    );
    const { rows } = await f.depository([
      { kind: 'TOP_UP', amount: 1100000, paidAmount: 1000000, createdAt: ago(4) },
      { kind: 'SPEND', amount: -1000, createdAt: ago(3) },
    ]);
    const sold = await f.voucher({}, ago(3.5));
    const { sale } = await f.productSale({ createdAt: ago(2) }, [
      { name: '洗髮精', unitPrice: 40000, quantity: 2 },
      { name: '護髮素', unitPrice: 40000, quantity: 1 },
    ]);

    await expectOwnerOnly(f, `${f.base}/order-records`);
    const all = await f.get(`${f.base}/order-records`);
    expect(all.body.meta).toEqual({ page: 1, perPage: 50, total: 4 });
    expect(all.body.data.map((r: { type: string; id: number }) => `${r.type}:${r.id}`)).toEqual([
      `BOOKING:${visit.id}`,
      `PRODUCT_PURCHASE:${sale.id}`,
      `VOUCHER_SALE:${sold.sale.id}`,
      `TOP_UP:${rows[0]!.id}`,
    ]);
    expect(all.body.data[0]).toMatchObject({
      title: '洗剪吹、頭皮護理',
      at: visit.startsAt.toISOString(),
      amount: 130000,
      currency: 'TWD',
      status: 'COMPLETED',
      orderId: visit.id,
      orderKey: visit.orderKey,
    });
    expect(all.body.data[1]).toMatchObject({
      title: '洗髮精 ×2、護髮素',
      amount: 120000,
      status: null,
    });
    expect(all.body.data[2]).toMatchObject({ title: '購買套票：洗剪吹 10 次', amount: 640000 });
    expect(all.body.data[3]).toMatchObject({ title: '儲值金儲值', amount: 1000000, orderId: null });
    const second = await f.get(`${f.base}/order-records?perPage=2&page=2`);
    expect(second.body.data.map((r: { type: string }) => r.type)).toEqual([
      'VOUCHER_SALE',
      'TOP_UP',
    ]);
    expect((await f.get(`${f.base}/order-records?perPage=0`)).status).toBe(400);
  });
});

describe('GET /v1/me/customers?part=summary', () => {
  it("shows each seller's avatar, my tags, spendable balance and usable item counts", async () => {
    const f = await memberFixture();
    const [tag] = await f.db
      .insert(customerTags)
      .values({ sellerId: f.shop.sellerId, name: 'VIP', color: 'grape', vipExtraDays: 30 })
      .returning();
    await f.db.insert(customerTagLinks).values({ customerId: f.customer.id, tagId: tag!.id });
    await f.depository([{ kind: 'TOP_UP', amount: 300000 }]);
    await f.depository([{ kind: 'TOP_UP', amount: 999 }], { currency: 'HKD' });
    await f.voucher({ sessionsLeft: 4 });
    await f.voucher({ sessionsLeft: 0 });
    await f.voucher({ sessionsLeft: 2, expiresAt: ago(1) });
    const offer = await f.campaign();
    await f.coupon(offer.id);
    await f.coupon(offer.id, { expiresAt: ago(1) });

    const res = await f.get('/v1/me/customers?part=summary');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      id: f.customer.id,
      sellerName: expect.any(String),
      memberSummary: {
        avatarUrl: '/static/a.png',
        tags: [{ id: tag!.id, name: 'VIP', color: 'grape' }],
        balance: 300000,
        currency: 'TWD',
        usableVoucherCount: 1,
        usableCouponCount: 1,
      },
    });
    const plain = await f.get('/v1/me/customers');
    expect(plain.body.data[0].memberSummary).toBeUndefined();
    const one = await f.get(`${f.base}?part=summary`);
    expect(one.body.data.memberSummary.balance).toBe(300000);
    expect((await f.get('/v1/me/customers?part=everything')).status).toBe(400);
    expect((await f.get('/v1/me/customers?part=summary', null)).status).toBe(401);
  });

  it('answers a member with nothing yet, and no merged record', async () => {
    const f = await memberFixture();
    const [walkIn] = await f.db
      .insert(customers)
      .values({ sellerId: f.shop.sellerId, displayName: '臨櫃', mergedIntoId: f.customer.id })
      .returning();
    const res = await f.get('/v1/me/customers?part=summary');
    expect(res.body.data.map((c: { id: number }) => c.id)).toEqual([f.customer.id]);
    expect(res.body.data[0].memberSummary).toMatchObject({
      tags: [],
      balance: 0,
      usableVoucherCount: 0,
      usableCouponCount: 0,
    });
    expect((await f.get(`/v1/me/customers/${walkIn!.id}/vouchers`)).status).toBe(404);
  });
});

describe('order parts: depositoryTransactions, voucherTransactions, productTransactions.items', () => {
  it("presents exactly the rows of that order, on the customer's order read", async () => {
    const f = await memberFixture();
    const visit = await f.order({ startsAt: ago(1), status: 'COMPLETED' });
    const otherVisit = await f.order({ startsAt: ago(2), status: 'COMPLETED' });
    const { account, rows } = await f.depository([
      { kind: 'TOP_UP', amount: 100000 },
      { kind: 'SPEND', amount: -30000, orderId: visit.id },
      { kind: 'SPEND', amount: -10000, orderId: otherVisit.id },
    ]);
    const sold = await f.voucher({ sessionsLeft: 8 });
    const [use, otherUse] = await f.db
      .insert(voucherTransactions)
      .values([
        {
          sellerId: f.shop.sellerId,
          voucherId: sold.voucher.id,
          kind: 'USE',
          sessions: -1,
          sessionsAfter: 9,
          orderId: visit.id,
          idempotencyKey: key(),
        },
        {
          sellerId: f.shop.sellerId,
          voucherId: sold.voucher.id,
          kind: 'USE',
          sessions: -1,
          sessionsAfter: 8,
          orderId: otherVisit.id,
          idempotencyKey: key(),
        },
      ])
      .returning();
    expect(otherUse).toBeDefined();
    const {
      sale,
      items: [item],
    } = await f.productSale({ orderId: visit.id, paymentMethod: 'DEPOSITORY' }, [
      { name: '洗髮精', unitPrice: 40000, quantity: 1 },
    ]);

    const parts = 'depositoryTransactions,voucherTransactions,productTransactions.items';
    const res = await f.get(`/v1/orders/${visit.orderKey}?part=${parts}`);
    expect(res.status).toBe(200);
    expect(res.body.data.depositoryTransactions).toEqual([
      {
        id: rows[1]!.id,
        depositoryId: account.id,
        kind: 'SPEND',
        amount: -30000,
        balanceAfter: 70000,
        currency: 'TWD',
        paymentMethod: null,
        createdAt: rows[1]!.createdAt.toISOString(),
      },
    ]);
    expect(res.body.data.voucherTransactions).toEqual([
      {
        id: use!.id,
        voucherId: sold.voucher.id,
        voucherName: '洗剪吹 10 次',
        kind: 'USE',
        sessions: -1,
        sessionsAfter: 9,
        bookingId: null,
        serviceItemId: null,
        createdAt: use!.createdAt.toISOString(),
      },
    ]);
    expect(res.body.data.productTransactions).toEqual([
      {
        id: sale.id,
        shopId: f.shop.id,
        total: 40000,
        currency: 'TWD',
        paymentMethod: 'DEPOSITORY',
        createdAt: sale.createdAt.toISOString(),
        items: [
          {
            id: item!.id,
            productId: null,
            name: '洗髮精',
            unitPrice: 40000,
            quantity: 1,
            amount: 40000,
          },
        ],
      },
    ]);

    const withoutItems = await f.get(`/v1/orders/${visit.id}?part=productTransactions`);
    expect(withoutItems.body.data.productTransactions[0].items).toBeUndefined();
    expect(withoutItems.body.data.depositoryTransactions).toBeUndefined();
    const bare = await f.order();
    const none = await f.get(`/v1/orders/${bare.id}?part=${parts}`);
    expect(none.body.data).toMatchObject({
      depositoryTransactions: [],
      voucherTransactions: [],
      productTransactions: [],
    });
    expect((await f.get(`/v1/orders/${visit.id}?part=${parts}`, f.other.token)).status).toBe(404);
    expect((await f.get(`/v1/orders/${visit.id}?part=vouchers`)).status).toBe(400);
  });
});

describe('GET /v1/me/customers/{id}/orders', () => {
  it("lists the customer's orders at that seller only, by tab, at most 50 a page", async () => {
    const f = await memberFixture();
    const upcoming = await f.order({ startsAt: ahead(2) });
    const past = await f.order({ startsAt: ago(2), status: 'COMPLETED' });
    const cancelled = await f.order({ startsAt: ahead(4), status: 'CANCELLED' });
    // The same user at another seller: not on this card.
    const g = await memberFixture();
    const [elsewhere] = await g.db
      .insert(customers)
      .values({ sellerId: g.shop.sellerId, userId: f.me.user.id, displayName: '王小美' })
      .returning();
    await g.db.insert(orders).values({
      orderKey: randomUUID(),
      sellerId: g.shop.sellerId,
      shopId: g.shop.id,
      customerId: elsewhere!.id,
      status: 'CONFIRMED',
      currency: 'TWD',
      totalPrice: 1000,
      startsAt: ahead(1),
      endsAt: ahead(1.1),
    });

    const url = `${f.base}/orders`;
    await expectOwnerOnly(f, url);
    const ids = async (query: string) => {
      const res = await f.get(`${url}${query}`);
      expect(res.status).toBe(200);
      return res.body.data.map((o: { id: number }) => o.id);
    };
    expect(await ids('')).toEqual([cancelled.id, upcoming.id, past.id]);
    expect(await ids('?period=upcoming')).toEqual([upcoming.id]);
    expect(await ids('?period=past')).toEqual([past.id]);
    expect(await ids('?status=CANCELLED')).toEqual([cancelled.id]);
    expect((await f.get(url)).body.meta).toEqual({ page: 1, perPage: 50, total: 3 });
    expect((await f.get(`${url}?perPage=50`)).status).toBe(200);
    expect((await f.get(`${url}?perPage=51`)).status).toBe(400);
    expect((await f.get(`${url}?period=soon`)).status).toBe(400);
  });
});
