import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, orders, vouchers, voucherTransactions } from '../../db/schema';
import { bookableShop } from '../../../test/booking-factories';
import { buildServiceGroup, buildService } from '../../../test/factories';
import { type AccessCase, accessMatrix, route } from '../../../test/access-matrix';
import { buildBookedOrder, buildCustomer } from '../../../test/member-item-factories';
import { sellerTestKit } from '../../../test/seller-factories';
import { expireVouchers } from './expire-vouchers';

const kit = sellerTestKit();
let fixture: Awaited<ReturnType<typeof bookableShop>>;
/** A service of the shop no template below covers. */
let uncovered: { id: number; name: string };

beforeAll(async () => {
  fixture = await bookableShop(kit.t.database.db, { shop: { sellerId: kit.callers.sellerId } });
  const group = await buildServiceGroup(kit.t.database.db, fixture.shop.id);
  uncovered = await buildService(kit.t.database.db, group, { name: '美甲' });
});

const base = kit.base;
const cut = () => fixture.services[0];
let keyCounter = 0;
const key = () => `test-key-${++keyCounter}-${randomUUID()}`;

const customer = (sellerId = kit.callers.sellerId) =>
  buildCustomer(kit.t.database.db, sellerId, { displayName: '王小美' });

let day = 0;
/** An order of one booking of the service for the customer (each on its own day). */
async function booking(
  customerId: number,
  serviceId = cut().id,
  status: (typeof orders.$inferInsert)['status'] = 'CONFIRMED',
) {
  // Visits that have begun (in 2026), so the calendar may complete them.
  const startsAt = new Date(Date.UTC(2026, 0, 1, 2) + ++day * 86_400_000);
  const { order, booking: row } = await buildBookedOrder(kit.t.database.db, {
    sellerId: kit.callers.sellerId,
    shop: { id: fixture.shop.id, currency: 'TWD' },
    operatorId: fixture.operators[0]!.id,
    customerId,
    status,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    services: [{ id: serviceId, name: '洗剪吹', price: 80000, durationMinutes: 60 }],
  });
  return { orderId: order.id, bookingId: row.id };
}

const templateBody = (over: Record<string, unknown> = {}) => ({
  name: '洗髮 10 次（送 2 次）',
  description: '平日假日皆可使用',
  sessions: 10,
  price: 640000,
  validityDays: 365,
  serviceIds: [cut().id],
  ...over,
});

async function template(over: Record<string, unknown> = {}) {
  const res = await kit.api.call('POST', `${base()}/voucher-templates`, {
    token: kit.callers.owner.token,
    body: templateBody(over),
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; sessions: number };
}

async function sell(customerId: number, templateId: number, idempotencyKey = key()) {
  const res = await kit.api.call('POST', `${base()}/customer-records/${customerId}/vouchers:sell`, {
    token: kit.callers.staff.token,
    body: { templateId, paymentMethod: 'CASH', idempotencyKey },
  });
  expect(res.status).toBe(200);
  return res.body.data.voucher as { id: number; sessionsLeft: number };
}

/** A customer holding a voucher of `sessions` sessions for the cut. */
async function holder(sessions = 10) {
  const c = await customer();
  const tpl = await template({ sessions });
  return { customerId: c.id, voucher: await sell(c.id, tpl.id), templateId: tpl.id };
}

/** The voucher's sessions left, as stored. */
async function sessionsLeftOf(voucherId: number) {
  const [v] = await kit.t.database.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
  return v!.sessionsLeft;
}

const useUrl = (customerId: number, voucherId: number) =>
  `${base()}/customer-records/${customerId}/vouchers/${voucherId}:use`;

/** A staff member's call to use a session of the customer's voucher (a booking, a key). */
const useVoucher = (customerId: number, voucherId: number, body: Record<string, unknown>) =>
  kit.api.call('POST', useUrl(customerId, voucherId), { token: kit.callers.staff.token, body });

/** The same, for one of the customer's bookings under a new key. */
const useFor = (customerId: number, voucherId: number, bookingId: number) =>
  useVoucher(customerId, voucherId, { bookingId, idempotencyKey: key() });

describe('who may call the voucher routes', () => {
  const routes: AccessCase[] = [
    route('GET /voucher-templates', 'items.sell', async () => ({
      url: `${base()}/voucher-templates`,
    })),
    route('GET /voucher-services', 'items.sell', async () => ({
      url: `${base()}/voucher-services`,
    })),
    route('POST /voucher-templates', 'items.manage', async () => ({
      url: `${base()}/voucher-templates`,
      body: templateBody(),
    })),
    route('GET /voucher-templates/{templateId}', 'items.sell', async () => ({
      url: `${base()}/voucher-templates/${(await template()).id}`,
    })),
    route('PUT /voucher-templates/{templateId}', 'items.manage', async () => ({
      url: `${base()}/voucher-templates/${(await template()).id}`,
      body: templateBody({ name: '改名', isActive: false }),
    })),
    route(
      'DELETE /voucher-templates/{templateId}',
      { permission: 'items.manage', ok: 204 },
      async () => ({
        url: `${base()}/voucher-templates/${(await template()).id}`,
      }),
    ),
    route('GET /customer-records/{customerId}/vouchers', 'items.sell', async () => ({
      url: `${base()}/customer-records/${(await customer()).id}/vouchers?state=USABLE`,
    })),
    route(
      'GET /customer-records/{customerId}/vouchers/{voucherId}/transactions',
      'items.sell',
      async () => {
        const h = await holder();
        return {
          url: `${base()}/customer-records/${h.customerId}/vouchers/${h.voucher.id}/transactions`,
        };
      },
    ),
    route(
      'GET /customer-records/{customerId}/vouchers/{voucherId}/bookings',
      'items.sell',
      async () => {
        const h = await holder();
        return {
          url: `${base()}/customer-records/${h.customerId}/vouchers/${h.voucher.id}/bookings`,
        };
      },
    ),
    route('POST /customer-records/{customerId}/vouchers:sell', 'items.sell', async () => ({
      url: `${base()}/customer-records/${(await customer()).id}/vouchers:sell`,
      body: { templateId: (await template()).id, paymentMethod: 'CARD', idempotencyKey: key() },
    })),
    route(
      'POST /customer-records/{customerId}/vouchers/{voucherId}:use',
      'items.sell',
      async () => {
        const h = await holder();
        const b = await booking(h.customerId);
        return {
          url: useUrl(h.customerId, h.voucher.id),
          body: { bookingId: b.bookingId, idempotencyKey: key() },
        };
      },
    ),
    route(
      'POST /customer-records/{customerId}/vouchers/{voucherId}:refund',
      'items.refund',
      async () => {
        const h = await holder();
        return {
          url: `${base()}/customer-records/${h.customerId}/vouchers/${h.voucher.id}:refund`,
          body: { amount: 100000, paymentMethod: 'CASH', reason: '搬家', idempotencyKey: key() },
        };
      },
    ),
  ];

  accessMatrix(kit, {
    routes,
    covers: (p) =>
      p.startsWith('/v1/sellers/{sellerId}/voucher-templates') ||
      p === '/v1/sellers/{sellerId}/voucher-services' ||
      p.startsWith('/v1/sellers/{sellerId}/customer-records/{customerId}/vouchers'),
  });
});

describe('voucher templates', () => {
  it('creates, lists, updates and deletes a template with its services', async () => {
    const created = await kit.api.call('POST', `${base()}/voucher-templates`, {
      token: kit.callers.manager.token,
      body: templateBody({ name: ' 洗髮 10 次 ', serviceIds: [cut().id, fixture.services[1].id] }),
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      name: '洗髮 10 次',
      description: '平日假日皆可使用',
      sessions: 10,
      price: 640000,
      currency: 'TWD',
      validityDays: 365,
      isActive: true,
      services: expect.arrayContaining([
        { id: cut().id, name: cut().name },
        { id: fixture.services[1].id, name: fixture.services[1].name },
      ]),
      soldCount: 0,
    });
    const id = created.body.data.id;
    const list = await kit.api.call('GET', `${base()}/voucher-templates`, {
      token: kit.callers.staff.token,
    });
    expect(list.body.data).toContainEqual(created.body.data);
    const updated = await kit.api.call('PUT', `${base()}/voucher-templates/${id}`, {
      token: kit.callers.owner.token,
      body: templateBody({ validityDays: null, isActive: false, serviceIds: [uncovered.id] }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      validityDays: null,
      isActive: false,
      services: [{ id: uncovered.id, name: '美甲' }],
    });
    const gone = await kit.api.call('DELETE', `${base()}/voucher-templates/${id}`, {
      token: kit.callers.owner.token,
    });
    expect(gone.status).toBe(204);
    const after = await kit.api.call('GET', `${base()}/voucher-templates/${id}`, {
      token: kit.callers.owner.token,
    });
    expect(after.status).toBe(404);
  });

  it("lists the seller's services with their shop, and no other seller's", async () => {
    const res = await kit.api.call('GET', `${base()}/voucher-services`, {
      token: kit.callers.staff.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({
      id: cut().id,
      name: cut().name,
      shopId: fixture.shop.id,
      shopName: fixture.shop.displayName,
    });
    expect(res.body.data.every((s: { shopId: number }) => s.shopId === fixture.shop.id)).toBe(true);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [change, field] of [
      [{ name: '' }, 'name'],
      [{ name: '一'.repeat(41) }, 'name'],
      [{ description: '字'.repeat(501) }, 'description'],
      [{ sessions: 0 }, 'sessions'],
      [{ sessions: 101 }, 'sessions'],
      [{ sessions: 1.5 }, 'sessions'],
      [{ price: -1 }, 'price'],
      [{ price: 100_000_001 }, 'price'],
      [{ validityDays: 0 }, 'validityDays'],
      [{ validityDays: 3651 }, 'validityDays'],
      [{ serviceIds: [] }, 'serviceIds'],
      [{ serviceIds: ['1'] }, 'serviceIds.0'],
      [{ isActive: 'yes' }, 'isActive'],
      [{ extra: 1 }, ''],
    ] as const) {
      const res = await kit.api.call('POST', `${base()}/voucher-templates`, {
        token: kit.callers.owner.token,
        body: templateBody(change),
      });
      expect([change, res.status]).toEqual([change, 400]);
      if (field) expect([change, res.body.error.field]).toEqual([change, field]);
    }
  });

  it("refuses another seller's service with 400 and answers 404 for another seller's template", async () => {
    const other = await bookableShop(kit.t.database.db, {
      shop: { sellerId: kit.callers.outsider.sellerId },
    });
    const res = await kit.api.call('POST', `${base()}/voucher-templates`, {
      token: kit.callers.owner.token,
      body: templateBody({ serviceIds: [other.services[0].id] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'E_VALIDATION', field: 'serviceIds' });
    const mine = await template();
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const cross = await kit.api.call(
        method,
        `/v1/sellers/${kit.callers.outsider.sellerId}/voucher-templates/${mine.id}`,
        {
          token: kit.callers.outsider.token,
          ...(method === 'PUT'
            ? { body: templateBody({ serviceIds: [other.services[0].id] }) }
            : {}),
        },
      );
      expect([method, cross.status]).toEqual([method, 404]);
    }
  });

  it('refuses to delete a template once sold (E_HAS_LEDGER_HISTORY); it can be turned off', async () => {
    const h = await holder();
    const res = await kit.api.call('DELETE', `${base()}/voucher-templates/${h.templateId}`, {
      token: kit.callers.owner.token,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('E_HAS_LEDGER_HISTORY');
    const tpl = await kit.api.call('GET', `${base()}/voucher-templates/${h.templateId}`, {
      token: kit.callers.owner.token,
    });
    expect(tpl.body.data.soldCount).toBe(1);
    const off = await kit.api.call('PUT', `${base()}/voucher-templates/${h.templateId}`, {
      token: kit.callers.owner.token,
      body: templateBody({ isActive: false }),
    });
    expect(off.status).toBe(200);
    // An inactive template is not sold.
    const c = await customer();
    const sale = await kit.api.call('POST', `${base()}/customer-records/${c.id}/vouchers:sell`, {
      token: kit.callers.owner.token,
      body: { templateId: h.templateId, paymentMethod: 'CASH', idempotencyKey: key() },
    });
    expect(sale.status).toBe(409);
    expect(sale.body.error.code).toBe('E_ITEM_EXPIRED');
    const none = await kit.t.database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.customerId, c.id));
    expect(none).toHaveLength(0);
  });
});

describe('selling, using and refunding a voucher', () => {
  it('sells a copy of the template, uses a session for a booking, refunds the rest', async () => {
    const c = await customer();
    const tpl = await template({ sessions: 3, price: 150000, validityDays: 30 });
    const saleKey = key();
    const before = Date.now();
    const sale = await kit.api.call('POST', `${base()}/customer-records/${c.id}/vouchers:sell`, {
      token: kit.callers.staff.token,
      body: { templateId: tpl.id, paymentMethod: 'LINE_PAY', idempotencyKey: saleKey },
    });
    expect(sale.status).toBe(200);
    const voucher = sale.body.data.voucher;
    expect(voucher).toMatchObject({
      templateId: tpl.id,
      name: '洗髮 10 次（送 2 次）',
      sessionsTotal: 3,
      sessionsLeft: 3,
      price: 150000,
      currency: 'TWD',
      refundedAt: null,
      state: 'USABLE',
      services: [{ id: cut().id, name: cut().name }],
    });
    const expires = new Date(voucher.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 30 * 86_400_000);
    expect(expires).toBeLessThan(Date.now() + 30 * 86_400_000 + 1000);
    expect(sale.body.data.transaction).toMatchObject({
      kind: 'SELL',
      sessions: 3,
      sessionsAfter: 3,
      amount: 150000,
      paymentMethod: 'LINE_PAY',
    });
    // The same sale again answers the first one.
    const again = await kit.api.call('POST', `${base()}/customer-records/${c.id}/vouchers:sell`, {
      token: kit.callers.staff.token,
      body: { templateId: tpl.id, paymentMethod: 'LINE_PAY', idempotencyKey: saleKey },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.voucher.id).toBe(voucher.id);
    expect(again.body.data.transaction.id).toBe(sale.body.data.transaction.id);
    const held = await kit.t.database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.customerId, c.id));
    expect(held).toHaveLength(1);

    // A changing template does not change the voucher sold.
    await kit.api.call('PUT', `${base()}/voucher-templates/${tpl.id}`, {
      token: kit.callers.owner.token,
      body: templateBody({ name: '新名字', sessions: 5 }),
    });

    const b = await booking(c.id);
    const useKey = key();
    const use = await useVoucher(c.id, voucher.id, {
      bookingId: b.bookingId,
      idempotencyKey: useKey,
    });
    expect(use.status).toBe(200);
    expect(use.body.data.voucher).toMatchObject({ sessionsLeft: 2, name: '洗髮 10 次（送 2 次）' });
    expect(use.body.data.transaction).toMatchObject({
      kind: 'USE',
      sessions: -1,
      sessionsAfter: 2,
      bookingId: b.bookingId,
      orderId: b.orderId,
    });
    const replay = await useVoucher(c.id, voucher.id, {
      bookingId: b.bookingId,
      idempotencyKey: useKey,
    });
    expect(replay.status).toBe(200);
    expect(replay.body.data.transaction.id).toBe(use.body.data.transaction.id);
    expect(replay.body.data.voucher.sessionsLeft).toBe(2);
    // The key of the use for another movement.
    const other = await booking(c.id);
    const reused = await useVoucher(c.id, voucher.id, {
      bookingId: other.bookingId,
      idempotencyKey: useKey,
    });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('E_IDEMPOTENCY_KEY_REUSED');
    // The same booking a second time.
    const twice = await useFor(c.id, voucher.id, b.bookingId);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('E_VOUCHER_USED_UP');

    const refundKey = key();
    const refundUrl = `${base()}/customer-records/${c.id}/vouchers/${voucher.id}:refund`;
    const refundBody = {
      amount: 100000,
      paymentMethod: 'CASH',
      reason: '顧客搬家',
      idempotencyKey: refundKey,
    };
    const refund = await kit.api.call('POST', refundUrl, {
      token: kit.callers.manager.token,
      body: refundBody,
    });
    expect(refund.status).toBe(200);
    expect(refund.body.data.voucher).toMatchObject({
      sessionsLeft: 0,
      state: 'USED_UP',
      refundedAt: expect.any(String),
    });
    expect(refund.body.data.transaction).toMatchObject({
      kind: 'REFUND',
      sessions: -2,
      sessionsAfter: 0,
      amount: 100000,
      paymentMethod: 'CASH',
      reason: '顧客搬家',
    });
    const refundAgain = await kit.api.call('POST', refundUrl, {
      token: kit.callers.manager.token,
      body: refundBody,
    });
    expect(refundAgain.status).toBe(200);
    expect(refundAgain.body.data.transaction.id).toBe(refund.body.data.transaction.id);
    const refundOther = await kit.api.call('POST', refundUrl, {
      token: kit.callers.manager.token,
      body: { ...refundBody, idempotencyKey: key() },
    });
    expect(refundOther.status).toBe(409);
    expect(refundOther.body.error.code).toBe('E_VOUCHER_USED_UP');
    const afterRefund = await useFor(c.id, voucher.id, other.bookingId);
    expect(afterRefund.status).toBe(409);
    expect(afterRefund.body.error.code).toBe('E_VOUCHER_USED_UP');

    const history = await kit.api.call(
      'GET',
      `${base()}/customer-records/${c.id}/vouchers/${voucher.id}/transactions`,
      { token: kit.callers.staff.token },
    );
    expect(history.body.data.map((x: { kind: string }) => x.kind)).toEqual([
      'REFUND',
      'USE',
      'SELL',
    ]);
    const rows = await kit.t.database.db
      .select()
      .from(voucherTransactions)
      .where(eq(voucherTransactions.voucherId, voucher.id));
    expect(rows.reduce((sum, r) => sum + r.sessions, 0)).toBe(0);

    const usedUp = await kit.api.call(
      'GET',
      `${base()}/customer-records/${c.id}/vouchers?state=USED_UP`,
      { token: kit.callers.staff.token },
    );
    expect(usedUp.body.data.map((v: { id: number }) => v.id)).toEqual([voucher.id]);
    const usable = await kit.api.call(
      'GET',
      `${base()}/customer-records/${c.id}/vouchers?state=USABLE`,
      {
        token: kit.callers.staff.token,
      },
    );
    expect(usable.body.data).toEqual([]);
  });

  it('refuses a booking whose service is not covered (E_VOUCHER_NOT_COVERED)', async () => {
    const h = await holder();
    const b = await booking(h.customerId, uncovered.id);
    const res = await useFor(h.customerId, h.voucher.id, b.bookingId);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('E_VOUCHER_NOT_COVERED');
    expect(await sessionsLeftOf(h.voucher.id)).toBe(10);
  });

  it('refuses an expired voucher (E_ITEM_EXPIRED) and lists it as EXPIRED', async () => {
    const h = await holder();
    await kit.t.database.db
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(vouchers.id, h.voucher.id));
    const b = await booking(h.customerId);
    const res = await useFor(h.customerId, h.voucher.id, b.bookingId);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('E_ITEM_EXPIRED');
    const list = await kit.api.call(
      'GET',
      `${base()}/customer-records/${h.customerId}/vouchers?state=EXPIRED`,
      { token: kit.callers.staff.token },
    );
    expect(list.body.data.map((v: { id: number }) => v.id)).toEqual([h.voucher.id]);
  });

  it("refuses a cancelled booking or another customer's booking with 404", async () => {
    const h = await holder();
    const cancelled = await booking(h.customerId, cut().id, 'CANCELLED');
    const stranger = await customer();
    const theirs = await booking(stranger.id);
    for (const b of [cancelled, theirs]) {
      const res = await useFor(h.customerId, h.voucher.id, b.bookingId);
      expect(res.status).toBe(404);
    }
    expect(await sessionsLeftOf(h.voucher.id)).toBe(10);
  });

  it('refuses bad bodies with 400 and answers 404 across sellers and customers', async () => {
    const h = await holder();
    const b = await booking(h.customerId);
    for (const body of [
      { bookingId: b.bookingId },
      { bookingId: b.bookingId, idempotencyKey: 'short' },
      { bookingId: b.bookingId, idempotencyKey: 'x'.repeat(101) },
      { bookingId: '1', idempotencyKey: key() },
      { bookingId: b.bookingId, idempotencyKey: key(), extra: true },
    ]) {
      const res = await useVoucher(h.customerId, h.voucher.id, body);
      expect([body, res.status]).toEqual([body, 400]);
    }
    const sellUrl = `${base()}/customer-records/${h.customerId}/vouchers:sell`;
    for (const body of [
      { templateId: h.templateId, paymentMethod: 'DEPOSITORY', idempotencyKey: key() },
      { templateId: h.templateId, idempotencyKey: key() },
      { templateId: h.templateId, paymentMethod: 'CASH' },
    ]) {
      const res = await kit.api.call('POST', sellUrl, { token: kit.callers.staff.token, body });
      expect([body, res.status]).toEqual([body, 400]);
    }
    const refundUrl = `${base()}/customer-records/${h.customerId}/vouchers/${h.voucher.id}:refund`;
    for (const body of [
      { amount: -1, paymentMethod: 'CASH', reason: '原因', idempotencyKey: key() },
      { amount: 100_000_001, paymentMethod: 'CASH', reason: '原因', idempotencyKey: key() },
      { amount: 100, paymentMethod: 'CASH', reason: '', idempotencyKey: key() },
    ]) {
      const res = await kit.api.call('POST', refundUrl, { token: kit.callers.owner.token, body });
      expect([body, res.status]).toEqual([body, 400]);
    }
    // Another seller's member sees no such customer or voucher.
    const outside = `/v1/sellers/${kit.callers.outsider.sellerId}/customer-records/${h.customerId}`;
    for (const [method, url, body] of [
      ['GET', `${outside}/vouchers`, undefined],
      ['GET', `${outside}/vouchers/${h.voucher.id}/transactions`, undefined],
      [
        'POST',
        `${outside}/vouchers/${h.voucher.id}:use`,
        { bookingId: b.bookingId, idempotencyKey: key() },
      ],
      [
        'POST',
        `${outside}/vouchers:sell`,
        { templateId: h.templateId, paymentMethod: 'CASH', idempotencyKey: key() },
      ],
    ] as const) {
      const res = await kit.api.call(method, url, { token: kit.callers.outsider.token, body });
      expect([url, res.status]).toEqual([url, 404]);
    }
    // The voucher under another customer of the same seller.
    const other = await customer();
    const wrong = await useFor(other.id, h.voucher.id, b.bookingId);
    expect(wrong.status).toBe(404);
    expect(await sessionsLeftOf(h.voucher.id)).toBe(10);
  });

  it("lists the customer's bookings a voucher may serve", async () => {
    const h = await holder();
    const open = await booking(h.customerId);
    const done = await booking(h.customerId, cut().id, 'COMPLETED');
    await booking(h.customerId, cut().id, 'CANCELLED');
    await booking(h.customerId, uncovered.id);
    const used = await booking(h.customerId);
    await useFor(h.customerId, h.voucher.id, used.bookingId);
    const res = await kit.api.call(
      'GET',
      `${base()}/customer-records/${h.customerId}/vouchers/${h.voucher.id}/bookings`,
      { token: kit.callers.staff.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { id: number }) => b.id).sort()).toEqual(
      [open.bookingId, done.bookingId].sort(),
    );
    expect(res.body.data[0]).toMatchObject({
      orderNumber: expect.any(String),
      shopName: fixture.shop.displayName,
      serviceNames: ['洗剪吹'],
    });
  });
});

describe('completing an order with voucher sessions', () => {
  /** The staff's call completing an order, with `body` when given. */
  const complete = (orderId: number, body?: object) =>
    kit.api.call('POST', `${base()}/orders/${orderId}:complete`, {
      token: kit.callers.staff.token,
      ...(body ? { body } : {}),
    });
  /** A body completing an order with one voucher session used for one of its bookings. */
  const oneUse = (bookingId: number, voucherId: number) => ({
    voucherUses: [{ bookingId, voucherId }],
    idempotencyKey: key(),
  });
  const orderStatus = async (orderId: number) =>
    (await kit.t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
  const usesOf = (bookingId: number) =>
    kit.t.database.db
      .select()
      .from(voucherTransactions)
      .where(
        and(eq(voucherTransactions.bookingId, bookingId), eq(voucherTransactions.kind, 'USE')),
      );

  it('completes the order and uses the session in one go; the same call again answers 200', async () => {
    const h = await holder();
    const b = await booking(h.customerId);
    const body = oneUse(b.bookingId, h.voucher.id);
    const res = await complete(b.orderId, body);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('COMPLETED');
    expect(await orderStatus(b.orderId)).toBe('COMPLETED');
    const uses = await usesOf(b.bookingId);
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({
      orderId: b.orderId,
      voucherId: h.voucher.id,
      sessionsAfter: 9,
    });
    const again = await complete(b.orderId, body);
    expect(again.status).toBe(200);
    expect(await usesOf(b.bookingId)).toHaveLength(1);
    // Without uses, a completed order is still refused.
    const plain = await complete(b.orderId);
    expect(plain.status).toBe(409);
    expect(plain.body.error.code).toBe('E_ORDER_STATE');
  });

  it('completes as before without a body', async () => {
    const c = await customer();
    const b = await booking(c.id);
    const res = await complete(b.orderId);
    expect(res.status).toBe(200);
    expect(await orderStatus(b.orderId)).toBe('COMPLETED');
  });

  it('leaves the order CONFIRMED when a use fails (used up, not covered)', async () => {
    const h = await holder(1);
    const first = await booking(h.customerId);
    await useFor(h.customerId, h.voucher.id, first.bookingId);
    const b = await booking(h.customerId);
    const res = await complete(b.orderId, oneUse(b.bookingId, h.voucher.id));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('E_VOUCHER_USED_UP');
    expect(await orderStatus(b.orderId)).toBe('CONFIRMED');
    const [bookingRow] = await kit.t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, b.bookingId));
    expect(bookingRow!.status).toBe('CONFIRMED');

    const fresh = await holder();
    const nails = await booking(fresh.customerId, uncovered.id);
    const notCovered = await complete(nails.orderId, oneUse(nails.bookingId, fresh.voucher.id));
    expect(notCovered.status).toBe(409);
    expect(notCovered.body.error.code).toBe('E_VOUCHER_NOT_COVERED');
    expect(await orderStatus(nails.orderId)).toBe('CONFIRMED');
    expect(await usesOf(nails.bookingId)).toHaveLength(0);
  });

  it('refuses uses without a key, or for a booking of another order, with 400', async () => {
    const h = await holder();
    const b = await booking(h.customerId);
    const elsewhere = await booking(h.customerId);
    for (const body of [
      { voucherUses: [{ bookingId: b.bookingId, voucherId: h.voucher.id }] },
      oneUse(elsewhere.bookingId, h.voucher.id),
      {
        voucherUses: [
          { bookingId: b.bookingId, voucherId: h.voucher.id },
          { bookingId: b.bookingId, voucherId: h.voucher.id },
        ],
        idempotencyKey: key(),
      },
    ]) {
      const res = await complete(b.orderId, body);
      expect([body, res.status]).toEqual([body, 400]);
    }
    expect(await orderStatus(b.orderId)).toBe('CONFIRMED');
  });
});

describe('the expiry job', () => {
  it('writes one EXPIRE row per voucher past its expiry, once', async () => {
    const h = await holder();
    const b = await booking(h.customerId);
    await useFor(h.customerId, h.voucher.id, b.bookingId);
    const past = new Date(Date.now() - 1000);
    await kit.t.database.db
      .update(vouchers)
      .set({ expiresAt: past })
      .where(eq(vouchers.id, h.voucher.id));
    const now = new Date();
    expect(await expireVouchers(kit.t.database.db, now)).toBeGreaterThanOrEqual(1);
    expect(await expireVouchers(kit.t.database.db, now)).toBe(0);
    const rows = await kit.t.database.db
      .select()
      .from(voucherTransactions)
      .where(
        and(
          eq(voucherTransactions.voucherId, h.voucher.id),
          eq(voucherTransactions.kind, 'EXPIRE'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      sessions: -9,
      sessionsAfter: 0,
      idempotencyKey: `expire:${h.voucher.id}`,
    });
    const list = await kit.api.call(
      'GET',
      `${base()}/customer-records/${h.customerId}/vouchers?state=EXPIRED`,
      { token: kit.callers.staff.token },
    );
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: h.voucher.id, sessionsLeft: 0, state: 'EXPIRED' }),
    ]);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('concurrent uses (PostgreSQL)', () => {
  it("10 simultaneous uses of a voucher's last session: exactly one succeeds", async () => {
    const h = await holder(1);
    const bs = await Promise.all(Array.from({ length: 10 }, () => booking(h.customerId)));
    const results = await Promise.all(
      bs.map((b) => useFor(h.customerId, h.voucher.id, b.bookingId)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.error.code).toBe('E_VOUCHER_USED_UP');
    }
    expect(await sessionsLeftOf(h.voucher.id)).toBe(0);
    const uses = await kit.t.database.db
      .select()
      .from(voucherTransactions)
      .where(
        and(eq(voucherTransactions.voucherId, h.voucher.id), eq(voucherTransactions.kind, 'USE')),
      );
    expect(uses).toHaveLength(1);
  });

  it('the same use twice at once with one key records one row', async () => {
    const h = await holder(1);
    const b = await booking(h.customerId);
    const body = { bookingId: b.bookingId, idempotencyKey: key() };
    const results = await Promise.all(
      [0, 1].map(() => useVoucher(h.customerId, h.voucher.id, body)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0]!.body.data.transaction.id).toBe(results[1]!.body.data.transaction.id);
    const uses = await kit.t.database.db
      .select()
      .from(voucherTransactions)
      .where(eq(voucherTransactions.bookingId, b.bookingId));
    expect(uses).toHaveLength(1);
  });

  it('one booking cannot use two sessions (two vouchers at once): the second is 409', async () => {
    const h = await holder();
    const second = await sell(h.customerId, h.templateId);
    const b = await booking(h.customerId);
    const results = await Promise.all(
      [h.voucher.id, second.id].map((voucherId) => useFor(h.customerId, voucherId, b.bookingId)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('E_VOUCHER_USED_UP');
    const uses = await kit.t.database.db
      .select()
      .from(voucherTransactions)
      .where(eq(voucherTransactions.bookingId, b.bookingId));
    expect(uses).toHaveLength(1);
    const left = await kit.t.database.db
      .select({ left: vouchers.sessionsLeft })
      .from(vouchers)
      .where(eq(vouchers.customerId, h.customerId));
    expect(left.map((l) => l.left).sort((a, b) => a - b)).toEqual([9, 10]);
  });
});
