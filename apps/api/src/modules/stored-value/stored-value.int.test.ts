import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, depositories, orders } from '../../db/schema';
import { buildShop } from '../../../test/factories';
import { type AccessCase, accessMatrix, route } from '../../../test/access-matrix';
import { buildCustomer } from '../../../test/member-item-factories';
import { expectFieldErrors, sellerTestKit } from '../../../test/seller-factories';

const kit = sellerTestKit();
let shopId: number;
let currency: string;

beforeAll(async () => {
  const shop = await buildShop(kit.t.database.db, { sellerId: kit.callers.sellerId });
  shopId = shop.id;
  currency = shop.currency;
});

const base = kit.base;
const key = () => `key-${randomUUID()}`;
const DAY_MS = 24 * 3600 * 1000;

/** A customer record of the callers' seller (or another's). */
const customer = (values: Partial<typeof customers.$inferInsert> = {}) =>
  buildCustomer(kit.t.database.db, kit.callers.sellerId, { displayName: '儲值顧客', ...values });

const record = (customerId: number) => `${base()}/customer-records/${customerId}`;

async function createPlan(body: Record<string, unknown> = {}) {
  const res = await kit.api.call('POST', `${base()}/top-up-plans`, {
    token: kit.callers.owner.token,
    body: { name: '儲值 1 萬送 1 千', payAmount: 1_000_000, receiveAmount: 1_100_000, ...body },
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; receiveAmount: number; payAmount: number };
}

/** A movement by the owner; answers the response. */
function move(
  customerId: number,
  verb: 'top-up' | 'spend' | 'refund' | 'adjust',
  body: Record<string, unknown>,
  token = kit.callers.owner.token,
) {
  return kit.api.call('POST', `${record(customerId)}/depositories:${verb}`, {
    token,
    body: { idempotencyKey: key(), ...body },
  });
}

/** A customer holding `amount` (custom top-up, cash). */
async function customerWith(amount: number) {
  const c = await customer();
  const res = await move(c.id, 'top-up', { amount, paymentMethod: 'CASH' });
  expect(res.status).toBe(200);
  return c;
}

async function order(customerId: number, status: (typeof orders.$inferInsert)['status']) {
  const start = new Date('2026-11-01T02:00:00Z');
  const [row] = await kit.t.database.db
    .insert(orders)
    .values({
      orderKey: randomUUID(),
      sellerId: kit.callers.sellerId,
      shopId,
      customerId,
      status,
      currency,
      totalPrice: 80000,
      startsAt: start,
      endsAt: new Date(start.getTime() + 3_600_000),
    })
    .returning();
  return row!;
}

describe('who may call the stored-value routes', () => {
  const routes: AccessCase[] = [
    route('GET /top-up-plans', 'items.sell', async () => ({ url: `${base()}/top-up-plans` })),
    route('POST /top-up-plans', 'items.manage', async () => ({
      url: `${base()}/top-up-plans`,
      body: { name: '儲值 3000 送 300', payAmount: 300_000, receiveAmount: 330_000 },
    })),
    route('PUT /top-up-plans/{planId}', 'items.manage', async () => ({
      url: `${base()}/top-up-plans/${(await createPlan()).id}`,
      body: { name: '改名', payAmount: 100_000, receiveAmount: 100_000, isActive: false },
    })),
    route('DELETE /top-up-plans/{planId}', { permission: 'items.manage', ok: 204 }, async () => ({
      url: `${base()}/top-up-plans/${(await createPlan()).id}`,
    })),
    route('GET /customer-records/{customerId}/depositories', 'items.sell', async () => ({
      url: `${record((await customerWith(1000)).id)}/depositories`,
    })),
    route('GET /customer-records/{customerId}/depository-transactions', 'items.sell', async () => ({
      url: `${record((await customerWith(1000)).id)}/depository-transactions`,
    })),
    route('POST /customer-records/{customerId}/depositories:top-up', 'items.sell', async () => ({
      url: `${record((await customer()).id)}/depositories:top-up`,
      body: {
        topUpPlanId: (await createPlan()).id,
        paymentMethod: 'CARD',
        idempotencyKey: key(),
      },
    })),
    route('POST /customer-records/{customerId}/depositories:spend', 'items.sell', async () => ({
      url: `${record((await customerWith(1000)).id)}/depositories:spend`,
      body: { amount: 400, idempotencyKey: key() },
    })),
    route('POST /customer-records/{customerId}/depositories:refund', 'items.refund', async () => ({
      url: `${record((await customerWith(1000)).id)}/depositories:refund`,
      body: { amount: 1000, paymentMethod: 'CASH', reason: '搬家', idempotencyKey: key() },
    })),
    route('POST /customer-records/{customerId}/depositories:adjust', 'items.refund', async () => ({
      url: `${record((await customerWith(1000)).id)}/depositories:adjust`,
      body: { amount: -300, reason: '補登錯誤', idempotencyKey: key() },
    })),
  ];

  accessMatrix(kit, {
    routes,
    covers: (p) =>
      p.startsWith('/v1/sellers/{sellerId}/top-up-plans') ||
      /^\/v1\/sellers\/\{sellerId\}\/customer-records\/\{customerId\}\/depositor/.test(p),
  });
});

describe('top-up plans', () => {
  it("creates, lists (inactive too), updates and deletes a plan in the seller's currency", async () => {
    const created = await kit.api.call('POST', `${base()}/top-up-plans`, {
      token: kit.callers.manager.token,
      body: {
        name: ' 儲值 1 萬送 1500 ',
        payAmount: 1_000_000,
        receiveAmount: 1_150_000,
        validityDays: 365,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      name: '儲值 1 萬送 1500',
      payAmount: 1_000_000,
      receiveAmount: 1_150_000,
      currency,
      validityDays: 365,
      isActive: true,
      used: false,
    });
    const id = created.body.data.id;
    const off = await kit.api.call('PUT', `${base()}/top-up-plans/${id}`, {
      token: kit.callers.owner.token,
      body: { name: '停用方案', payAmount: 500_000, receiveAmount: 500_000, isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({
      id,
      name: '停用方案',
      validityDays: null,
      isActive: false,
    });
    const list = await kit.api.call('GET', `${base()}/top-up-plans`, {
      token: kit.callers.staff.token,
    });
    expect(list.body.data).toContainEqual(off.body.data);
    const gone = await kit.api.call('DELETE', `${base()}/top-up-plans/${id}`, {
      token: kit.callers.owner.token,
    });
    expect(gone.status).toBe(204);
    const after = await kit.api.call('GET', `${base()}/top-up-plans`, {
      token: kit.callers.owner.token,
    });
    expect(after.body.data.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it('refuses a bad name, amounts or validity with 400 naming the field', async () => {
    await expectFieldErrors(
      kit.api,
      kit.callers.owner.token,
      `${base()}/top-up-plans`,
      { name: '方案', payAmount: 1000, receiveAmount: 1000 },
      [
        [{ name: '' }, 'name'],
        [{ name: '一'.repeat(41) }, 'name'],
        [{ name: 'A\nB' }, 'name'],
        [{ payAmount: 0 }, 'payAmount'],
        [{ payAmount: -5 }, 'payAmount'],
        [{ payAmount: 10.5 }, 'payAmount'],
        [{ payAmount: 100_000_001, receiveAmount: 100_000_001 }, 'payAmount'],
        [{ receiveAmount: 999 }, 'receiveAmount'],
        [{ receiveAmount: 100_000_001 }, 'receiveAmount'],
        [{ validityDays: 0 }, 'validityDays'],
        [{ validityDays: 3651 }, 'validityDays'],
        [{ currency: 'USD' }, 'currency'],
      ],
    );
  });

  it('keeps a plan with top-ups (409 E_HAS_LEDGER_HISTORY) and lets it be switched off', async () => {
    const plan = await createPlan();
    const c = await customer();
    expect(
      (await move(c.id, 'top-up', { topUpPlanId: plan.id, paymentMethod: 'CASH' })).status,
    ).toBe(200);
    const refused = await kit.api.call('DELETE', `${base()}/top-up-plans/${plan.id}`, {
      token: kit.callers.owner.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('E_HAS_LEDGER_HISTORY');
    const list = await kit.api.call('GET', `${base()}/top-up-plans`, {
      token: kit.callers.owner.token,
    });
    expect(list.body.data.find((p: { id: number }) => p.id === plan.id)).toMatchObject({
      used: true,
    });
    const off = await kit.api.call('PUT', `${base()}/top-up-plans/${plan.id}`, {
      token: kit.callers.owner.token,
      body: { name: '已停用', payAmount: 1_000_000, receiveAmount: 1_100_000, isActive: false },
    });
    expect(off.body.data).toMatchObject({ isActive: false, used: true });
    // An inactive plan sells no more.
    const late = await move(c.id, 'top-up', { topUpPlanId: plan.id, paymentMethod: 'CASH' });
    expect([late.status, late.body.error?.code]).toEqual([409, 'E_ITEM_EXPIRED']);
  });

  it("answers 404 for another seller's plan", async () => {
    const plan = await createPlan();
    for (const [method, body] of [
      ['PUT', { name: 'x', payAmount: 1, receiveAmount: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await kit.api.call(
        method,
        `/v1/sellers/${kit.callers.outsider.sellerId}/top-up-plans/${plan.id}`,
        {
          token: kit.callers.outsider.token,
          ...(body ? { body } : {}),
        },
      );
      expect(res.status).toBe(404);
    }
    const topUp = await move((await customer()).id, 'top-up', {
      topUpPlanId: 999_999,
      paymentMethod: 'CASH',
    });
    expect([topUp.status, topUp.body.error?.field]).toEqual([400, 'topUpPlanId']);
  });
});

describe('a customer’s stored value', () => {
  it('tops up with a plan, spends against an order, refunds and adjusts; history newest first', async () => {
    const plan = await createPlan({ validityDays: 30 });
    const c = await customer();
    const o = await order(c.id, 'COMPLETED');
    const before = Date.now();
    const topUp = await move(
      c.id,
      'top-up',
      { topUpPlanId: plan.id, paymentMethod: 'LINE_PAY' },
      kit.callers.staff.token,
    );
    expect(topUp.status).toBe(200);
    expect(topUp.body.data.transaction).toMatchObject({
      kind: 'TOP_UP',
      amount: 1_100_000,
      balanceAfter: 1_100_000,
      paidAmount: 1_000_000,
      paymentMethod: 'LINE_PAY',
      topUpPlanId: plan.id,
      topUpPlanName: '儲值 1 萬送 1 千',
      currency,
    });
    const expiresAt = Date.parse(topUp.body.data.depository.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect(topUp.body.data.depository).toMatchObject({
      balance: 1_100_000,
      expired: false,
      currency,
    });

    const spend = await move(c.id, 'spend', { amount: 80_000, orderId: o.id, reason: ' 剪髮 ' });
    expect(spend.status).toBe(200);
    expect(spend.body.data.transaction).toMatchObject({
      kind: 'SPEND',
      amount: -80_000,
      balanceAfter: 1_020_000,
      orderId: o.id,
      orderNumber: o.orderNumber,
      reason: '剪髮',
      paidAmount: null,
    });
    const refund = await move(
      c.id,
      'refund',
      { amount: 20_000, paymentMethod: 'BANK_TRANSFER', reason: '退部分' },
      kit.callers.manager.token,
    );
    expect(refund.body.data.transaction).toMatchObject({
      kind: 'REFUND',
      amount: -20_000,
      balanceAfter: 1_000_000,
      paidAmount: 20_000,
      paymentMethod: 'BANK_TRANSFER',
      reason: '退部分',
    });
    const adjust = await move(c.id, 'adjust', { amount: 500, reason: '補差額' });
    expect(adjust.body.data.depository.balance).toBe(1_000_500);

    const accounts = await kit.api.call('GET', `${record(c.id)}/depositories`, {
      token: kit.callers.staff.token,
    });
    expect(accounts.body.data).toEqual([
      {
        id: adjust.body.data.depository.id,
        currency,
        balance: 1_000_500,
        expiresAt: topUp.body.data.depository.expiresAt,
        expired: false,
      },
    ]);
    const history = await kit.api.call('GET', `${record(c.id)}/depository-transactions?perPage=3`, {
      token: kit.callers.staff.token,
    });
    expect(history.status).toBe(200);
    expect(history.body.meta).toEqual({ page: 1, perPage: 3, total: 4 });
    expect(history.body.data.map((x: { kind: string }) => x.kind)).toEqual([
      'ADJUST',
      'REFUND',
      'SPEND',
    ]);
    const page2 = await kit.api.call(
      'GET',
      `${record(c.id)}/depository-transactions?perPage=3&page=2`,
      {
        token: kit.callers.staff.token,
      },
    );
    expect(page2.body.data).toEqual([topUp.body.data.transaction]);
    expect(page2.body.data[0].recordedBy).toBe(kit.callers.staff.user.displayName ?? null);
  });

  it('a custom top-up pays the amount unless paidAmount says less', async () => {
    const c = await customer();
    const plain = await move(c.id, 'top-up', { amount: 50_000, paymentMethod: 'CASH' });
    expect(plain.body.data.transaction).toMatchObject({
      amount: 50_000,
      paidAmount: 50_000,
      topUpPlanId: null,
    });
    expect(plain.body.data.depository.expiresAt).toBeNull();
    const bonus = await move(c.id, 'top-up', {
      amount: 60_000,
      paidAmount: 50_000,
      paymentMethod: 'CARD',
    });
    expect(bonus.body.data.transaction).toMatchObject({
      amount: 60_000,
      paidAmount: 50_000,
      balanceAfter: 110_000,
    });
  });

  it('never goes below zero: spend, refund and negative adjust beyond the balance are 409', async () => {
    const c = await customerWith(1000);
    for (const [verb, body] of [
      ['spend', { amount: 1001 }],
      ['refund', { amount: 1001, paymentMethod: 'CASH', reason: '退' }],
      ['adjust', { amount: -1001, reason: '修正' }],
    ] as const) {
      const res = await move(c.id, verb, body);
      expect([verb, res.status, res.body.error?.code]).toEqual([
        verb,
        409,
        'E_INSUFFICIENT_BALANCE',
      ]);
      expect(res.body.error.message).toMatch(/餘額不足/);
    }
    const nothing = await move((await customer()).id, 'spend', { amount: 1 });
    expect([nothing.status, nothing.body.error?.code]).toEqual([409, 'E_INSUFFICIENT_BALANCE']);
    const all = await move(c.id, 'spend', { amount: 1000 });
    expect(all.body.data.depository.balance).toBe(0);
  });

  it('refuses bad movements with 400 naming the field', async () => {
    const c = await customerWith(5000);
    const url = (verb: string) => `${record(c.id)}/depositories:${verb}`;
    const token = kit.callers.owner.token;
    await expectFieldErrors(
      kit.api,
      token,
      url('top-up'),
      { amount: 100, paymentMethod: 'CASH', idempotencyKey: key() },
      [
        [{ paymentMethod: 'BITCOIN' }, 'paymentMethod'],
        [{ paymentMethod: undefined }, 'paymentMethod'],
        [{ amount: undefined }, 'amount'],
        [{ amount: 0 }, 'amount'],
        [{ amount: 100_000_001 }, 'amount'],
        [{ amount: 100, paidAmount: 200 }, 'paidAmount'],
        [{ idempotencyKey: 'short' }, 'idempotencyKey'],
        [{ idempotencyKey: undefined }, 'idempotencyKey'],
      ],
    );
    await expectFieldErrors(kit.api, token, url('spend'), { amount: 100, idempotencyKey: key() }, [
      [{ amount: -100 }, 'amount'],
      [{ amount: 1.5 }, 'amount'],
      [{ amount: '100' }, 'amount'],
      [{ orderId: 0 }, 'orderId'],
      [{ reason: 'x'.repeat(201) }, 'reason'],
      [{ extra: 1 }, 'extra'],
    ]);
    await expectFieldErrors(
      kit.api,
      token,
      url('refund'),
      { amount: 100, paymentMethod: 'CASH', reason: '退', idempotencyKey: key() },
      [
        [{ reason: undefined }, 'reason'],
        [{ reason: '  ' }, 'reason'],
        [{ paymentMethod: 'DEPOSITORY' }, 'paymentMethod'],
        [{ amount: 0 }, 'amount'],
      ],
    );
    await expectFieldErrors(
      kit.api,
      token,
      url('adjust'),
      { amount: 100, reason: '修正', idempotencyKey: key() },
      [
        [{ amount: 0 }, 'amount'],
        [{ amount: -100_000_001 }, 'amount'],
        [{ reason: '' }, 'reason'],
      ],
    );
    const accounts = await kit.api.call('GET', `${record(c.id)}/depositories`, { token });
    expect(accounts.body.data[0].balance).toBe(5000);
  });

  it('spends against the customer’s own, uncancelled order only', async () => {
    const c = await customerWith(5000);
    const other = await customer();
    const foreign = await order(other.id, 'COMPLETED');
    const res = await move(c.id, 'spend', { amount: 100, orderId: foreign.id });
    expect([res.status, res.body.error?.field]).toEqual([400, 'orderId']);
    const cancelled = await order(c.id, 'CANCELLED');
    const res2 = await move(c.id, 'spend', { amount: 100, orderId: cancelled.id });
    expect([res2.status, res2.body.error?.code]).toEqual([409, 'E_ORDER_STATE']);
    const merged = await customer({ mergedIntoId: c.id });
    const walkIn = await order(merged.id, 'CONFIRMED');
    const ok = await move(c.id, 'spend', { amount: 100, orderId: walkIn.id });
    expect(ok.body.data.transaction).toMatchObject({ orderId: walkIn.id, balanceAfter: 4900 });
  });

  it("answers 404 for another seller's customer and a merged record", async () => {
    const [foreign] = await kit.t.database.db
      .insert(customers)
      .values({ sellerId: kit.callers.outsider.sellerId, displayName: '別家' })
      .returning();
    const target = await customer();
    const merged = await customer({ mergedIntoId: target.id });
    for (const id of [foreign!.id, merged.id]) {
      for (const [method, path, body] of [
        ['GET', 'depositories', undefined],
        ['GET', 'depository-transactions', undefined],
        [
          'POST',
          'depositories:top-up',
          { amount: 100, paymentMethod: 'CASH', idempotencyKey: key() },
        ],
        ['POST', 'depositories:spend', { amount: 100, idempotencyKey: key() }],
        [
          'POST',
          'depositories:refund',
          { amount: 100, paymentMethod: 'CASH', reason: 'x', idempotencyKey: key() },
        ],
        ['POST', 'depositories:adjust', { amount: 100, reason: 'x', idempotencyKey: key() }],
      ] as const) {
        const res = await kit.api.call(method, `${record(id)}/${path}`, {
          token: kit.callers.owner.token,
          ...(body ? { body } : {}),
        });
        expect([path, res.status]).toEqual([path, 404]);
      }
    }
  });

  it('records one movement per key: a replay answers the same body, another movement is 409', async () => {
    const c = await customer();
    const plan = await createPlan();
    const body = { topUpPlanId: plan.id, paymentMethod: 'CASH', idempotencyKey: key() };
    const first = await kit.api.call('POST', `${record(c.id)}/depositories:top-up`, {
      token: kit.callers.staff.token,
      body,
    });
    const again = await kit.api.call('POST', `${record(c.id)}/depositories:top-up`, {
      token: kit.callers.staff.token,
      body,
    });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Still answered after the plan was switched off.
    await kit.api.call('PUT', `${base()}/top-up-plans/${plan.id}`, {
      token: kit.callers.owner.token,
      body: {
        name: '儲值 1 萬送 1 千',
        payAmount: plan.payAmount,
        receiveAmount: plan.receiveAmount,
        isActive: false,
      },
    });
    const late = await kit.api.call('POST', `${record(c.id)}/depositories:top-up`, {
      token: kit.callers.staff.token,
      body,
    });
    expect([late.status, late.body]).toEqual([200, first.body]);

    const otherPlan = await createPlan();
    const reuse = [
      ['spend', { amount: 100, idempotencyKey: body.idempotencyKey }],
      [
        'top-up',
        { topUpPlanId: otherPlan.id, paymentMethod: 'CASH', idempotencyKey: body.idempotencyKey },
      ],
      ['top-up', { amount: 100, paymentMethod: 'CASH', idempotencyKey: body.idempotencyKey }],
    ] as const;
    for (const [verb, b] of reuse) {
      const res = await kit.api.call('POST', `${record(c.id)}/depositories:${verb}`, {
        token: kit.callers.owner.token,
        body: b,
      });
      expect([verb, res.status, res.body.error?.code]).toEqual([
        verb,
        409,
        'E_IDEMPOTENCY_KEY_REUSED',
      ]);
    }
    const other = await customer();
    const elsewhere = await kit.api.call('POST', `${record(other.id)}/depositories:top-up`, {
      token: kit.callers.owner.token,
      body,
    });
    expect(elsewhere.body.error?.code).toBe('E_IDEMPOTENCY_KEY_REUSED');
    const history = await kit.api.call('GET', `${record(c.id)}/depository-transactions`, {
      token: kit.callers.owner.token,
    });
    expect(history.body.meta.total).toBe(1);
    const spendKey = key();
    const s1 = await move(c.id, 'spend', { amount: 300, idempotencyKey: spendKey });
    const s2 = await move(c.id, 'spend', { amount: 300, idempotencyKey: spendKey });
    expect(s2.body).toEqual(s1.body);
    expect(s2.body.data.depository.balance).toBe(plan.receiveAmount - 300);
  });

  it('refuses to spend an expired balance (409 E_ITEM_EXPIRED) but still refunds and adjusts it', async () => {
    const plan = await createPlan({ validityDays: 30 });
    const c = await customer();
    const topUp = await move(c.id, 'top-up', { topUpPlanId: plan.id, paymentMethod: 'CASH' });
    expect(topUp.body.data.depository.expiresAt).not.toBeNull();
    await kit.t.database.db
      .update(depositories)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(eq(depositories.customerId, c.id), eq(depositories.sellerId, kit.callers.sellerId)),
      );
    const accounts = await kit.api.call('GET', `${record(c.id)}/depositories`, {
      token: kit.callers.owner.token,
    });
    expect(accounts.body.data[0]).toMatchObject({ expired: true, balance: plan.receiveAmount });
    const spend = await move(c.id, 'spend', { amount: 100 });
    expect([spend.status, spend.body.error?.code]).toEqual([409, 'E_ITEM_EXPIRED']);
    expect(spend.body.error.message).toMatch(/過期/);
    const refund = await move(c.id, 'refund', {
      amount: 100,
      paymentMethod: 'CASH',
      reason: '過期退款',
    });
    expect(refund.status).toBe(200);
    // A new top-up without expiry makes the whole balance spendable again.
    const more = await move(c.id, 'top-up', { amount: 100, paymentMethod: 'CASH' });
    expect(more.body.data.depository).toMatchObject({ expiresAt: null, expired: false });
    expect((await move(c.id, 'spend', { amount: 100 })).status).toBe(200);
  });
});
