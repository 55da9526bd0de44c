import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  couponCampaigns,
  coupons,
  customers,
  customerTagLinks,
  customerTags,
  type orders,
} from '../../db/schema';
import { bookableShop, signedInUser } from '../../../test/booking-factories';
import { type AccessCase, accessMatrix, route, statusByCaller } from '../../../test/access-matrix';
import { buildBookedOrder, buildCustomer } from '../../../test/member-item-factories';
import { expectFieldErrors, sellerTestKit } from '../../../test/seller-factories';

const kit = sellerTestKit();
let fixture: Awaited<ReturnType<typeof bookableShop>>;

beforeAll(async () => {
  fixture = await bookableShop(kit.t.database.db, { shop: { sellerId: kit.callers.sellerId } });
});

const DAY = 86_400_000;
const base = kit.base;
const owner = () => kit.callers.owner.token;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
let counter = 0;
let orderCount = 0;
const key = () => `coupon-key-${randomUUID()}`;

/** A valid campaign body: NT$200 off any order, a month from yesterday. */
const campaignBody = (change: Record<string, unknown> = {}) => ({
  name: `優惠券 ${++counter}`,
  discountType: 'AMOUNT',
  discountValue: 20000,
  startsAt: at(-1),
  endsAt: at(30),
  ...change,
});

async function createCampaign(change: Record<string, unknown> = {}) {
  const res = await kit.api.call('POST', `${base()}/coupon-campaigns`, {
    token: owner(),
    body: campaignBody(change),
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; claimCode: string | null };
}

/** A customer record of the callers' seller (or another). */
const customer = (values: Partial<typeof customers.$inferInsert> = {}) =>
  buildCustomer(kit.t.database.db, kit.callers.sellerId, values);

/**
 * An order of the customer at the fixture shop with one booking of the given services (the
 * fixture's 洗剪吹 NT$800 and 頭皮護理 NT$500 by default); total = the sum unless given.
 */
async function order(
  customerId: number,
  options: {
    status?: (typeof orders.$inferInsert)['status'];
    serviceIndexes?: (0 | 1)[];
    totalPrice?: number;
  } = {},
) {
  // Three hours apart each, so the one operator's bookings never overlap.
  const startsAt = new Date(Date.UTC(2025, 0, 1) + ++orderCount * 3 * 3_600_000);
  const { order: row } = await buildBookedOrder(kit.t.database.db, {
    sellerId: kit.callers.sellerId,
    shop: fixture.shop,
    operatorId: fixture.operators[0]!.id,
    customerId,
    status: options.status ?? 'COMPLETED',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 90 * 60_000),
    services: (options.serviceIndexes ?? [0, 1]).map((i) => fixture.services[i]),
    ...(options.totalPrice === undefined ? {} : { totalPrice: options.totalPrice }),
  });
  return row;
}

/** Issues the campaign to one customer (as the owner) and answers the coupon's id. */
async function issueTo(campaignId: number, customerId: number) {
  const res = await kit.api.call('POST', `${base()}/coupon-campaigns/${campaignId}:issue`, {
    token: owner(),
    body: { customerId },
  });
  expect(res.body).toEqual({ data: { issued: 1, skipped: 0 } });
  const [row] = await kit.t.database.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.campaignId, campaignId), eq(coupons.customerId, customerId)))
    .orderBy(coupons.seq);
  return row!.id;
}

const redeemUrl = (customerId: number, couponId: number) =>
  `${base()}/customer-records/${customerId}/coupons/${couponId}:redeem`;

/** A usable coupon of a new campaign for a new customer, and an order of theirs. */
async function couponAndOrder(change: Record<string, unknown> = {}, orderOptions = {}) {
  const campaign = await createCampaign(change);
  const who = await customer();
  const couponId = await issueTo(campaign.id, who.id);
  const o = await order(who.id, orderOptions);
  return { campaign, customerId: who.id, couponId, order: o };
}

async function redeem(
  c: { customerId: number; couponId: number; order: { id: number } },
  token = owner(),
  idempotencyKey = key(),
) {
  return kit.api.call('POST', redeemUrl(c.customerId, c.couponId), {
    token,
    body: { orderId: c.order.id, idempotencyKey },
  });
}

describe('who may call the coupon routes', () => {
  const routes: AccessCase[] = [
    route('GET /coupon-campaigns', 'items.sell', async () => ({
      url: `${base()}/coupon-campaigns`,
    })),
    route('GET /coupon-campaigns/{campaignId}', 'items.sell', async () => ({
      url: `${base()}/coupon-campaigns/${(await createCampaign()).id}`,
    })),
    route('POST /coupon-campaigns', 'items.manage', async () => ({
      url: `${base()}/coupon-campaigns`,
      body: campaignBody(),
    })),
    route('PUT /coupon-campaigns/{campaignId}', 'items.manage', async () => ({
      url: `${base()}/coupon-campaigns/${(await createCampaign()).id}`,
      body: campaignBody({ discountType: 'PERCENT', discountValue: 10 }),
    })),
    route(
      'DELETE /coupon-campaigns/{campaignId}',
      { permission: 'items.manage', ok: 204 },
      async () => ({
        url: `${base()}/coupon-campaigns/${(await createCampaign()).id}`,
      }),
    ),
    route('POST /coupon-campaigns/{campaignId}:issue', 'items.manage', async () => ({
      url: `${base()}/coupon-campaigns/${(await createCampaign()).id}:issue`,
      body: { customerId: (await customer()).id },
    })),
    route('GET /customer-records/{customerId}/coupons', 'items.sell', async () => ({
      url: `${base()}/customer-records/${(await customer()).id}/coupons?state=USABLE`,
    })),
    route(
      'GET /customer-records/{customerId}/coupons/{couponId}/orders',
      'items.sell',
      async () => {
        const c = await couponAndOrder();
        return {
          url: `${base()}/customer-records/${c.customerId}/coupons/${c.couponId}/orders`,
        };
      },
    ),
    route(
      'POST /customer-records/{customerId}/coupons/{couponId}:redeem',
      'items.sell',
      async () => {
        const c = await couponAndOrder();
        return {
          url: redeemUrl(c.customerId, c.couponId),
          body: { orderId: c.order.id, idempotencyKey: key() },
        };
      },
    ),
  ];

  accessMatrix(kit, {
    routes,
    covers: (p) =>
      p.startsWith('/v1/sellers/{sellerId}/coupon-campaigns') ||
      /^\/v1\/sellers\/\{sellerId\}\/customer-records\/\{customerId\}\/coupons/.test(p),
  });

  it('POST /v1/me/customers/{customerId}/coupons:claim: the record’s user only, signed in', async () => {
    const campaign = await createCampaign({ claimCode: `ME${++counter}X`, perCustomerLimit: 100 });
    const mine = await customer({ userId: kit.callers.customer.user.id });
    const got = await statusByCaller(kit, () => ({
      method: 'POST',
      url: `/v1/me/customers/${mine.id}/coupons:claim`,
      body: { code: campaign.claimCode },
    }));
    expect(got).toEqual({
      customer: 200,
      owner: 404,
      manager: 404,
      staff: 404,
      outsider: 404,
      anonymous: 401,
    });
  });
});

describe('campaigns', () => {
  it('creates, reads, lists with counts, updates and deletes a campaign', async () => {
    const created = await kit.api.call('POST', `${base()}/coupon-campaigns`, {
      token: kit.callers.manager.token,
      body: campaignBody({
        name: ' 新客首次 9 折 ',
        description: '第一次來店\n可使用',
        discountType: 'PERCENT',
        discountValue: 10,
        minSpend: 100000,
        scope: 'SERVICES',
        serviceIds: [fixture.services[1].id],
        perCustomerLimit: 2,
        claimCode: ' welcome10 ',
      }),
    });
    expect(created.status).toBe(200);
    const campaign = created.body.data;
    expect(campaign).toEqual({
      id: expect.any(Number),
      name: '新客首次 9 折',
      description: '第一次來店\n可使用',
      discountType: 'PERCENT',
      discountValue: 10,
      currency: fixture.shop.currency,
      minSpend: 100000,
      scope: 'SERVICES',
      services: [{ id: fixture.services[1].id, name: '頭皮護理' }],
      startsAt: expect.any(String),
      endsAt: expect.any(String),
      perCustomerLimit: 2,
      claimCode: 'WELCOME10',
      isActive: true,
      issuedCount: 0,
      redeemedCount: 0,
      createdAt: expect.any(String),
    });
    const got = await kit.api.call('GET', `${base()}/coupon-campaigns/${campaign.id}`, {
      token: kit.callers.staff.token,
    });
    expect(got.body.data).toEqual(campaign);

    const who = await customer();
    await issueTo(campaign.id, who.id);
    const list = await kit.api.call('GET', `${base()}/coupon-campaigns`, { token: owner() });
    const listed = list.body.data.find((c: { id: number }) => c.id === campaign.id);
    expect(listed).toMatchObject({ issuedCount: 1, redeemedCount: 0 });

    const updated = await kit.api.call('PUT', `${base()}/coupon-campaigns/${campaign.id}`, {
      token: owner(),
      body: campaignBody({ name: '改名', scope: 'ORDER', serviceIds: [fixture.services[0].id] }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: '改名',
      scope: 'ORDER',
      services: [],
      claimCode: null,
      discountType: 'AMOUNT',
      issuedCount: 1,
    });

    const gone = await kit.api.call('DELETE', `${base()}/coupon-campaigns/${campaign.id}`, {
      token: owner(),
    });
    expect(gone.status).toBe(204);
    expect(
      await kit.t.database.db.select().from(coupons).where(eq(coupons.campaignId, campaign.id)),
    ).toEqual([]);
    const after = await kit.api.call('GET', `${base()}/coupon-campaigns/${campaign.id}`, {
      token: owner(),
    });
    expect(after.status).toBe(404);
  });

  it('refuses bad input with 400 naming the field', async () => {
    // One instant for both ends: two calls of at(5) can fall in different milliseconds.
    const fiveDays = at(5);
    await expectFieldErrors(kit.api, owner(), `${base()}/coupon-campaigns`, campaignBody(), [
      [{ name: '' }, 'name'],
      [{ name: '長'.repeat(41) }, 'name'],
      [{ description: '字'.repeat(501) }, 'description'],
      [{ discountType: 'FREE' }, 'discountType'],
      [{ discountValue: 0 }, 'discountValue'],
      [{ discountValue: 100_000_001 }, 'discountValue'],
      [{ discountValue: 1.5 }, 'discountValue'],
      [{ discountType: 'PERCENT', discountValue: 100 }, 'discountValue'],
      [{ minSpend: -1 }, 'minSpend'],
      [{ scope: 'SERVICES' }, 'serviceIds'],
      [{ scope: 'SERVICES', serviceIds: [999999] }, 'serviceIds'],
      [{ startsAt: fiveDays, endsAt: fiveDays }, 'endsAt'],
      [{ endsAt: 'tomorrow' }, 'endsAt'],
      [{ perCustomerLimit: 0 }, 'perCustomerLimit'],
      [{ perCustomerLimit: 101 }, 'perCustomerLimit'],
      [{ claimCode: 'AB1' }, 'claimCode'],
      [{ claimCode: 'A'.repeat(21) }, 'claimCode'],
      [{ claimCode: '優惠碼1234' }, 'claimCode'],
      [{ isActive: 'yes' }, 'isActive'],
      [{ extra: 1 }, 'extra'],
    ]);
  });

  it("refuses another seller's service", async () => {
    const other = await bookableShop(kit.t.database.db);
    const res = await kit.api.call('POST', `${base()}/coupon-campaigns`, {
      token: owner(),
      body: campaignBody({ scope: 'SERVICES', serviceIds: [other.services[0].id] }),
    });
    expect([res.status, res.body.error.field]).toEqual([400, 'serviceIds']);
  });

  it('keeps claim codes unique per seller (409 naming claimCode), on create and update', async () => {
    const code = `UNIQ${++counter}`;
    await createCampaign({ claimCode: code });
    const again = await kit.api.call('POST', `${base()}/coupon-campaigns`, {
      token: owner(),
      body: campaignBody({ claimCode: code.toLowerCase() }),
    });
    expect([again.status, again.body.error.code, again.body.error.field]).toEqual([
      409,
      'E_SLUG_TAKEN',
      'claimCode',
    ]);
    const second = await createCampaign();
    const rename = await kit.api.call('PUT', `${base()}/coupon-campaigns/${second.id}`, {
      token: owner(),
      body: campaignBody({ claimCode: code }),
    });
    expect([rename.status, rename.body.error.field]).toEqual([409, 'claimCode']);
    // Another seller may use the same code.
    const outsider = await kit.api.call(
      'POST',
      `/v1/sellers/${kit.callers.outsider.sellerId}/coupon-campaigns`,
      {
        token: kit.callers.outsider.token,
        body: campaignBody({ claimCode: code }),
      },
    );
    expect(outsider.status).toBe(200);
    expect(outsider.body.data.currency).toBe('TWD');
  });

  it('refuses to delete a campaign once a coupon was redeemed', async () => {
    const c = await couponAndOrder();
    expect((await redeem(c)).status).toBe(200);
    const res = await kit.api.call('DELETE', `${base()}/coupon-campaigns/${c.campaign.id}`, {
      token: owner(),
    });
    expect([res.status, res.body.error.code]).toEqual([409, 'E_HAS_LEDGER_HISTORY']);
    const list = await kit.api.call('GET', `${base()}/coupon-campaigns/${c.campaign.id}`, {
      token: owner(),
    });
    expect(list.body.data).toMatchObject({ issuedCount: 1, redeemedCount: 1 });
  });

  it("answers 404 for another seller's campaign", async () => {
    const theirs = await kit.api.call(
      'POST',
      `/v1/sellers/${kit.callers.outsider.sellerId}/coupon-campaigns`,
      {
        token: kit.callers.outsider.token,
        body: campaignBody(),
      },
    );
    for (const [method, suffix] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', ':issue'],
    ] as const) {
      const res = await kit.api.call(
        method,
        `${base()}/coupon-campaigns/${theirs.body.data.id}${suffix}`,
        {
          token: owner(),
          ...(method === 'PUT'
            ? { body: campaignBody() }
            : method === 'POST'
              ? { body: { customerId: (await customer()).id } }
              : {}),
        },
      );
      expect([method, res.status]).toEqual([method, 404]);
    }
  });
});

describe('issuing', () => {
  it('issues to everyone with a tag, skipping those at their limit', async () => {
    const campaign = await createCampaign({ perCustomerLimit: 1 });
    const [tag] = await kit.t.database.db
      .insert(customerTags)
      .values({ sellerId: kit.callers.sellerId, name: `VIP${++counter}`, color: 'red' })
      .returning();
    const members = [await customer(), await customer(), await customer()];
    const merged = await customer({ mergedIntoId: members[0]!.id });
    await kit.t.database.db
      .insert(customerTagLinks)
      .values([...members, merged].map((m) => ({ customerId: m.id, tagId: tag!.id })));
    await issueTo(campaign.id, members[0]!.id);

    const url = `${base()}/coupon-campaigns/${campaign.id}:issue`;
    const first = await kit.api.call('POST', url, { token: owner(), body: { tagId: tag!.id } });
    expect(first.body).toEqual({ data: { issued: 2, skipped: 1 } });
    const again = await kit.api.call('POST', url, { token: owner(), body: { tagId: tag!.id } });
    expect(again.body).toEqual({ data: { issued: 0, skipped: 3 } });
    const rows = await kit.t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.campaignId, campaign.id));
    expect(rows.map((r) => [r.customerId, r.source, r.seq]).sort()).toEqual(
      [
        [members[0]!.id, 'DIRECT', 1],
        [members[1]!.id, 'TAG', 1],
        [members[2]!.id, 'TAG', 1],
      ].sort(),
    );
    const ends = new Set(rows.map((r) => r.expiresAt.getTime()));
    const [campaignRow] = await kit.t.database.db
      .select()
      .from(couponCampaigns)
      .where(eq(couponCampaigns.id, campaign.id));
    expect([...ends]).toEqual([campaignRow!.endsAt.getTime()]);
  });

  it('gives a customer up to the limit, one seq each, expiring with the campaign', async () => {
    const endsAt = at(10);
    const campaign = await createCampaign({ perCustomerLimit: 2, endsAt });
    const who = await customer();
    const url = `${base()}/coupon-campaigns/${campaign.id}:issue`;
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(
        (await kit.api.call('POST', url, { token: owner(), body: { customerId: who.id } })).body,
      );
    }
    expect(answers).toEqual([
      { data: { issued: 1, skipped: 0 } },
      { data: { issued: 1, skipped: 0 } },
      { data: { issued: 0, skipped: 1 } },
    ]);
    const rows = await kit.t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.campaignId, campaign.id));
    expect(rows.map((r) => r.seq).sort()).toEqual([1, 2]);
    for (const r of rows) {
      expect(r.expiresAt.toISOString()).toBe(endsAt);
      expect(r.issuedByUserId).toBe(kit.callers.owner.user.id);
    }
  });

  it('refuses an inactive or ended campaign with 409, and bad recipients with 400', async () => {
    const inactive = await createCampaign({ isActive: false });
    const ended = await createCampaign({ startsAt: at(-10), endsAt: at(-1) });
    const who = await customer();
    for (const c of [inactive, ended]) {
      const res = await kit.api.call('POST', `${base()}/coupon-campaigns/${c.id}:issue`, {
        token: owner(),
        body: { customerId: who.id },
      });
      expect([res.status, res.body.error.code]).toEqual([409, 'E_COUPON_NOT_APPLICABLE']);
    }
    const live = await createCampaign();
    const url = `${base()}/coupon-campaigns/${live.id}:issue`;
    const [theirTag] = await kit.t.database.db
      .insert(customerTags)
      .values({ sellerId: kit.callers.outsider.sellerId, name: `別家${++counter}`, color: 'red' })
      .returning();
    const theirs = await kit.t.database.db
      .insert(customers)
      .values({ sellerId: kit.callers.outsider.sellerId, displayName: '別家顧客' })
      .returning();
    await expectFieldErrors(kit.api, owner(), url, {}, [
      [{}, 'customerId'],
      [{ customerId: who.id, tagId: theirTag!.id }, 'customerId'],
      [{ customerId: theirs[0]!.id }, 'customerId'],
      [{ tagId: theirTag!.id }, 'tagId'],
      [{ customerId: '1' }, 'customerId'],
    ]);
  });
});

describe('redeeming', () => {
  it('takes a fixed amount off the order, capped at its total', async () => {
    const small = await couponAndOrder(
      { discountValue: 20000 },
      { serviceIndexes: [1], totalPrice: 15000 },
    );
    const res = await redeem(small, kit.callers.staff.token);
    expect(res.status).toBe(200);
    expect(res.body.data.discountAmount).toBe(15000);
    expect(res.body.data.coupon).toMatchObject({
      id: small.couponId,
      state: 'REDEEMED',
      orderId: small.order.id,
      orderNumber: small.order.orderNumber,
      discountAmount: 15000,
      redeemedAt: expect.any(String),
    });
    const big = await couponAndOrder({ discountValue: 20000 });
    expect((await redeem(big)).body.data.discountAmount).toBe(20000);
  });

  it('takes a percentage off, rounded down', async () => {
    const c = await couponAndOrder(
      { discountType: 'PERCENT', discountValue: 15 },
      { totalPrice: 99999 },
    );
    expect((await redeem(c)).body.data.discountAmount).toBe(14999);
  });

  it('with SERVICES scope counts only the covered services of the order', async () => {
    const [cut, wash] = fixture.services;
    const c = await couponAndOrder({
      discountType: 'PERCENT',
      discountValue: 10,
      scope: 'SERVICES',
      serviceIds: [wash.id],
      minSpend: 50000,
    });
    expect((await redeem(c)).body.data.discountAmount).toBe(5000);

    const none = await couponAndOrder(
      { scope: 'SERVICES', serviceIds: [wash.id] },
      { serviceIndexes: [0] },
    );
    const refused = await redeem(none);
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([
      409,
      'E_COUPON_NOT_APPLICABLE',
      '這筆訂單沒有優惠券適用的服務',
    ]);

    const under = await couponAndOrder({
      scope: 'SERVICES',
      serviceIds: [wash.id],
      minSpend: 60000,
    });
    const short = await redeem(under);
    expect([short.status, short.body.error.code]).toEqual([409, 'E_COUPON_NOT_APPLICABLE']);
    expect(short.body.error.message).toContain('未達最低消費');
    expect(cut.price + wash.price).toBeGreaterThan(60000);
  });

  it('refuses under the minimum spend and on a zero base, with the reason', async () => {
    const under = await couponAndOrder({ minSpend: 200000 });
    const res = await redeem(under);
    expect([res.status, res.body.error.code]).toEqual([409, 'E_COUPON_NOT_APPLICABLE']);
    expect(res.body.error.message).toMatch(/^未達最低消費 NT\$2,000（訂單金額 NT\$1,300）$/);
    const free = await couponAndOrder({}, { totalPrice: 0 });
    const zero = await redeem(free);
    expect([zero.status, zero.body.error.message]).toEqual([
      409,
      '這筆訂單金額為 0，無法使用優惠券',
    ]);
  });

  it('keeps to the window: not yet started → not applicable, past its end → expired', async () => {
    const later = await couponAndOrder({ startsAt: at(2), endsAt: at(5) });
    const early = await redeem(later);
    expect([early.status, early.body.error.code]).toEqual([409, 'E_COUPON_NOT_APPLICABLE']);

    const c = await couponAndOrder();
    await kit.t.database.db
      .update(couponCampaigns)
      .set({ startsAt: new Date(at(-10)), endsAt: new Date(at(-1)) })
      .where(eq(couponCampaigns.id, c.campaign.id));
    await kit.t.database.db
      .update(coupons)
      .set({ expiresAt: new Date(at(-1)) })
      .where(eq(coupons.id, c.couponId));
    const late = await redeem(c);
    expect([late.status, late.body.error.code]).toEqual([409, 'E_ITEM_EXPIRED']);
  });

  it('refuses a cancelled order, a second coupon on one order, a used coupon', async () => {
    const cancelled = await couponAndOrder({}, { status: 'CANCELLED' });
    const res = await redeem(cancelled);
    expect([res.status, res.body.error.code]).toEqual([409, 'E_COUPON_NOT_APPLICABLE']);

    const first = await couponAndOrder();
    expect((await redeem(first)).status).toBe(200);
    const second = await createCampaign();
    const secondCoupon = await issueTo(second.id, first.customerId);
    const twice = await redeem({ ...first, couponId: secondCoupon });
    expect([twice.status, twice.body.error.code, twice.body.error.message]).toEqual([
      409,
      'E_COUPON_NOT_APPLICABLE',
      '這筆訂單已經使用過優惠券，每筆訂單限用一張',
    ]);
    const otherOrder = await order(first.customerId);
    const used = await redeem({ ...first, order: otherOrder });
    expect([used.status, used.body.error.code]).toEqual([409, 'E_COUPON_REDEEMED']);
  });

  it('answers a replay with the same key, refuses the key for another redemption', async () => {
    const c = await couponAndOrder();
    const k = key();
    const first = await redeem(c, owner(), k);
    const again = await redeem(c, kit.callers.manager.token, k);
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
    const other = await couponAndOrder();
    const reused = await redeem(other, owner(), k);
    expect([reused.status, reused.body.error.code]).toEqual([409, 'E_IDEMPOTENCY_KEY_REUSED']);
    const [row] = await kit.t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, other.couponId));
    expect(row!.redeemedAt).toBeNull();
  });

  it("answers 404 for another customer's order or coupon, and 400 for bad input", async () => {
    const c = await couponAndOrder();
    const stranger = await customer();
    const theirOrder = await order(stranger.id);
    const wrongOrder = await redeem({ ...c, order: theirOrder });
    expect(wrongOrder.status).toBe(404);
    const wrongCustomer = await redeem({ ...c, customerId: stranger.id });
    expect(wrongCustomer.status).toBe(404);
    await expectFieldErrors(
      kit.api,
      owner(),
      redeemUrl(c.customerId, c.couponId),
      { orderId: c.order.id, idempotencyKey: key() },
      [
        [{ idempotencyKey: 'short' }, 'idempotencyKey'],
        [{ idempotencyKey: undefined }, 'idempotencyKey'],
        [{ orderId: 'x' }, 'orderId'],
        [{ orderId: 0 }, 'orderId'],
      ],
    );
    const [row] = await kit.t.database.db.select().from(coupons).where(eq(coupons.id, c.couponId));
    expect(row!.redeemedAt).toBeNull();
  });
});

describe("a customer's coupons", () => {
  it('lists them by state with the terms', async () => {
    const who = await customer();
    const usable = await createCampaign({ name: '可用', minSpend: 100000 });
    const usableId = await issueTo(usable.id, who.id);
    const usedCampaign = await createCampaign({ name: '用過' });
    const usedId = await issueTo(usedCampaign.id, who.id);
    const o = await order(who.id);
    expect((await redeem({ customerId: who.id, couponId: usedId, order: o })).status).toBe(200);
    const old = await createCampaign({ name: '過期' });
    const oldId = await issueTo(old.id, who.id);
    await kit.t.database.db
      .update(coupons)
      .set({ expiresAt: new Date(at(-1)) })
      .where(eq(coupons.id, oldId));

    const url = (state?: string) =>
      `${base()}/customer-records/${who.id}/coupons${state ? `?state=${state}` : ''}`;
    const ids = async (state?: string) => {
      const res = await kit.api.call('GET', url(state), { token: kit.callers.staff.token });
      expect(res.status).toBe(200);
      return res.body;
    };
    const u = await ids('USABLE');
    expect(u.data.map((c: { id: number }) => c.id)).toEqual([usableId]);
    expect(u.data[0]).toMatchObject({
      state: 'USABLE',
      source: 'DIRECT',
      orderId: null,
      campaign: { id: usable.id, name: '可用', minSpend: 100000, discountType: 'AMOUNT' },
    });
    expect(u.meta).toEqual({ page: 1, perPage: 50, total: 1 });
    const r = await ids('REDEEMED');
    expect(r.data.map((c: { id: number; orderNumber: string }) => [c.id, c.orderNumber])).toEqual([
      [usedId, o.orderNumber],
    ]);
    expect(
      (await ids('EXPIRED')).data.map((c: { id: number; state: string }) => [c.id, c.state]),
    ).toEqual([[oldId, 'EXPIRED']]);
    expect((await ids()).meta.total).toBe(3);
    const bad = await kit.api.call('GET', url('USED'), { token: owner() });
    expect(bad.status).toBe(400);
    const theirs = await kit.t.database.db
      .insert(customers)
      .values({ sellerId: kit.callers.outsider.sellerId })
      .returning();
    const hidden = await kit.api.call(
      'GET',
      `${base()}/customer-records/${theirs[0]!.id}/coupons`,
      {
        token: owner(),
      },
    );
    expect(hidden.status).toBe(404);
  });
});

describe('claiming with a code', () => {
  /** A new signed-in user with a customer record at the callers' seller. */
  async function member() {
    const who = await signedInUser(kit.t);
    return { token: who.token, record: await customer({ userId: who.user.id }) };
  }
  const claim = (m: { token: string; record: { id: number } }, code: unknown) =>
    kit.api.call('POST', `/v1/me/customers/${m.record.id}/coupons:claim`, {
      token: m.token,
      body: { code },
    });

  it('gives the coupon once per limit, whatever the case of the code', async () => {
    const code = `HELLO${++counter}`;
    const campaign = await createCampaign({ claimCode: code, perCustomerLimit: 1 });
    const mine = await member();
    const res = await claim(mine, ` ${code.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      customerId: mine.record.id,
      source: 'CODE',
      state: 'USABLE',
      campaign: { id: campaign.id },
    });
    const again = await claim(mine, code);
    expect([again.status, again.body.error.code, again.body.error.message]).toEqual([
      409,
      'E_COUPON_LIMIT_REACHED',
      '您已領取過這張優惠券',
    ]);
  });

  it('answers 404 「找不到這個優惠碼」 for unknown, inactive or ended codes, and other sellers’ codes', async () => {
    const mine = await member();
    const inactive = await createCampaign({ claimCode: `OFF${++counter}`, isActive: false });
    const ended = await createCampaign({
      claimCode: `END${++counter}`,
      startsAt: at(-5),
      endsAt: at(-1),
    });
    const theirs = await kit.api.call(
      'POST',
      `/v1/sellers/${kit.callers.outsider.sellerId}/coupon-campaigns`,
      {
        token: kit.callers.outsider.token,
        body: campaignBody({ claimCode: `THEIRS${++counter}` }),
      },
    );
    for (const code of [
      'NOPE0000',
      inactive.claimCode,
      ended.claimCode,
      theirs.body.data.claimCode,
    ]) {
      const res = await claim(mine, code);
      expect([code, res.status, res.body.error.message]).toEqual([code, 404, '找不到這個優惠碼']);
    }
    const empty = await claim(mine, '');
    expect([empty.status, empty.body.error.field]).toEqual([400, 'code']);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('under concurrency', () => {
  it('10 simultaneous claims of a limit-1 code by one customer make exactly one coupon', async () => {
    const code = `RACE${++counter}`;
    const campaign = await createCampaign({ claimCode: code, perCustomerLimit: 1 });
    const who = await signedInUser(kit.t);
    const mine = await customer({ userId: who.user.id });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        kit.api.call('POST', `/v1/me/customers/${mine.id}/coupons:claim`, {
          token: who.token,
          body: { code },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const rows = await kit.t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.campaignId, campaign.id));
    expect(rows).toHaveLength(1);
  });

  it('10 simultaneous redemptions of one coupon with different keys: exactly one succeeds', async () => {
    const c = await couponAndOrder();
    const others = await Promise.all(Array.from({ length: 9 }, () => order(c.customerId)));
    const answers = await Promise.all([c.order, ...others].map((o) => redeem({ ...c, order: o })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error.code)).toEqual(
      Array(9).fill('E_COUPON_REDEEMED'),
    );
    const [row] = await kit.t.database.db.select().from(coupons).where(eq(coupons.id, c.couponId));
    expect(row!.redeemedAt).not.toBeNull();
  });

  it('10 simultaneous redemptions with one key record one and answer all the same', async () => {
    const c = await couponAndOrder();
    const k = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(c, owner(), k)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });
});

describe('the orders a coupon is offered for (issue 36 item 5)', () => {
  const candidatesUrl = (customerId: number, couponId: number) =>
    `${base()}/customer-records/${customerId}/coupons/${couponId}/orders`;
  type Candidate = { orderId: number; applicable: boolean; reason: string | null };

  it('says for each recent order whether the coupon applies, and why not', async () => {
    // NT$200 off from NT$1,000: an order of both services (NT$1,300) qualifies, the cut alone not.
    const campaign = await createCampaign({ minSpend: 100000 });
    const who = await customer();
    const couponId = await issueTo(campaign.id, who.id);
    const both = await order(who.id);
    const cutOnly = await order(who.id, { serviceIndexes: [0] });
    const cancelled = await order(who.id, { status: 'CANCELLED' });
    const withCoupon = await order(who.id);
    const other = await createCampaign();
    const otherCoupon = await issueTo(other.id, who.id);
    expect(
      (await redeem({ customerId: who.id, couponId: otherCoupon, order: withCoupon })).status,
    ).toBe(200);

    const res = await kit.api.call('GET', candidatesUrl(who.id, couponId), {
      token: kit.callers.staff.token,
    });
    expect(res.status).toBe(200);
    const byId = new Map((res.body.data as Candidate[]).map((c) => [c.orderId, c]));
    expect(byId.get(both.id)).toMatchObject({
      applicable: true,
      reason: null,
      discountAmount: 20000,
    });
    expect(byId.get(cutOnly.id)).toMatchObject({
      applicable: false,
      reason: '未達最低消費 NT$1,000（訂單金額 NT$800）',
    });
    expect(byId.get(withCoupon.id)).toMatchObject({
      applicable: false,
      reason: '這筆訂單已經使用過優惠券，每筆訂單限用一張',
    });
    expect(byId.has(cancelled.id)).toBe(false);

    // What it offers is what a redemption then does: the one applicable order redeems.
    expect((await redeem({ customerId: who.id, couponId, order: cutOnly })).status).toBe(409);
    expect((await redeem({ customerId: who.id, couponId, order: both })).status).toBe(200);
    const after = await kit.api.call('GET', candidatesUrl(who.id, couponId), { token: owner() });
    for (const c of after.body.data as Candidate[]) {
      expect(c).toMatchObject({ applicable: false, reason: '這張優惠券已經使用過了' });
    }
  });

  it("is 404 for another customer's coupon, and closed to other sellers", async () => {
    const { couponId } = await couponAndOrder();
    const stranger = await customer();
    const res = await kit.api.call('GET', candidatesUrl(stranger.id, couponId), { token: owner() });
    expect(res.status).toBe(404);
  });
});
