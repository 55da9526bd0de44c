import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tp } from '../../../test/booking-factories';
import {
  accountOf,
  CHANNEL,
  ledgerOf,
  newKey,
  paymentsTestApp,
  prepaidShop,
  prepaymentRows,
  topUp,
} from '../../../test/refund-fixtures';
import { orders, paymentables, shopPaymentSettings, transferReports } from '../../db/schema';
import { saveLinePayChannel } from '../payment-settings';

// Tuesday 1 December 2026, 08:00 in Taipei; orders start on Thursday at 10:00.
const h = paymentsTestApp(new Date('2026-12-01T00:00:00Z'));
const START = tp('2026-12-03', '10:00');

const methodsOf = (token: string, orderId: number) =>
  h.api.call('POST', '/v1/orders:prepayment-payment-methods', { token, body: { orderId } });
const pay = (token: string, orderId: number, idempotencyKey = newKey()) =>
  h.api.call('POST', '/v1/order-prepayment:pay', {
    token,
    body: { orderId, method: 'DEPOSITORY', idempotencyKey },
  });

describe('POST /v1/orders:prepayment-payment-methods', () => {
  it('offers nothing online for a shop without payment settings, with the default policy', async () => {
    const shop = await prepaidShop(h, { withSettings: false });
    const { token, order } = await shop.customerOrder(START);
    const res = await methodsOf(token, order.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      orderId: order.id,
      orderKey: order.orderKey,
      prepayment: { amount: 30000, currency: 'TWD', status: 'PENDING', payments: [] },
      methods: [],
      bankTransfer: null,
      transferReports: [],
      refundPolicy: { fullRefundHoursBefore: 24, lateRefundPercent: 0 },
    });
  });

  it("lists the shop's methods in its order: LINE Pay only with a channel, stored value with the balance", async () => {
    const shop = await prepaidShop(h, {
      methods: ['BANK_TRANSFER', 'LINE_PAY', 'DEPOSITORY'],
      fullRefundHoursBefore: 48,
      lateRefundPercent: 50,
    });
    const account = {
      bankCode: '812',
      bankName: '台新銀行',
      branch: '建北分行',
      accountNumber: '20681000123456',
      accountHolder: '光點髮藝有限公司',
      note: '轉帳後請回報帳號末五碼',
    };
    await h.db
      .update(shopPaymentSettings)
      .set({ bankTransfer: account })
      .where(eq(shopPaymentSettings.shopId, shop.shop.id));
    const { token, order } = await shop.customerOrder(START);

    const noChannel = await methodsOf(token, order.id);
    expect(noChannel.body.data.methods).toEqual([
      { method: 'BANK_TRANSFER', available: true, unavailableReason: null, balance: null },
      { method: 'DEPOSITORY', available: false, unavailableReason: '儲值金餘額不足', balance: 0 },
    ]);
    expect(noChannel.body.data.bankTransfer).toEqual(account);
    expect(noChannel.body.data.refundPolicy).toEqual({
      fullRefundHoursBefore: 48,
      lateRefundPercent: 50,
    });

    await saveLinePayChannel(h.ctx(), {
      sellerId: shop.sellerId,
      input: { ...CHANNEL, environment: 'SANDBOX' },
    });
    await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 29900 });
    const short = await methodsOf(token, order.id);
    expect(short.body.data.methods.map((m: { method: string }) => m.method)).toEqual([
      'BANK_TRANSFER',
      'LINE_PAY',
      'DEPOSITORY',
    ]);
    expect(short.body.data.methods[2]).toEqual({
      method: 'DEPOSITORY',
      available: false,
      unavailableReason: '儲值金餘額不足',
      balance: 29900,
    });

    await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 100 });
    const enough = await methodsOf(token, order.id);
    expect(enough.body.data.methods).toEqual([
      { method: 'BANK_TRANSFER', available: true, unavailableReason: null, balance: null },
      { method: 'LINE_PAY', available: true, unavailableReason: null, balance: null },
      { method: 'DEPOSITORY', available: true, unavailableReason: null, balance: 30000 },
    ]);
  });

  it('counts expired stored value as nothing usable', async () => {
    const shop = await prepaidShop(h, { methods: ['DEPOSITORY'] });
    const { token, order } = await shop.customerOrder(START);
    await topUp(h, {
      sellerId: shop.sellerId,
      customerId: order.customerId,
      amount: 100000,
      validUntil: new Date('2026-12-01T00:00:01Z'),
    });
    h.now = new Date('2026-12-01T00:00:02Z');
    const res = await methodsOf(token, order.id);
    expect(res.body.data.methods).toEqual([
      { method: 'DEPOSITORY', available: false, unavailableReason: '儲值金已過期', balance: 0 },
    ]);
    const paid = await pay(token, order.id);
    expect(paid.status).toBe(409);
    expect(paid.body.error.code).toBe('E_ITEM_EXPIRED');
  });

  it('makes everything unavailable once the prepayment is not pending, and lists transfer reports latest first', async () => {
    const shop = await prepaidShop(h, { methods: ['LINE_PAY', 'BANK_TRANSFER', 'DEPOSITORY'] });
    await saveLinePayChannel(h.ctx(), {
      sellerId: shop.sellerId,
      input: { ...CHANNEL, environment: 'SANDBOX' },
    });
    const { token, order } = await shop.customerOrder(START);
    await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 50000 });
    const { prepayment } = await prepaymentRows(h, order.id);
    const report = {
      paymentableId: prepayment.id,
      amount: 30000,
      currency: 'TWD',
      transferredAt: new Date('2026-12-01T00:00:00Z'),
    };
    await h.db.insert(transferReports).values([
      {
        ...report,
        lastFiveDigits: '11111',
        status: 'REJECTED',
        rejectReason: '查無款項',
        createdAt: new Date('2026-12-01T00:01:00Z'),
      },
      { ...report, lastFiveDigits: '22222', createdAt: new Date('2026-12-01T00:02:00Z') },
    ]);
    await h.db
      .update(paymentables)
      .set({ status: 'REPORTED' })
      .where(eq(paymentables.id, prepayment.id));
    const res = await methodsOf(token, order.id);
    const reason = '已回報轉帳，等待商家確認';
    expect(res.body.data.methods).toEqual([
      { method: 'LINE_PAY', available: false, unavailableReason: reason, balance: null },
      { method: 'BANK_TRANSFER', available: false, unavailableReason: reason, balance: null },
      { method: 'DEPOSITORY', available: false, unavailableReason: reason, balance: 50000 },
    ]);
    expect(
      res.body.data.transferReports.map((r: { lastFiveDigits: string; status: string }) => [
        r.lastFiveDigits,
        r.status,
      ]),
    ).toEqual([
      ['22222', 'REPORTED'],
      ['11111', 'REJECTED'],
    ]);
    expect(res.body.data.transferReports[1]).toMatchObject({
      orderId: order.id,
      rejectReason: '查無款項',
      amount: 30000,
    });
  });

  it("answers 404 for someone else's order", async () => {
    const shop = await prepaidShop(h);
    const { order } = await shop.customerOrder(START);
    const other = await shop.customerOrder(tp('2026-12-03', '12:00'));
    const res = await methodsOf(other.token, order.id);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('E_NOT_FOUND');
    expect((await pay(other.token, order.id)).status).toBe(404);
  });
});

describe('POST /v1/order-prepayment:pay by stored value', () => {
  it('spends the balance, pays the prepayment and confirms the order in one go', async () => {
    const shop = await prepaidShop(h);
    const { token, order, user } = await shop.customerOrder(START);
    await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 50000 });
    const res = await pay(token, order.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      orderId: order.id,
      orderKey: order.orderKey,
      paymentUrl: null,
      payment: {
        method: 'DEPOSITORY',
        amount: 30000,
        currency: 'TWD',
        status: 'SUCCEEDED',
        refundedAmount: 0,
      },
    });
    const account = await accountOf(h, order.customerId);
    expect(account.balance).toBe(20000);
    const ledger = await ledgerOf(h, account.id, 'SPEND');
    expect(ledger).toMatchObject([
      {
        amount: -30000,
        balanceAfter: 20000,
        orderId: order.id,
        idempotencyKey: `payment:${res.body.data.payment.id}`,
      },
    ]);
    const { prepayment, payments } = await prepaymentRows(h, order.id);
    expect(prepayment.status).toBe('PAID');
    expect(payments).toMatchObject([{ userId: user.id, sellerId: shop.sellerId }]);
    const read = await h.api.call('GET', `/v1/orders/${order.id}?part=paymentables`, { token });
    expect(read.body.data).toMatchObject({
      status: 'CONFIRMED',
      prepayment: { status: 'PAID' },
    });
    const methods = await methodsOf(token, order.id);
    expect(methods.body.data.methods[0]).toMatchObject({
      method: 'DEPOSITORY',
      available: false,
      unavailableReason: '訂金已付清',
      balance: 20000,
    });
    await h.t.app.backgroundTasks.idle();
    expect(h.outbox.outbox(user.phoneNumber!).length).toBeGreaterThan(0);
  });

  it('answers the first payment to the same key, and refuses the key for another order', async () => {
    const shop = await prepaidShop(h);
    const { token, order } = await shop.customerOrder(START);
    await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 100000 });
    const key = newKey();
    const first = await pay(token, order.id, key);
    const again = await pay(token, order.id, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect((await accountOf(h, order.customerId)).balance).toBe(70000);
    expect((await prepaymentRows(h, order.id)).payments).toHaveLength(1);

    const second = await shop.book(token, tp('2026-12-03', '14:00'));
    expect(second.status).toBe(200);
    const reused = await pay(token, second.body.data.id, key);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('E_IDEMPOTENCY_KEY_REUSED');
    const paidAgain = await pay(token, order.id);
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.error.code).toBe('E_PREPAYMENT_NOT_DUE');
    expect((await accountOf(h, order.customerId)).balance).toBe(70000);
  });

  it('refuses a balance that does not cover it, changing nothing', async () => {
    const shop = await prepaidShop(h);
    const { token, order } = await shop.customerOrder(START);
    await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 29900 });
    const res = await pay(token, order.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'E_INSUFFICIENT_BALANCE',
      message: '儲值金餘額不足（剩餘 NT$299）',
    });
    const { prepayment, payments } = await prepaymentRows(h, order.id);
    expect(prepayment.status).toBe('PENDING');
    expect(payments).toEqual([]);
    expect((await accountOf(h, order.customerId)).balance).toBe(29900);
    const [row] = await h.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('AWAITING_PREPAYMENT');
  });

  it('refuses a shop that does not take stored value, and a prepayment past its deadline', async () => {
    const linePayOnly = await prepaidShop(h, { methods: ['LINE_PAY'] });
    const a = await linePayOnly.customerOrder(START);
    await topUp(h, {
      sellerId: linePayOnly.sellerId,
      customerId: a.order.customerId,
      amount: 50000,
    });
    const refused = await pay(a.token, a.order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'E_PAYMENT_METHOD_NOT_ACCEPTED',
      message: '這家店不接受以儲值金付款',
    });

    const shop = await prepaidShop(h);
    const b = await shop.customerOrder(START);
    await topUp(h, { sellerId: shop.sellerId, customerId: b.order.customerId, amount: 50000 });
    h.now = new Date('2026-12-01T01:00:00Z');
    const late = await pay(b.token, b.order.id);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('E_PREPAYMENT_NOT_DUE');
    expect((await accountOf(h, b.order.customerId)).balance).toBe(50000);
  });

  it('validates the request', async () => {
    const shop = await prepaidShop(h);
    const { token, order } = await shop.customerOrder(START);
    const bad = await h.api.call('POST', '/v1/order-prepayment:pay', {
      token,
      body: { orderId: order.id, method: 'CASH', idempotencyKey: newKey() },
    });
    expect(bad.status).toBe(400);
    const anonymous = await h.api.call('POST', '/v1/order-prepayment:pay', {
      body: { orderId: order.id, method: 'DEPOSITORY', idempotencyKey: newKey() },
    });
    expect(anonymous.status).toBe(401);
  });
});

// Concurrency needs several connections: PostgreSQL only (PGlite runs one query at a time).
describe.runIf(process.env.TEST_DB === 'postgres')('stored-value payments at once', () => {
  it('two payments for two orders exceeding the balance: one succeeds, the other is refused', async () => {
    const shop = await prepaidShop(h);
    const { token, order } = await shop.customerOrder(START);
    const second = await shop.book(token, tp('2026-12-03', '14:00'));
    expect(second.status).toBe(200);
    await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 50000 });
    const answers = await Promise.all([pay(token, order.id), pay(token, second.body.data.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.error.code).toBe('E_INSUFFICIENT_BALANCE');
    expect((await accountOf(h, order.customerId)).balance).toBe(20000);
    const paid = [
      ...(await prepaymentRows(h, order.id)).payments,
      ...(await prepaymentRows(h, second.body.data.id)).payments,
    ];
    expect(paid).toHaveLength(1);
    const statuses = await h.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.customerId, order.customerId));
    expect(statuses.map((s) => s.status).sort()).toEqual(['AWAITING_PREPAYMENT', 'CONFIRMED']);
  });

  it('the same payment sent five times at once: one payment, spent once', async () => {
    const shop = await prepaidShop(h);
    const { token, order } = await shop.customerOrder(START);
    await topUp(h, { sellerId: shop.sellerId, customerId: order.customerId, amount: 100000 });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(token, order.id, key)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.body.data.payment.id)).size).toBe(1);
    expect((await accountOf(h, order.customerId)).balance).toBe(70000);
  });
});
