import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  coupons,
  depositories,
  depositoryTransactions,
  idempotencyKeys,
  orders,
  paymentables,
  payments,
  refunds,
  vouchers,
  voucherTransactions,
} from '../src/db/schema';
import { tp } from './booking-factories';
import { saveLinePayChannel } from '../src/modules/payment-settings';
import { accountOf, CHANNEL, paymentsTestApp, prepaidShop, topUp } from './refund-fixtures';
import { sellerMember } from './seller-factories';

/**
 * Money under concurrency (issue 43, decision 017): every pair of writes that can meet on one
 * order or account, sent together so that every request of a burst is in flight before the
 * first answers, several rounds each. Asserted for every race: no 5xx, one movement per
 * success, balances equal the sum of their movements (and never negative), and LINE Pay never
 * captured without the payment kept.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('money races', () => {
  // Tuesday 1 December 2026, 08:00 in Taipei; orders from Thursday on.
  const h = paymentsTestApp(new Date('2026-12-01T00:00:00Z'));
  const ROUNDS = 6;
  const key = () => `race-${randomUUID()}`;
  const slot = (round: number) =>
    tp(`2026-12-${String(3 + Math.floor(round / 8)).padStart(2, '0')}`, `${10 + (round % 8)}:00`);

  type Answer = { status: number; body: { data?: unknown; error?: { code: string } } };
  const statuses = (answers: Answer[]) => answers.map((a) => a.status);

  function expectNoServerError(answers: Answer[]) {
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
    }
  }

  /** A shop taking LINE Pay and stored value (full refund a day ahead), and its owner. */
  async function shopWithOwner() {
    const shop = await prepaidShop(h, { methods: ['LINE_PAY', 'DEPOSITORY', 'BANK_TRANSFER'] });
    const owner = await sellerMember(h.t, 'OWNER', shop.sellerId);
    await saveLinePayChannel(h.ctx(), {
      sellerId: shop.sellerId,
      input: { ...CHANNEL, environment: 'SANDBOX' },
    });
    return { shop, owner };
  }

  /** Every stored-value account equals the sum of its movements, never below zero. */
  async function expectLedgersHold() {
    const rows = await h.db.execute(sql`
      select d.id, d.balance, coalesce(sum(t.amount), 0)::int as moved
      from depositories d left join depository_transactions t on t.depository_id = d.id
      group by d.id having d.balance <> coalesce(sum(t.amount), 0) or d.balance < 0`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
    const sessions = await h.db.execute(sql`
      select v.id from vouchers v left join voucher_transactions t on t.voucher_id = v.id
      group by v.id having v.sessions_left <> coalesce(sum(t.sessions), 0)`);
    expect((sessions as unknown as { rows: unknown[] }).rows).toEqual([]);
  }

  const payByStoredValue = (token: string, orderId: number, idempotencyKey = key()) =>
    h.api.call('POST', '/v1/order-prepayment:pay', {
      token,
      body: { orderId, method: 'DEPOSITORY', idempotencyKey },
    });
  const customerCancel = (token: string, orderId: number) =>
    h.api.call('POST', '/v1/orders:cancel', { token, body: { orderId } });

  async function prepayment(orderId: number) {
    const [row] = await h.db.select().from(paymentables).where(eq(paymentables.orderId, orderId));
    return row!;
  }

  it.each(['customer', 'shop'] as const)(
    'a stored-value prepayment racing the %s’s cancel: no 5xx, cancelled, balance whole',
    async (who) => {
      const { shop, owner } = await shopWithOwner();
      for (let round = 0; round < ROUNDS; round++) {
        const { token, order } = await shop.customerOrder(slot(round));
        await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 30000 });
        const cancel =
          who === 'customer'
            ? customerCancel(token, order.id)
            : h.api.call('POST', `/v1/sellers/${shop.sellerId}/orders/${order.id}:cancel`, {
                token: owner.token,
                body: { reason: '店休' },
              });
        const answers = await Promise.all([payByStoredValue(token, order.id), cancel]);
        expectNoServerError(answers);
        expect(answers[1].status).toBe(200);
        const [row] = await h.db.select().from(orders).where(eq(orders.id, order.id));
        expect(row!.status).toBe('CANCELLED');
        // Paid then refunded in full (a day ahead), or never paid: the balance is whole again.
        expect((await accountOf(h, order.customerId)).balance).toBe(30000);
      }
      await expectLedgersHold();
    },
  );

  it('two stored-value payments with different keys: one pays, the other is told, charged once', async () => {
    const { shop } = await shopWithOwner();
    for (let round = 0; round < ROUNDS; round++) {
      const { token, order } = await shop.customerOrder(slot(round));
      await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 90000 });
      const answers = await Promise.all([
        payByStoredValue(token, order.id),
        payByStoredValue(token, order.id),
        payByStoredValue(token, order.id),
      ]);
      expectNoServerError(answers);
      expect(statuses(answers).sort()).toEqual([200, 409, 409]);
      expect((await accountOf(h, order.customerId)).balance).toBe(60000);
      expect((await prepayment(order.id)).status).toBe('PAID');
    }
    await expectLedgersHold();
  });

  it('a transfer report racing a stored-value payment: exactly one wins', async () => {
    const { shop } = await shopWithOwner();
    for (let round = 0; round < ROUNDS; round++) {
      const { token, order } = await shop.customerOrder(slot(round));
      await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 30000 });
      const answers = await Promise.all([
        payByStoredValue(token, order.id),
        h.api.call('POST', '/v1/orders:request-prepayment-confirmation', {
          token,
          body: {
            orderId: order.id,
            lastFiveDigits: '12345',
            amount: 30000,
            transferredAt: h.now.toISOString(),
          },
        }),
      ]);
      expectNoServerError(answers);
      expect(statuses(answers).sort()).toEqual([200, 409]);
      const due = await prepayment(order.id);
      const paidByStoredValue = answers[0].status === 200;
      expect(due.status).toBe(paidByStoredValue ? 'PAID' : 'REPORTED');
      expect((await accountOf(h, order.customerId)).balance).toBe(paidByStoredValue ? 0 : 30000);
    }
    await expectLedgersHold();
  });

  it('LINE Pay’s confirm racing a stored-value payment: one method pays, LINE Pay is never captured for nothing', async () => {
    const { shop } = await shopWithOwner();
    const seen = new Set<string>();
    for (let round = 0; round < ROUNDS + 2; round++) {
      const { token, order } = await shop.customerOrder(slot(round));
      await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 30000 });
      const requested = await h.api.call('POST', '/v1/order-prepayment:pay', {
        token,
        body: { orderId: order.id, method: 'LINE_PAY', idempotencyKey: key() },
      });
      expect(requested.status).toBe(200);
      const attempt = requested.body.data.payment as { id: number; methodTransactionId: string };
      h.linePay.state.approve(attempt.methodTransactionId);

      const answers = await Promise.all([
        h.api.call('POST', '/v1/orders:confirm', {
          body: { paymentId: attempt.id, transactionId: attempt.methodTransactionId },
        }),
        payByStoredValue(token, order.id),
      ]);
      expectNoServerError(answers);
      expect(answers[0].status).toBe(200);
      const [linePayment] = await h.db.select().from(payments).where(eq(payments.id, attempt.id));
      const captured = h.linePay.state.payments.get(attempt.methodTransactionId)!.confirmations;
      const refunded = await h.db.select().from(refunds).where(eq(refunds.paymentId, attempt.id));
      const balance = (await accountOf(h, order.customerId)).balance;
      expect((await prepayment(order.id)).status).toBe('PAID');
      if (answers[1].status === 200) {
        seen.add('stored value');
        // Stored value paid: LINE Pay was never confirmed, so the customer was never charged.
        expect(balance).toBe(0);
        expect(captured).toBe(0);
        expect(linePayment!.status).toBe('FAILED');
        expect(answers[0].body.data).toMatchObject({ status: 'FAILED', refunded: false });
      } else {
        seen.add('LINE Pay');
        expect(answers[1].status).toBe(409);
        expect(balance).toBe(30000);
        expect(captured).toBe(1);
        expect(linePayment!.status).toBe('SUCCEEDED');
        expect(refunded).toEqual([]);
      }
    }
    expect(seen.size).toBeGreaterThan(0);
    await expectLedgersHold();
  });

  it('stored-value spends, refunds and adjustments together: balance = sum of movements, never negative', async () => {
    const { shop, owner } = await shopWithOwner();
    const { order } = await shop.customerOrder(slot(0));
    const url = (verb: string) =>
      `/v1/sellers/${shop.sellerId}/customer-records/${order.customerId}/depositories:${verb}`;
    const post = (verb: string, body: Record<string, unknown>) =>
      h.api.call('POST', url(verb), {
        token: owner.token,
        body: { ...body, idempotencyKey: key() },
      });
    await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 5000 });
    const movementCount = async () => {
      const rows = await h.db
        .select({ id: depositoryTransactions.id })
        .from(depositoryTransactions)
        .innerJoin(depositories, eq(depositories.id, depositoryTransactions.depositoryId))
        .where(eq(depositories.customerId, order.customerId));
      return rows.length;
    };
    for (let round = 0; round < ROUNDS; round++) {
      const before = await movementCount();
      const answers = await Promise.all([
        post('spend', { amount: 2000 }),
        post('spend', { amount: 2000 }),
        post('spend', { amount: 2000 }),
        post('refund', { amount: 1000, paymentMethod: 'CASH', reason: '退費' }),
        post('adjust', { amount: -1500, reason: '更正' }),
        post('adjust', { amount: 2500, reason: '補登' }),
      ]);
      expectNoServerError(answers);
      for (const a of answers) expect([200, 409]).toContain(a.status);
      // Every success wrote one movement and every refusal none.
      const ok = answers.filter((a) => a.status === 200).length;
      expect((await movementCount()) - before).toBe(ok);
      await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 4000 });
    }
    await expectLedgersHold();
  });

  it('ten identical voucher sales at once (one key): one voucher, every answer the first sale', async () => {
    const { shop, owner } = await shopWithOwner();
    const template = await h.api.call('POST', `/v1/sellers/${shop.sellerId}/voucher-templates`, {
      token: owner.token,
      body: {
        name: '洗髮 10 次',
        description: '',
        sessions: 10,
        price: 300000,
        validityDays: 365,
        serviceIds: [shop.cut.id],
      },
    });
    expect(template.status).toBe(200);
    for (let round = 0; round < ROUNDS; round++) {
      const { order } = await shop.customerOrder(slot(round));
      const idempotencyKey = key();
      const body = { templateId: template.body.data.id, paymentMethod: 'CASH', idempotencyKey };
      const url = `/v1/sellers/${shop.sellerId}/customer-records/${order.customerId}/vouchers:sell`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => h.api.call('POST', url, { token: owner.token, body })),
      );
      expect(statuses(answers)).toEqual(Array(10).fill(200));
      const first = answers[0]!.body.data as { voucher: { id: number } };
      for (const a of answers) expect(a.body.data).toEqual(first);
      const sold = await h.db
        .select()
        .from(vouchers)
        .where(eq(vouchers.customerId, order.customerId));
      expect(sold).toHaveLength(1);
      expect(sold[0]!.id).toBe(first.voucher.id);

      // The key for another request: refused without inviting a retry, nothing sold.
      const other = await h.api.call('POST', url, {
        token: owner.token,
        body: { ...body, paymentMethod: 'CARD' },
      });
      expect(other.status).toBe(409);
      expect(other.body.error).toMatchObject({ code: 'E_IDEMPOTENCY_KEY_REUSED' });
      expect(other.body.error.message).not.toMatch(/再試/);
      expect(
        await h.db.select().from(vouchers).where(eq(vouchers.customerId, order.customerId)),
      ).toHaveLength(1);
    }
    await expectLedgersHold();
  });

  it('every counter write sent ten times at once with one key answers its first result', async () => {
    const { shop, owner } = await shopWithOwner();
    const { order } = await shop.customerOrder(slot(0));
    const base = `/v1/sellers/${shop.sellerId}/customer-records/${order.customerId}`;
    await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 100000 });
    const writes: [string, Record<string, unknown>][] = [
      ['depositories:top-up', { amount: 1000, paymentMethod: 'CASH' }],
      ['depositories:spend', { amount: 700 }],
      ['depositories:refund', { amount: 300, paymentMethod: 'CASH', reason: '退費' }],
      ['depositories:adjust', { amount: -100, reason: '更正' }],
    ];
    for (const [verb, body] of writes) {
      const idempotencyKey = key();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          h.api.call('POST', `${base}/${verb}`, {
            token: owner.token,
            body: { ...body, idempotencyKey },
          }),
        ),
      );
      expect(statuses(answers), verb).toEqual(Array(10).fill(200));
      for (const a of answers) expect(a.body.data).toEqual(answers[0]!.body.data);
      const [claim] = await h.db
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, `seller:${shop.sellerId}`),
            eq(idempotencyKeys.key, idempotencyKey),
          ),
        );
      expect(claim?.answer).toEqual(answers[0]!.body.data);
    }
    const movements = await h.db
      .select()
      .from(depositoryTransactions)
      .innerJoin(depositories, eq(depositories.id, depositoryTransactions.depositoryId))
      .where(eq(depositories.customerId, order.customerId));
    expect(movements).toHaveLength(1 + writes.length);
    await expectLedgersHold();
  });

  it('a prepayment, a mark-paid, a coupon redemption and a product sale, each ten times at once with one key: one effect, one answer', async () => {
    const { shop, owner } = await shopWithOwner();
    const tenTimes = (send: () => Promise<Answer>) => Promise.all(Array.from({ length: 10 }, send));
    const expectOneAnswer = (answers: Answer[], what: string) => {
      expect(statuses(answers), what).toEqual(Array(10).fill(200));
      for (const a of answers) expect(a.body.data, what).toEqual(answers[0]!.body.data);
    };

    // The customer pays the prepayment by stored value.
    const paying = await shop.customerOrder(slot(0));
    await topUp(h, { sellerId: shop.sellerId, customerId: paying.order.customerId, amount: 90000 });
    const payKey = key();
    expectOneAnswer(
      await tenTimes(() => payByStoredValue(paying.token, paying.order.id, payKey)),
      'prepayment',
    );
    expect((await accountOf(h, paying.order.customerId)).balance).toBe(60000);

    // The shop marks another order's prepayment paid in cash.
    const marked = await shop.customerOrder(slot(1));
    const markKey = key();
    expectOneAnswer(
      await tenTimes(() =>
        h.api.call('POST', `/v1/sellers/${shop.sellerId}/orders/${marked.order.id}:mark-paid`, {
          token: owner.token,
          body: { method: 'CASH', idempotencyKey: markKey },
        }),
      ),
      'mark-paid',
    );
    const [markedDue] = await h.db
      .select()
      .from(paymentables)
      .where(eq(paymentables.orderId, marked.order.id));
    expect(
      await h.db.select().from(payments).where(eq(payments.paymentableId, markedDue!.id)),
    ).toHaveLength(1);

    // A coupon redeemed on an order.
    const DAY = 86_400_000;
    const campaign = await h.api.call('POST', `/v1/sellers/${shop.sellerId}/coupon-campaigns`, {
      token: owner.token,
      body: {
        name: '回饋折 NT$50',
        discountType: 'AMOUNT',
        discountValue: 5000,
        startsAt: new Date(h.now.getTime() - DAY).toISOString(),
        endsAt: new Date(h.now.getTime() + 30 * DAY).toISOString(),
      },
    });
    const redeeming = await shop.customerOrder(slot(2));
    await h.api.call(
      'POST',
      `/v1/sellers/${shop.sellerId}/coupon-campaigns/${campaign.body.data.id}:issue`,
      { token: owner.token, body: { customerId: redeeming.order.customerId } },
    );
    const [coupon] = await h.db
      .select()
      .from(coupons)
      .where(eq(coupons.customerId, redeeming.order.customerId));
    const redeemKey = key();
    expectOneAnswer(
      await tenTimes(() =>
        h.api.call(
          'POST',
          `/v1/sellers/${shop.sellerId}/customer-records/${redeeming.order.customerId}/coupons/${coupon!.id}:redeem`,
          { token: owner.token, body: { orderId: redeeming.order.id, idempotencyKey: redeemKey } },
        ),
      ),
      'coupon',
    );

    // Products sold from stock, paid from stored value.
    const product = await h.api.call('POST', `/v1/sellers/${shop.sellerId}/products`, {
      token: owner.token,
      body: { name: '護髮油', price: 12000 },
    });
    await h.api.call(
      'PUT',
      `/v1/sellers/${shop.sellerId}/products/${product.body.data.id}/stocks/${shop.shop.id}`,
      { token: owner.token, body: { quantity: 5 } },
    );
    const saleKey = key();
    expectOneAnswer(
      await tenTimes(() =>
        h.api.call(
          'POST',
          `/v1/sellers/${shop.sellerId}/customer-records/${paying.order.customerId}/product-sales`,
          {
            token: owner.token,
            body: {
              shopId: shop.shop.id,
              items: [{ productId: product.body.data.id, quantity: 2 }],
              paymentMethod: 'DEPOSITORY',
              idempotencyKey: saleKey,
            },
          },
        ),
      ),
      'product sale',
    );
    expect((await accountOf(h, paying.order.customerId)).balance).toBe(60000 - 24000);
    const stock = await h.db.execute(
      sql`select quantity from product_stocks where product_id = ${product.body.data.id}`,
    );
    expect((stock as unknown as { rows: { quantity: number }[] }).rows[0]!.quantity).toBe(3);
    await expectLedgersHold();
  });

  it('a voucher session used while the voucher is refunded: one of them, sessions add up', async () => {
    const { shop, owner } = await shopWithOwner();
    const template = await h.api.call('POST', `/v1/sellers/${shop.sellerId}/voucher-templates`, {
      token: owner.token,
      body: {
        name: '剪髮 3 次',
        description: '',
        sessions: 3,
        price: 200000,
        validityDays: null,
        serviceIds: [shop.cut.id],
      },
    });
    const seen = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const { order } = await shop.customerOrder(slot(round));
      const base = `/v1/sellers/${shop.sellerId}/customer-records/${order.customerId}/vouchers`;
      const sold = await h.api.call('POST', `${base}:sell`, {
        token: owner.token,
        body: { templateId: template.body.data.id, paymentMethod: 'CASH', idempotencyKey: key() },
      });
      expect(sold.status).toBe(200);
      const voucherId = sold.body.data.voucher.id as number;
      const bookingId = (order.bookings as { id: number }[])[0]!.id;
      const answers = await Promise.all([
        h.api.call('POST', `${base}/${voucherId}:use`, {
          token: owner.token,
          body: { bookingId, idempotencyKey: key() },
        }),
        h.api.call('POST', `${base}/${voucherId}:refund`, {
          token: owner.token,
          body: { amount: 100000, paymentMethod: 'CASH', reason: '搬家', idempotencyKey: key() },
        }),
      ]);
      expectNoServerError(answers);
      expect(answers[1].status).toBe(200);
      seen.add(answers[0].status === 200 ? 'used, then refunded' : 'refunded first');
      const [voucher] = await h.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
      expect(voucher!.sessionsLeft).toBe(0);
      const moves = await h.db
        .select()
        .from(voucherTransactions)
        .where(eq(voucherTransactions.voucherId, voucherId));
      expect(moves.map((m) => m.kind).sort()).toEqual(
        answers[0].status === 200 ? ['REFUND', 'SELL', 'USE'] : ['REFUND', 'SELL'],
      );
    }
    expect(seen.size).toBeGreaterThan(0);
    await expectLedgersHold();
  });

  it('a coupon redeemed while its order is cancelled: never kept by a cancelled order', async () => {
    const { shop, owner } = await shopWithOwner();
    const DAY = 86_400_000;
    const campaign = await h.api.call('POST', `/v1/sellers/${shop.sellerId}/coupon-campaigns`, {
      token: owner.token,
      body: {
        name: '新客折 NT$100',
        discountType: 'AMOUNT',
        discountValue: 10000,
        startsAt: new Date(h.now.getTime() - DAY).toISOString(),
        endsAt: new Date(h.now.getTime() + 30 * DAY).toISOString(),
      },
    });
    expect(campaign.status).toBe(200);
    for (let round = 0; round < ROUNDS; round++) {
      const { token, order } = await shop.customerOrder(slot(round));
      const issued = await h.api.call(
        'POST',
        `/v1/sellers/${shop.sellerId}/coupon-campaigns/${campaign.body.data.id}:issue`,
        { token: owner.token, body: { customerId: order.customerId } },
      );
      expect(issued.status).toBe(200);
      const [coupon] = await h.db
        .select()
        .from(coupons)
        .where(eq(coupons.customerId, order.customerId));
      const answers = await Promise.all([
        h.api.call(
          'POST',
          `/v1/sellers/${shop.sellerId}/customer-records/${order.customerId}/coupons/${coupon!.id}:redeem`,
          { token: owner.token, body: { orderId: order.id, idempotencyKey: key() } },
        ),
        customerCancel(token, order.id),
      ]);
      expectNoServerError(answers);
      expect(answers[1].status).toBe(200);
      const [after] = await h.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
      const [cancelled] = await h.db.select().from(orders).where(eq(orders.id, order.id));
      expect(cancelled!.status).toBe('CANCELLED');
      // Redeemed first: the cancel gave it back; refused: never redeemed.
      expect(after!.redeemedAt).toBeNull();
    }
  });
});
