import { describe, expect, it } from 'vitest';
import { tp } from '../../../test/booking-factories';
import { linePayCheckoutApp } from '../../../test/line-pay-checkout-fixture';
import { expireOverduePrepayments } from '../booking';
import { claimPayment } from '../payments';
import { loadLinePayChannel } from '../payment-settings';
import { reconcileLinePayments } from './reconcile-line-payments';

// Tuesday 1 December 2026, 08:00 in Taipei; the orders start on the 3rd.
const h = linePayCheckoutApp(new Date('2026-12-01T00:00:00Z'));

/** A customer's order with a LINE Pay attempt the customer approved on LINE Pay's page. */
async function approvedAttempt(shop: Awaited<ReturnType<typeof h.shop>>, startTime: string) {
  const { token, order } = await h.order(shop, startTime);
  const res = await h.pay(token, order.id);
  expect(res.status).toBe(200);
  const payment = res.body.data.payment as { id: number; methodTransactionId: string };
  h.linePay.state.approve(payment.methodTransactionId);
  return { token, order, payment, transactionId: payment.methodTransactionId };
}

const slots = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

describe('LINE Pay races (decision 014: claims, not locks)', () => {
  it('two confirms at once: LINE Pay is confirmed once and both answers agree', async () => {
    const shop = await h.shop();
    for (const slot of slots.slice(0, 5)) {
      const { order, payment, transactionId } = await approvedAttempt(shop, tp('2026-12-03', slot));
      const before = h.confirmCalls();
      const answers = await Promise.all([
        h.confirm(payment.id, transactionId),
        h.confirm(payment.id, transactionId),
      ]);
      expect(h.confirmCalls() - before).toBe(1);
      const statuses = answers.map((a) => a.body.data.status).sort();
      expect(answers.every((a) => a.status === 200)).toBe(true);
      // The claimer answers SUCCEEDED; the other SUCCEEDED too, or CONFIRMING (the page polls).
      expect(statuses).toContain('SUCCEEDED');
      for (const s of statuses) expect(['CONFIRMING', 'SUCCEEDED']).toContain(s);
      const s = await h.state(order.id, payment.id);
      expect(s.payment.status).toBe('SUCCEEDED');
      expect(s.prepayment.status).toBe('PAID');
      expect(s.order.status).toBe('CONFIRMED');
      expect(s.refunds).toEqual([]);
      expect(await h.paidConfirmations(order.id)).toHaveLength(1);
      expect(h.linePay.state.payments.get(transactionId)!.confirmations).toBe(1);
    }
  });

  it('a cancel on LINE Pay racing the confirm: paid, or cancelled and never charged', async () => {
    const shop = await h.shop();
    const seen = new Set<string>();
    for (const slot of slots.slice(0, 6)) {
      const { order, payment, transactionId } = await approvedAttempt(shop, tp('2026-12-03', slot));
      await Promise.all([
        h.confirm(payment.id, transactionId),
        h.confirm(payment.id, transactionId, true),
      ]);
      const s = await h.state(order.id, payment.id);
      const charged = h.linePay.state.payments.get(transactionId)!.confirmations;
      if (charged === 1) {
        seen.add('paid');
        expect(s.payment.status).toBe('SUCCEEDED');
        expect(s.prepayment.status).toBe('PAID');
        expect(s.order.status).toBe('CONFIRMED');
      } else {
        seen.add('cancelled');
        expect(charged).toBe(0);
        expect(s.payment).toMatchObject({
          status: 'FAILED',
          failureCode: 'CANCELLED_BY_CUSTOMER',
        });
        expect(s.prepayment.status).toBe('PENDING');
        expect(s.order.status).toBe('AWAITING_PREPAYMENT');
      }
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('the order cancelled while LINE Pay confirms: the payment is refunded in full, never lost', async () => {
    const shop = await h.shop();
    const { token, order, payment, transactionId } = await approvedAttempt(
      shop,
      tp('2026-12-04', '10:00'),
    );
    const answer = await h.cancelWhileConfirming({
      token,
      orderId: order.id,
      paymentId: payment.id,
      transactionId,
    });
    expect(answer.body.data).toMatchObject({ status: 'REFUNDED', refunded: true });
    let s = await h.state(order.id, payment.id);
    expect(h.linePay.state.payments.get(transactionId)!.confirmations).toBe(1);
    expect(s.order.status).toBe('CANCELLED');
    expect(s.prepayment.status).toBe('CANCELLED');
    expect(s.payment).toMatchObject({ status: 'REFUNDED', refundedAmount: 30000 });
    // Reserved in the confirm's own transaction with its refund item, which the queue's workers
    // take within seconds (decision 029), not a job a minute later.
    expect(s.refunds).toMatchObject([{ reason: 'LATE_PAYMENT', status: 'PENDING' }]);
    expect(await h.t.app.workQueue.workDue('refund')).toBeGreaterThanOrEqual(1);
    s = await h.state(order.id, payment.id);
    expect(s.refunds).toMatchObject([
      {
        amount: 30000,
        reason: 'LATE_PAYMENT',
        status: 'SUCCEEDED',
        idempotencyKey: `late:${payment.id}`,
      },
    ]);
    expect(h.linePay.state.payments.get(transactionId)!.refunds.map((r) => r.amount)).toEqual([
      300,
    ]);
    expect(await h.paidConfirmations(order.id)).toEqual([]);
  });

  it('the order cancelled racing the confirm callback: paid-and-refund-reserved or cancelled-unpaid', async () => {
    const shop = await h.shop();
    for (const [i, slot] of slots.entries()) {
      const { token, order, payment, transactionId } = await approvedAttempt(
        shop,
        tp('2026-12-05', slot),
      );
      h.linePay.state.script('confirm', { delayMs: (i % 4) * 20 });
      await Promise.all([
        h.confirm(payment.id, transactionId),
        new Promise((resolve) => setTimeout(resolve, (i % 3) * 10)).then(() =>
          h.api.call('POST', '/v1/orders:cancel', { token, body: { orderId: order.id } }),
        ),
      ]);
      const s = await h.state(order.id, payment.id);
      const charged = h.linePay.state.payments.get(transactionId)!.confirmations;
      expect(s.order.status).toBe('CANCELLED');
      if (charged === 0) {
        // Cancelled first: LINE Pay was never asked to take the money.
        expect(s.payment).toMatchObject({ status: 'FAILED', failureCode: 'PREPAYMENT_NOT_DUE' });
        expect(s.prepayment.status).toBe('CANCELLED');
      } else if (s.prepayment.status === 'PAID') {
        // Paid and confirmed before the cancel: a cancel of a paid order (the shop's policy).
        expect(s.payment.status).not.toBe('CONFIRMING');
      } else {
        expect(s.prepayment.status).toBe('CANCELLED');
        expect(s.payment).toMatchObject({ status: 'REFUNDED', refundedAmount: 30000 });
        expect(s.refunds).toMatchObject([{ reason: 'LATE_PAYMENT', amount: 30000 }]);
      }
      expect(charged).toBeLessThanOrEqual(1);
    }
  });

  it('crash after LINE Pay confirmed, before our commit: the job finishes it, once', async () => {
    const shop = await h.shop();
    const { order, payment, transactionId } = await approvedAttempt(
      shop,
      tp('2026-12-06', '10:00'),
    );
    // What a process killed mid-confirm leaves: our row claimed, LINE Pay's payment confirmed.
    const ctx = h.ctx();
    const claimed = await claimPayment(ctx.db, {
      paymentId: payment.id,
      transactionId,
      from: ['PENDING'],
      now: h.now,
    });
    expect(claimed).not.toBeNull();
    const channel = (await loadLinePayChannel(ctx, shop.shop.sellerId))!;
    const confirmed = await channel.gateway.confirm(channel.credentials, transactionId, {
      amount: 300,
      currency: 'TWD',
    });
    expect(confirmed.ok).toBe(true);
    // The customer's reload meanwhile: still being settled, and LINE Pay is not asked again.
    const reload = await h.confirm(payment.id, transactionId);
    expect(reload.body.data.status).toBe('CONFIRMING');

    await reconcileLinePayments(ctx); // not stale yet: its confirm could still be under way
    expect((await h.state(order.id, payment.id)).payment.status).toBe('CONFIRMING');
    h.now = new Date(h.now.getTime() + 2 * 60_000);
    await Promise.all([reconcileLinePayments(ctx), reconcileLinePayments(ctx)]);
    const s = await h.state(order.id, payment.id);
    expect(s.payment.status).toBe('SUCCEEDED');
    expect(s.prepayment.status).toBe('PAID');
    expect(s.order.status).toBe('CONFIRMED');
    expect(s.events.filter((e) => e[0] === 'SETTLED')).toHaveLength(1);
    expect(h.linePay.state.payments.get(transactionId)!.confirmations).toBe(1);
    expect(await h.paidConfirmations(order.id)).toHaveLength(1);
    expect((await h.confirm(payment.id, transactionId)).body.data.status).toBe('SUCCEEDED');
  });

  it('crash, then the order expired before the job ran: the late payment is refunded in full', async () => {
    const shop = await h.shop();
    const { order, payment, transactionId } = await approvedAttempt(
      shop,
      tp('2026-12-06', '12:00'),
    );
    const ctx = h.ctx();
    await claimPayment(ctx.db, {
      paymentId: payment.id,
      transactionId,
      from: ['PENDING'],
      now: h.now,
    });
    const channel = (await loadLinePayChannel(ctx, shop.shop.sellerId))!;
    await channel.gateway.confirm(channel.credentials, transactionId, {
      amount: 300,
      currency: 'TWD',
    });
    h.now = new Date(h.now.getTime() + 61 * 60_000); // past the 60-minute deadline
    expect(await expireOverduePrepayments(ctx)).toContain(order.id);
    await reconcileLinePayments(ctx);
    let s = await h.state(order.id, payment.id);
    expect(s.order.status).toBe('CANCELLED');
    expect(s.prepayment.status).toBe('EXPIRED');
    expect(s.payment).toMatchObject({ status: 'REFUNDED', refundedAmount: 30000 });
    // The reconcile job found the capture and queued its refund in the same transaction.
    expect(await h.t.app.workQueue.workDue('refund')).toBeGreaterThanOrEqual(1);
    s = await h.state(order.id, payment.id);
    expect(s.refunds).toMatchObject([
      { reason: 'LATE_PAYMENT', amount: 30000, status: 'SUCCEEDED' },
    ]);
    expect(h.linePay.state.payments.get(transactionId)!.refunds.map((r) => r.amount)).toEqual([
      300,
    ]);
    const answer = await h.confirm(payment.id, transactionId);
    expect(answer.body.data).toMatchObject({ status: 'REFUNDED', refunded: true });
  });

  it('two approved attempts confirmed at once: one pays, the other is never charged', async () => {
    const shop = await h.shop();
    for (const slot of slots.slice(0, 4)) {
      const { token, order } = await h.order(shop, tp('2026-12-07', slot));
      const attempts = [];
      for (const key of ['tab-a', 'tab-b']) {
        const { payment } = (await h.pay(token, order.id, `${key}-${order.id}`)).body.data;
        h.linePay.state.approve(payment.methodTransactionId);
        attempts.push(payment as { id: number; methodTransactionId: string });
      }
      await Promise.all(attempts.map((a) => h.confirm(a.id, a.methodTransactionId)));
      const states = await Promise.all(attempts.map((a) => h.state(order.id, a.id)));
      expect(states[0]!.order.status).toBe('CONFIRMED');
      expect(states[0]!.prepayment.status).toBe('PAID');
      const kept = states.filter((s) => s.payment.status === 'SUCCEEDED');
      expect(kept).toHaveLength(1);
      for (const [i, s] of states.entries()) {
        const charged = h.linePay.state.payments.get(attempts[i]!.methodTransactionId)!;
        if (s.payment.status === 'SUCCEEDED') continue;
        // Never captured (decision 017): the other attempt was claimed under the order's locks
        // first, so this one ended before LINE Pay was asked to confirm it.
        expect(charged.confirmations).toBe(0);
        expect(s.payment.status).toBe('FAILED');
        expect(['PREPAYMENT_NOT_DUE', 'ANOTHER_PAYMENT_CONFIRMING']).toContain(
          s.payment.failureCode,
        );
        expect(s.refunds).toEqual([]);
      }
      expect(await h.paidConfirmations(order.id)).toHaveLength(1);
    }
  });
});
