import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tp } from '../../../test/booking-factories';
import {
  accountOf,
  CHANNEL,
  ledgerOf,
  newKey,
  paidByLinePay,
  paymentsTestApp,
  prepaidShop,
  prepaymentRows,
  refundsOf,
  topUp,
} from '../../../test/refund-fixtures';
import { sellerMember } from '../../../test/seller-factories';
import type { Db } from '../../db/client';
import { paymentEvents, payments, sellerLinePayChannels } from '../../db/schema';
import { cancelOrder } from '../booking';
import { releaseRefund, reserveRefund } from '../payments';
import { adminUser } from '../../../test/admin-factories';
import { dueNow } from '../../../test/work-queue-due';
import { saveLinePayChannel } from '../payment-settings';
import { queueUnqueuedRefunds, REFUND_CLAIM_MS, sendQueuedRefund } from './send-refunds';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = paymentsTestApp(new Date('2026-12-01T00:00:00Z'), 300);
/** Two days ahead: inside any 24-hour policy. */
const EARLY = tp('2026-12-03', '10:00');
/** Ten hours ahead: past the 24 hours, before the shop's 2-hour cancel cut-off. */
const LATE = tp('2026-12-01', '18:00');

const cancel = (token: string, orderId: number) =>
  h.api.call('POST', '/v1/orders:cancel', { token, body: { orderId } });
/** The refund items due now, worked as the queue's workers would. */
const work = () => h.t.app.workQueue.workDue('refund');
const refundQueue = async () =>
  (await h.t.app.workQueue.states()).find((q) => q.name === 'refund')!;
/** The customer cancels (its refund item queued in the same transaction). */
const cancelForJob = (userId: number, orderId: number) =>
  cancelOrder(h.ctx(), { orderId, actor: { role: 'CUSTOMER', userId } });

/** A customer's order paid by LINE Pay at a prepaid shop, then cancelled by the customer. */
async function cancelledLinePayOrder(start: string, policy?: Parameters<typeof prepaidShop>[1]) {
  const shop = await prepaidShop(h, policy);
  const { order, user } = await shop.customerOrder(start);
  const paid = await paidByLinePay(h, {
    sellerId: shop.sellerId,
    orderId: order.id,
    userId: user.id,
  });
  await cancelForJob(user.id, order.id);
  return paid;
}

/** A customer's order paid by stored value (NT$300 of a NT$500 balance). */
async function paidByStoredValue(shop: Awaited<ReturnType<typeof prepaidShop>>, start: string) {
  const who = await shop.customerOrder(start);
  await topUp(h, { sellerId: shop.sellerId, customerId: who.order.customerId, amount: 50000 });
  const paid = await h.api.call('POST', '/v1/order-prepayment:pay', {
    token: who.token,
    body: { orderId: who.order.id, method: 'DEPOSITORY', idempotencyKey: newKey() },
  });
  expect(paid.status).toBe(200);
  expect((await accountOf(h, who.order.customerId)).balance).toBe(20000);
  return { ...who, paymentId: paid.body.data.payment.id as number };
}

async function paymentRow(id: number) {
  const [row] = await h.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

describe('cancelling a prepaid order refunds under the shop policy', () => {
  it('gives stored value back at once when the customer cancels in time', async () => {
    const shop = await prepaidShop(h);
    const { token, order, paymentId } = await paidByStoredValue(shop, EARLY);
    const res = await cancel(token, order.id);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('CANCELLED');
    const account = await accountOf(h, order.customerId);
    expect(account.balance).toBe(50000);
    expect(await refundsOf(h, paymentId)).toMatchObject([
      {
        amount: 30000,
        reason: 'CUSTOMER_CANCEL',
        status: 'SUCCEEDED',
        idempotencyKey: `cancel:${paymentId}`,
      },
    ]);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 30000,
    });
    const ledger = await ledgerOf(h, account.id, 'REFUND');
    expect(ledger).toMatchObject([{ amount: 30000, balanceAfter: 50000, orderId: order.id }]);
    // The prepayment stays paid: it was paid, then refunded.
    expect((await prepaymentRows(h, order.id)).prepayment.status).toBe('PAID');
  });

  it('keeps the prepayment when the customer cancels late and the shop refunds nothing late', async () => {
    const shop = await prepaidShop(h, { lateRefundPercent: 0 });
    const { token, order, paymentId } = await paidByStoredValue(shop, LATE);
    expect((await cancel(token, order.id)).status).toBe(200);
    expect((await accountOf(h, order.customerId)).balance).toBe(20000);
    expect(await refundsOf(h, paymentId)).toEqual([]);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'SUCCEEDED', refundedAmount: 0 });
  });

  it('refunds the late percentage, rounded down to a whole dollar', async () => {
    const shop = await prepaidShop(h, { fullRefundHoursBefore: 12, lateRefundPercent: 33 });
    const { token, order, paymentId } = await paidByStoredValue(shop, LATE);
    expect((await cancel(token, order.id)).status).toBe(200);
    // 33% of NT$300 = NT$99
    expect(await refundsOf(h, paymentId)).toMatchObject([{ amount: 9900, status: 'SUCCEEDED' }]);
    expect((await accountOf(h, order.customerId)).balance).toBe(29900);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 9900,
    });
  });

  it('refunds in full when the shop cancels, however late', async () => {
    const shop = await prepaidShop(h, { lateRefundPercent: 0 });
    const { order, paymentId } = await paidByStoredValue(shop, LATE);
    const owner = await sellerMember(h.t, 'OWNER', shop.sellerId);
    const res = await h.api.call('POST', `/v1/sellers/${shop.sellerId}/orders/${order.id}:cancel`, {
      token: owner.token,
      body: { reason: '設計師臨時請假' },
    });
    expect(res.status).toBe(200);
    expect(await refundsOf(h, paymentId)).toMatchObject([
      { amount: 30000, reason: 'SELLER_CANCEL', status: 'SUCCEEDED' },
    ]);
    expect((await accountOf(h, order.customerId)).balance).toBe(50000);
  });

  it('refunds nothing the shop recorded itself (cash at the counter)', async () => {
    const shop = await prepaidShop(h);
    const { token, order } = await shop.customerOrder(EARLY);
    const owner = await sellerMember(h.t, 'OWNER', shop.sellerId);
    const marked = await h.api.call(
      'POST',
      `/v1/sellers/${shop.sellerId}/orders/${order.id}:mark-paid`,
      { token: owner.token, body: { method: 'CASH', idempotencyKey: newKey() } },
    );
    expect(marked.status).toBe(200);
    expect((await cancel(token, order.id)).status).toBe(200);
    const { payments: paid } = await prepaymentRows(h, order.id);
    expect(paid).toMatchObject([{ method: 'CASH', status: 'SUCCEEDED', refundedAmount: 0 }]);
    expect(await refundsOf(h, paid[0]!.id)).toEqual([]);
  });
});

describe('refunds sent by the work queue', () => {
  it('queues a LINE Pay refund with the cancellation; the queue sends it once', async () => {
    const shop = await prepaidShop(h);
    const { token, order, user } = await shop.customerOrder(EARLY);
    const { payment, fake } = await paidByLinePay(h, {
      sellerId: shop.sellerId,
      orderId: order.id,
      userId: user.id,
    });
    expect((await cancel(token, order.id)).status).toBe(200);
    // Reserved in the cancel's transaction, with its item (sent by the queue's workers).
    const [reserved] = await refundsOf(h, payment.id);
    expect(reserved).toMatchObject({ amount: 30000, reason: 'CUSTOMER_CANCEL', status: 'PENDING' });
    expect(reserved!.queuedAt).not.toBeNull();
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 30000,
    });

    await h.t.app.backgroundTasks.idle();
    expect(fake.refunds).toHaveLength(0);
    expect(await work()).toBe(1);
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]!.amount).toBe(300);
    const [sent] = await refundsOf(h, payment.id);
    expect(sent).toMatchObject({
      status: 'SUCCEEDED',
      providerRefundId: fake.refunds[0]!.refundTransactionId,
      attempts: 1,
    });
    expect(await work()).toBe(0);
    // Nothing left for the adoption pass either.
    expect(await queueUnqueuedRefunds(h.ctx())).toBe(0);
    expect(fake.refunds).toHaveLength(1);
    const events = await h.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment.id));
    expect(events.map((e) => [e.kind, e.returnCode])).toEqual([['REFUND', '0000']]);
  });

  it('refunds a late LINE Pay cancellation by the percentage', async () => {
    const { payment, fake } = await cancelledLinePayOrder(LATE, { lateRefundPercent: 50 });
    expect(await work()).toBe(1);
    expect(fake.refunds.map((r) => r.amount)).toEqual([150]);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 15000,
    });
  });

  it('does not send again a refund LINE Pay carried out unheard: it finds it in the details', async () => {
    const { payment, fake } = await cancelledLinePayOrder(EARLY);
    // LINE Pay refunds, but answers after our client gave up: the try fails, for a retry.
    h.linePay.state.script('refund', { delayMs: 900 });
    expect(await work()).toBe(1);
    expect((await refundsOf(h, payment.id))[0]).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(await refundQueue()).toMatchObject({ queued: 1, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(fake.refunds).toHaveLength(1);
    // The retry waits out its back-off.
    expect(await work()).toBe(0);
    // Due, but claimed a moment ago: not taken again until the claim lapses.
    await dueNow(h.t, 'refund');
    expect(await work()).toBe(1);
    expect((await refundsOf(h, payment.id))[0]!.attempts).toBe(1);
    h.now = new Date(h.now.getTime() + REFUND_CLAIM_MS + 1000);
    await dueNow(h.t, 'refund');
    expect(await work()).toBe(1);
    expect(fake.refunds).toHaveLength(1);
    expect((await refundsOf(h, payment.id))[0]).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 2,
      providerRefundId: fake.refunds[0]!.refundTransactionId,
    });
    expect(await refundQueue()).toMatchObject({ queued: 0, running: 0, failed: 0 });
  });

  it('sends again a refund that did not reach LINE Pay, after the details show it: once, one set of rows', async () => {
    const { payment, fake } = await cancelledLinePayOrder(EARLY);
    // No answer in time and nothing done.
    h.linePay.state.script('refund', { delayMs: 900, returnCode: '9000' });
    expect(await work()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(fake.refunds).toHaveLength(0);
    h.now = new Date(h.now.getTime() + REFUND_CLAIM_MS + 1000);
    await dueNow(h.t, 'refund');
    expect(await work()).toBe(1);
    expect(fake.refunds).toHaveLength(1);
    const refunded = await refundsOf(h, payment.id);
    expect(refunded).toMatchObject([{ status: 'SUCCEEDED', attempts: 2, amount: 30000 }]);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 30000,
    });
    const events = await h.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment.id))
      .orderBy(paymentEvents.id);
    expect(events.map((e) => [e.kind, e.returnCode])).toEqual([
      ['REFUND', null],
      ['DETAILS', '0000'],
      ['REFUND', '0000'],
    ]);
    await dueNow(h.t, 'refund');
    expect(await work()).toBe(0);
    expect(fake.refunds).toHaveLength(1);
  });

  it('gives the reservation back when LINE Pay refuses for good', async () => {
    const { payment, fake } = await cancelledLinePayOrder(EARLY);
    h.linePay.state.script('refund', { returnCode: '1164' });
    expect(await work()).toBe(1);
    expect(fake.refunds).toHaveLength(0);
    expect((await refundsOf(h, payment.id))[0]).toMatchObject({
      status: 'FAILED',
      failureCode: '1164',
    });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', refundedAmount: 0 });
    // The refund was decided (refused): its item is done, not left to retry.
    expect(await refundQueue()).toMatchObject({ queued: 0, failed: 0 });
  });

  it('settles on 1165 (already refunded) with the refund the details list', async () => {
    const shop = await prepaidShop(h);
    const { order, user } = await shop.customerOrder(EARLY);
    const { payment, transactionId, fake } = await paidByLinePay(h, {
      sellerId: shop.sellerId,
      orderId: order.id,
      userId: user.id,
    });
    // The whole payment was refunded at LINE Pay before the queue got to it.
    const channel = { channelId: '1234567890', channelSecret: 'abcdefghijklmnopqrstuvwxyz012345' };
    expect((await h.linePay.client.refund(channel, transactionId, 300)).ok).toBe(true);
    await cancelForJob(user.id, order.id);
    expect(await work()).toBe(1);
    expect(fake.refunds).toHaveLength(1);
    expect((await refundsOf(h, payment.id))[0]).toMatchObject({
      status: 'SUCCEEDED',
      providerRefundId: fake.refunds[0]!.refundTransactionId,
    });
  });

  it('is safe with several workers: each refund is sent once', async () => {
    const shop = await prepaidShop(h);
    const orders = [];
    for (const start of [EARLY, tp('2026-12-03', '12:00'), tp('2026-12-03', '14:00')]) {
      const { order, user } = await shop.customerOrder(start);
      orders.push({
        ...(await paidByLinePay(h, {
          sellerId: shop.sellerId,
          orderId: order.id,
          userId: user.id,
        })),
        user,
        order,
      });
    }
    for (const o of orders) await cancelForJob(o.user.id, o.order.id);
    const worked = await Promise.all([1, 2, 3].map(() => work()));
    expect(worked.reduce((a, b) => a + b, 0)).toBe(3);
    for (const o of orders) {
      expect(o.fake.refunds).toHaveLength(1);
      expect((await refundsOf(h, o.payment.id))[0]).toMatchObject({
        status: 'SUCCEEDED',
        attempts: 1,
      });
    }
  });

  it('two tries of one refund at once (a lease that ran out): LINE Pay is asked once', async () => {
    const { payment, fake } = await cancelledLinePayOrder(EARLY);
    const [refund] = await refundsOf(h, payment.id);
    h.linePay.state.script('refund', { delayMs: 100 });
    const tries = await Promise.allSettled([
      sendQueuedRefund(h.ctx(), { refundId: refund!.id }),
      sendQueuedRefund(h.ctx(), { refundId: refund!.id }),
    ]);
    expect(tries.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(fake.refunds).toHaveLength(1);
    expect((await refundsOf(h, payment.id))[0]).toMatchObject({ status: 'SUCCEEDED', attempts: 1 });
    // Its queued item then finds it settled.
    expect(await work()).toBe(1);
    expect(fake.refunds).toHaveLength(1);
  });

  it('after its last try the item is FAILED, the money stays reserved; an admin retry sends it', async () => {
    const { payment, fake } = await cancelledLinePayOrder(EARLY);
    const seller = (await paymentRow(payment.id)).sellerId!;
    // The seller removed their LINE Pay channel: nothing to refund with.
    await h.db.delete(sellerLinePayChannels).where(eq(sellerLinePayChannels.sellerId, seller));
    for (let i = 0; i < 20 && (await refundQueue()).failed === 0; i++) {
      await dueNow(h.t, 'refund');
      expect(await work()).toBe(1);
      h.now = new Date(h.now.getTime() + REFUND_CLAIM_MS + 1000);
    }
    expect(await refundQueue()).toMatchObject({ queued: 0, failed: 1 });
    const [failed] = await h.t.app.workQueue.failedItems('refund', 10);
    expect(failed).toMatchObject({
      tries: 15,
      error: expect.stringContaining('沒有可用的 LINE Pay 通路'),
    });
    expect(failed!.data).toEqual({ refundId: (await refundsOf(h, payment.id))[0]!.id });
    expect((await refundsOf(h, payment.id))[0]).toMatchObject({ status: 'PENDING', attempts: 15 });
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 30000,
    });
    expect(fake.refunds).toHaveLength(0);
    // The adoption pass leaves it to the admin: it has its item.
    expect(await queueUnqueuedRefunds(h.ctx())).toBe(0);

    await saveLinePayChannel(h.ctx(), {
      sellerId: seller,
      input: { ...CHANNEL, environment: 'SANDBOX' },
    });
    const admin = await adminUser(h.t, 'OPERATIONS');
    const retried = await h.api.call(
      'POST',
      `/v1/admin/jobs/queues/refund/items/${failed!.id}/retry`,
      { token: admin.token },
    );
    expect(retried.status).toBe(204);
    expect(await work()).toBe(1);
    expect(fake.refunds).toHaveLength(1);
    expect((await refundsOf(h, payment.id))[0]).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 16,
    });
    expect(await refundQueue()).toMatchObject({ queued: 0, failed: 0 });
  });

  it('queues a LINE Pay refund reserved without an item (before the queue sent refunds), once', async () => {
    const shop = await prepaidShop(h);
    const { order, user } = await shop.customerOrder(EARLY);
    const { payment, fake } = await paidByLinePay(h, {
      sellerId: shop.sellerId,
      orderId: order.id,
      userId: user.id,
    });
    const reserved = await h.db.transaction((tx) =>
      reserveRefund(tx as unknown as Db, {
        paymentId: payment.id,
        amount: 30000,
        reason: 'SELLER_CANCEL',
        idempotencyKey: newKey(),
      }),
    );
    expect(reserved).toMatchObject({ status: 'PENDING', queuedAt: null });
    expect(await work()).toBe(0);
    const adopted = await Promise.all([
      queueUnqueuedRefunds(h.ctx()),
      queueUnqueuedRefunds(h.ctx()),
    ]);
    expect(adopted[0]! + adopted[1]!).toBe(1);
    expect(await queueUnqueuedRefunds(h.ctx())).toBe(0);
    expect(await work()).toBe(1);
    expect(fake.refunds.map((r) => r.amount)).toEqual([300]);
    expect((await refundsOf(h, payment.id))[0]).toMatchObject({ status: 'SUCCEEDED', attempts: 1 });
  });
});

describe('refund reservations', () => {
  it('add up and never exceed what was paid', async () => {
    const shop = await prepaidShop(h);
    const { paymentId } = await paidByStoredValue(shop, EARLY);
    const reserve = (amount: number, key = newKey()) =>
      h.db.transaction((tx) =>
        reserveRefund(tx as unknown as Db, {
          paymentId,
          amount,
          reason: 'SELLER_CANCEL',
          idempotencyKey: key,
        }),
      );
    const first = await reserve(18000);
    expect(first).toMatchObject({ amount: 18000, status: 'PENDING' });
    expect(await reserve(18000)).toBeNull();
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 18000,
    });
    expect(await reserve(12000, first!.idempotencyKey)).toMatchObject({
      id: first!.id,
      amount: 18000,
    });
    expect(await reserve(12000)).toMatchObject({ amount: 12000 });
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 30000,
    });
    await h.db.transaction((tx) => releaseRefund(tx as unknown as Db, first!.id, 'TEST'));
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 12000,
    });
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'reserved at once from many places: the sum stays within the payment',
    async () => {
      const shop = await prepaidShop(h);
      const { paymentId } = await paidByStoredValue(shop, EARLY);
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          h.db.transaction((tx) =>
            reserveRefund(tx as unknown as Db, {
              paymentId,
              amount: 7000,
              reason: 'SELLER_CANCEL',
              idempotencyKey: newKey(),
            }),
          ),
        ),
      );
      expect(results.filter((r) => r !== null)).toHaveLength(4);
      expect(await paymentRow(paymentId)).toMatchObject({ refundedAmount: 28000 });
    },
  );
});
