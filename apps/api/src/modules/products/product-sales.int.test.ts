import { MEMBER_ITEM_LIMITS } from '@haoyue/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  depositories,
  depositoryTransactions,
  orders,
  productStocks,
  productTransactions,
} from '../../db/schema';
import { buildShop } from '../../../test/factories';
import { signedInUser } from '../../../test/booking-factories';
import { sellerTestKit } from '../../../test/seller-factories';
import { buildCustomer, topUpInCash } from '../../../test/member-item-factories';

const kit = sellerTestKit();
let shopId: number;

beforeAll(async () => {
  shopId = (await buildShop(kit.t.database.db, { sellerId: kit.callers.sellerId })).id;
});

const base = kit.base;
let counter = 0;
const key = () => `sale-key-${++counter}-${Date.now()}`;

async function product(price: number, quantity: number, body: Record<string, unknown> = {}) {
  const res = await kit.api.call('POST', `${base()}/products`, {
    token: kit.callers.owner.token,
    body: { name: `商品${++counter}`, price, ...body },
  });
  expect(res.status).toBe(200);
  const id: number = res.body.data.id;
  const set = await kit.api.call('PUT', `${base()}/products/${id}/stocks/${shopId}`, {
    token: kit.callers.owner.token,
    body: { quantity },
  });
  expect(set.status).toBe(200);
  return { id, name: res.body.data.name as string };
}

const customer = (values: Partial<typeof customers.$inferInsert> = {}) =>
  buildCustomer(kit.t.database.db, kit.callers.sellerId, { displayName: '買家', ...values });

async function stockOf(productId: number) {
  const [row] = await kit.t.database.db
    .select()
    .from(productStocks)
    .where(and(eq(productStocks.productId, productId), eq(productStocks.shopId, shopId)));
  return row?.quantity;
}

const salesOf = (customerId: number) =>
  kit.t.database.db
    .select()
    .from(productTransactions)
    .where(eq(productTransactions.customerId, customerId));

function sell(customerId: number, body: Record<string, unknown>, token = kit.callers.staff.token) {
  return kit.api.call('POST', `${base()}/customer-records/${customerId}/product-sales`, {
    token,
    body: { shopId, paymentMethod: 'CASH', idempotencyKey: key(), ...body },
  });
}

const topUp = (customerId: number, amount: number) =>
  topUpInCash(kit.t.database.db, {
    sellerId: kit.callers.sellerId,
    customerId,
    amount,
    key: `top-up-${customerId}-${amount}-${++counter}`,
  });

describe('counter sales', () => {
  it('takes stock and records the sale with names and prices copied', async () => {
    const a = await product(450, 5);
    const b = await product(120, 2);
    const buyer = await customer();
    const res = await sell(buyer.id, {
      items: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ],
      paymentMethod: 'CARD',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      shopId,
      shopName: expect.any(String),
      customerId: buyer.id,
      orderId: null,
      total: 1020,
      currency: 'TWD',
      paymentMethod: 'CARD',
      items: [
        {
          id: expect.any(Number),
          productId: a.id,
          name: a.name,
          unitPrice: 450,
          quantity: 2,
          amount: 900,
        },
        {
          id: expect.any(Number),
          productId: b.id,
          name: b.name,
          unitPrice: 120,
          quantity: 1,
          amount: 120,
        },
      ],
      createdAt: expect.any(String),
    });
    expect(await stockOf(a.id)).toBe(3);
    expect(await stockOf(b.id)).toBe(1);

    // A later price change leaves the sale as it was.
    await kit.api.call('PUT', `${base()}/products/${a.id}`, {
      token: kit.callers.owner.token,
      body: { name: '改名了', price: 999 },
    });
    const list = await kit.api.call('GET', `${base()}/customer-records/${buyer.id}/product-sales`, {
      token: kit.callers.staff.token,
    });
    expect(list.body.meta).toEqual({ page: 1, perPage: 10, total: 1 });
    expect(list.body.data[0].items[0]).toMatchObject({ name: a.name, unitPrice: 450 });
  });

  it('refuses a line the shelf cannot cover with 409 naming the product, taking nothing', async () => {
    const a = await product(100, 5);
    const b = await product(100, 1);
    const buyer = await customer();
    const res = await sell(buyer.id, {
      items: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 2 },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'E_OUT_OF_STOCK',
      message: `「${b.name}」庫存不足（剩 1）`,
    });
    expect(await stockOf(a.id)).toBe(5);
    expect(await stockOf(b.id)).toBe(1);
    expect(await salesOf(buyer.id)).toEqual([]);
  });

  it('refuses a product with no stock line at the shop and an inactive product with 409', async () => {
    const res = await kit.api.call('POST', `${base()}/products`, {
      token: kit.callers.owner.token,
      body: { name: '沒上架的店', price: 100 },
    });
    const buyer = await customer();
    const none = await sell(buyer.id, { items: [{ productId: res.body.data.id, quantity: 1 }] });
    expect([none.status, none.body.error.message]).toEqual([409, '「沒上架的店」庫存不足（剩 0）']);
    const off = await product(100, 5, { isActive: false });
    const inactive = await sell(buyer.id, { items: [{ productId: off.id, quantity: 1 }] });
    expect(inactive.status).toBe(409);
    expect(await stockOf(off.id)).toBe(5);
  });

  it('answers the first sale to the same request twice and refuses the key for another sale', async () => {
    const a = await product(300, 4);
    const buyer = await customer();
    const idempotencyKey = key();
    const body = { items: [{ productId: a.id, quantity: 1 }], idempotencyKey };
    const first = await sell(buyer.id, body);
    const second = await sell(buyer.id, body, kit.callers.owner.token);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await stockOf(a.id)).toBe(3);
    expect(await salesOf(buyer.id)).toHaveLength(1);
    const other = await sell(buyer.id, {
      items: [{ productId: a.id, quantity: 2 }],
      idempotencyKey,
    });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('E_IDEMPOTENCY_KEY_REUSED');
    expect(await stockOf(a.id)).toBe(3);
  });

  it('spends stored value for a DEPOSITORY sale in the same transaction', async () => {
    const a = await product(500, 3);
    const buyer = await customer();
    await topUp(buyer.id, 1200);
    const idempotencyKey = key();
    const res = await sell(buyer.id, {
      items: [{ productId: a.id, quantity: 2 }],
      paymentMethod: 'DEPOSITORY',
      idempotencyKey,
    });
    expect(res.status).toBe(200);
    const [account] = await kit.t.database.db
      .select()
      .from(depositories)
      .where(eq(depositories.customerId, buyer.id));
    expect(account!.balance).toBe(200);
    const moves = await kit.t.database.db
      .select()
      .from(depositoryTransactions)
      .where(eq(depositoryTransactions.depositoryId, account!.id));
    expect(moves.find((m) => m.kind === 'SPEND')).toMatchObject({
      amount: -1000,
      balanceAfter: 200,
      productTransactionId: res.body.data.id,
      idempotencyKey: `sale:${idempotencyKey}`,
    });
    const replay = await sell(buyer.id, {
      items: [{ productId: a.id, quantity: 2 }],
      paymentMethod: 'DEPOSITORY',
      idempotencyKey,
    });
    expect(replay.body.data).toEqual(res.body.data);
    const [after] = await kit.t.database.db
      .select()
      .from(depositories)
      .where(eq(depositories.customerId, buyer.id));
    expect(after!.balance).toBe(200);
  });

  it('refuses a DEPOSITORY sale the balance cannot cover: no stock taken, no sale written', async () => {
    const a = await product(500, 3);
    const buyer = await customer();
    await topUp(buyer.id, 400);
    const res = await sell(buyer.id, {
      items: [{ productId: a.id, quantity: 1 }],
      paymentMethod: 'DEPOSITORY',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('E_INSUFFICIENT_BALANCE');
    expect(await stockOf(a.id)).toBe(3);
    expect(await salesOf(buyer.id)).toEqual([]);
    const none = await customer();
    const noAccount = await sell(none.id, {
      items: [{ productId: a.id, quantity: 1 }],
      paymentMethod: 'DEPOSITORY',
    });
    expect(noAccount.body.error.code).toBe('E_INSUFFICIENT_BALANCE');
    expect(await stockOf(a.id)).toBe(3);
  });

  it('refuses a sale whose total passes the amount limit with 400, taking nothing', async () => {
    const dear = await product(MEMBER_ITEM_LIMITS.amount, 3);
    const buyer = await customer();
    const res = await sell(buyer.id, { items: [{ productId: dear.id, quantity: 2 }] });
    expect([res.status, res.body.error.field]).toEqual([400, 'items']);
    expect(await stockOf(dear.id)).toBe(3);
    expect(await salesOf(buyer.id)).toEqual([]);
  });

  it('closes rather than deletes a shop whose only history is a product sale', async () => {
    const other = await buildShop(kit.t.database.db, { sellerId: kit.callers.sellerId });
    const a = await product(100, 0);
    await kit.api.call('PUT', `${base()}/products/${a.id}/stocks/${other.id}`, {
      token: kit.callers.owner.token,
      body: { quantity: 2 },
    });
    const buyer = await customer();
    const sold = await sell(buyer.id, {
      shopId: other.id,
      items: [{ productId: a.id, quantity: 1 }],
    });
    expect(sold.status).toBe(200);
    const res = await kit.api.call('DELETE', `${base()}/shops/${other.id}`, {
      token: kit.callers.owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ deleted: false, closed: true });
    expect(await salesOf(buyer.id)).toHaveLength(1);
  });

  it('links the sale to an order of the customer, and only of that customer', async () => {
    const a = await product(100, 5);
    const buyer = await customer();
    const other = await customer();
    const [order] = await kit.t.database.db
      .insert(orders)
      .values({
        orderKey: `order-${key()}`,
        sellerId: kit.callers.sellerId,
        shopId,
        customerId: buyer.id,
        status: 'COMPLETED',
        currency: 'TWD',
        totalPrice: 1000,
        startsAt: new Date('2026-11-01T02:00:00Z'),
        endsAt: new Date('2026-11-01T03:00:00Z'),
      })
      .returning();
    const linked = await sell(buyer.id, {
      items: [{ productId: a.id, quantity: 1 }],
      orderId: order!.id,
    });
    expect(linked.body.data.orderId).toBe(order!.id);
    const wrong = await sell(other.id, {
      items: [{ productId: a.id, quantity: 1 }],
      orderId: order!.id,
    });
    expect([wrong.status, wrong.body.error.field]).toEqual([400, 'orderId']);
  });

  it('refuses bad input with 4xx and writes nothing', async () => {
    const a = await product(100, 5);
    const buyer = await customer();
    const otherShop = await buildShop(kit.t.database.db, {
      sellerId: kit.callers.outsider.sellerId,
    });
    const foreign = await kit.api.call(
      'POST',
      `/v1/sellers/${kit.callers.outsider.sellerId}/products`,
      {
        token: kit.callers.outsider.token,
        body: { name: '別家商品', price: 100 },
      },
    );
    const line = { productId: a.id, quantity: 1 };
    const cases: [Record<string, unknown>, number, string | undefined][] = [
      [{ items: [] }, 400, 'items'],
      [{ items: [line, line] }, 400, 'items'],
      [{ items: [{ productId: a.id, quantity: 0 }] }, 400, 'items.0.quantity'],
      [{ items: [{ productId: a.id, quantity: 1.5 }] }, 400, 'items.0.quantity'],
      [{ items: [{ productId: foreign.body.data.id, quantity: 1 }] }, 400, 'items'],
      [{ items: [line], paymentMethod: 'BITCOIN' }, 400, 'paymentMethod'],
      [{ items: [line], idempotencyKey: 'short' }, 400, 'idempotencyKey'],
      [{ items: [line], shopId: otherShop.id }, 400, 'shopId'],
      [{ items: [line], extra: 1 }, 400, undefined],
    ];
    for (const [body, status, field] of cases) {
      const res = await sell(buyer.id, body);
      expect([body, res.status]).toEqual([body, status]);
      if (field) expect([body, res.body.error.field]).toEqual([body, field]);
    }
    const noKey = await kit.api.call(
      'POST',
      `${base()}/customer-records/${buyer.id}/product-sales`,
      {
        token: kit.callers.staff.token,
        body: { shopId, items: [line], paymentMethod: 'CASH' },
      },
    );
    expect(noKey.status).toBe(400);
    const foreignCustomer = await kit.t.database.db
      .insert(customers)
      .values({ sellerId: kit.callers.outsider.sellerId, displayName: '別家顧客' })
      .returning();
    const notOurs = await sell(foreignCustomer[0]!.id, { items: [line] });
    expect(notOurs.status).toBe(404);
    const list = await kit.api.call(
      'GET',
      `${base()}/customer-records/${foreignCustomer[0]!.id}/product-sales`,
      { token: kit.callers.staff.token },
    );
    expect(list.status).toBe(404);
    expect(await stockOf(a.id)).toBe(5);
    expect(await salesOf(buyer.id)).toEqual([]);
  });
});

describe('my product transactions', () => {
  it('shows a member their purchases, and nobody else’s', async () => {
    const member = await signedInUser(kit.t);
    const stranger = await signedInUser(kit.t);
    const mine = await customer({ userId: member.user.id });
    const a = await product(250, 2);
    expect((await sell(mine.id, { items: [{ productId: a.id, quantity: 2 }] })).status).toBe(200);
    const url = `/v1/me/customers/${mine.id}/product-transactions`;
    const res = await kit.api.call('GET', url, { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, perPage: 10, total: 1 });
    expect(res.body.data[0]).toMatchObject({
      total: 500,
      items: [{ productId: a.id, name: a.name, quantity: 2, unitPrice: 250, amount: 500 }],
    });
    expect((await kit.api.call('GET', url, { token: stranger.token })).status).toBe(404);
    expect((await kit.api.call('GET', url)).status).toBe(401);
    expect((await kit.api.call('GET', `${url}?perPage=51`, { token: member.token })).status).toBe(
      400,
    );
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('concurrent sales (PostgreSQL)', () => {
  it('stock 5, ten simultaneous sales of 1: exactly five succeed, stock 0, five 409', async () => {
    const a = await product(100, 5);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => customer()));
    const results = await Promise.all(
      buyers.map((b) => sell(b.id, { items: [{ productId: a.id, quantity: 1 }] })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.error.code).toBe('E_OUT_OF_STOCK');
    }
    expect(await stockOf(a.id)).toBe(0);
    const sales = await kit.t.database.db
      .select()
      .from(productTransactions)
      .where(eq(productTransactions.sellerId, kit.callers.sellerId));
    expect(sales.filter((s) => buyers.some((b) => b.id === s.customerId))).toHaveLength(5);
  });

  it('the same sale sent five times at once records one sale and takes stock once', async () => {
    const a = await product(100, 5);
    const buyer = await customer();
    await topUp(buyer.id, 1000);
    const body = {
      items: [{ productId: a.id, quantity: 2 }],
      paymentMethod: 'DEPOSITORY',
      idempotencyKey: key(),
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => sell(buyer.id, body)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await stockOf(a.id)).toBe(3);
    expect(await salesOf(buyer.id)).toHaveLength(1);
    const [account] = await kit.t.database.db
      .select()
      .from(depositories)
      .where(eq(depositories.customerId, buyer.id));
    expect(account!.balance).toBe(800);
  });
});
