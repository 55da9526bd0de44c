import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceTestApp } from '../../../test/balance-fixture';
import { tp } from '../../../test/booking-factories';
import { depositoryTransactions, shopPaymentSettings } from '../../db/schema';
import { cancelOrder } from '../booking';
import { reconcileLinePayments } from './reconcile-line-payments';

// Tuesday 1 December 2026, 08:00 in Taipei.
const b = balanceTestApp(new Date('2026-12-01T00:00:00Z'));
const { h } = b;

/** The shop keeps the whole prepayment of a late cancel: the balance must still come back. */
async function strictShop() {
  const shop = await b.shop();
  await h.t.database.db
    .update(shopPaymentSettings)
    .set({ fullRefundHoursBefore: 24, lateRefundPercent: 0 })
    .where(eq(shopPaymentSettings.shopId, shop.shop.id));
  return shop;
}

describe('the rest of an order (尾款) on cancel, late payment and reconciliation', () => {
  it('a cancel refunds a LINE Pay balance in full (the policy keeps only the prepayment); the queue sends it', async () => {
    const shop = await strictShop();
    // Ten hours ahead: past the 24-hour full refund, before the shop's cancel cut-off.
    const { token, user, order } = await b.confirmedOrder(shop, tp('2026-12-01', '18:00'));
    const payment = await b.paidBalanceByLinePay(token, order.id);
    await cancelOrder(h.ctx(), { orderId: order.id, actor: { role: 'CUSTOMER', userId: user.id } });
    let s = await h.state(order.id, payment.id);
    expect(s.order.status).toBe('CANCELLED');
    expect(s.payment).toMatchObject({ status: 'REFUNDED', refundedAmount: 50000 });
    expect(s.refunds).toMatchObject([
      { amount: 50000, reason: 'CUSTOMER_CANCEL', status: 'PENDING' },
    ]);
    // The prepayment (stored value) is kept under the policy: no stored value comes back.
    expect(await b.storedValue(order.customerId)).toBe(0);

    expect(await h.t.app.workQueue.workDue('refund')).toBe(1);
    s = await h.state(order.id, payment.id);
    expect(s.refunds).toMatchObject([{ status: 'SUCCEEDED' }]);
    const atLinePay = h.linePay.state.payments.get(payment.methodTransactionId)!;
    expect(atLinePay.refunds.map((r) => r.amount)).toEqual([500]);
    expect((await b.balanceRows(order.id)).balance).toMatchObject({ status: 'PAID' });
  });

  it('a cancel gives a stored-value balance back at once, in full, read as 退回尾款', async () => {
    const shop = await strictShop();
    const { token, user, order } = await b.confirmedOrder(shop, tp('2026-12-01', '19:00'), 80000);
    const paid = await b.payBalance(token, order.id, 'DEPOSITORY');
    expect(paid.status).toBe(200);
    expect(await b.storedValue(order.customerId)).toBe(0);
    await cancelOrder(h.ctx(), { orderId: order.id, actor: { role: 'CUSTOMER', userId: user.id } });
    expect(await b.storedValue(order.customerId)).toBe(50000);
    const s = await h.state(order.id, paid.body.data.payment.id);
    expect(s.payment).toMatchObject({ status: 'REFUNDED', refundedAmount: 50000 });
    expect(s.refunds).toMatchObject([{ amount: 50000, status: 'SUCCEEDED' }]);
    const [given] = await h.t.database.db
      .select()
      .from(depositoryTransactions)
      .where(
        and(
          eq(depositoryTransactions.orderId, order.id),
          eq(depositoryTransactions.kind, 'REFUND'),
        ),
      );
    expect(given).toMatchObject({ amount: 50000, reason: '取消預約，退回尾款' });
  });

  it('the order cancelled while LINE Pay confirms the balance: the late payment is refunded in full', async () => {
    const shop = await b.shop();
    const { token, order } = await b.confirmedOrder(shop, tp('2026-12-04', '10:00'));
    const payment = await b.approvedBalance(token, order.id);
    const confirmed = await h.cancelWhileConfirming({
      token,
      orderId: order.id,
      paymentId: payment.id,
      transactionId: payment.methodTransactionId,
    });
    expect(confirmed.body.data).toMatchObject({ status: 'REFUNDED', refunded: true });
    const s = await h.state(order.id, payment.id);
    expect(s.payment).toMatchObject({ status: 'REFUNDED', refundedAmount: 50000 });
    expect(s.refunds).toMatchObject([{ amount: 50000, reason: 'LATE_PAYMENT' }]);
    expect((await b.balanceRows(order.id)).balance).toMatchObject({ status: 'CANCELLED' });
  });

  it('confirm racing a cancel: paid-and-refunded or cancelled-unpaid, never paid-and-kept', async () => {
    const shop = await b.shop();
    const slots = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
    for (const [i, slot] of slots.entries()) {
      const { token, order } = await b.confirmedOrder(shop, tp('2026-12-05', slot));
      const payment = await b.approvedBalance(token, order.id);
      h.linePay.state.script('confirm', { delayMs: (i % 3) * 20 });
      await Promise.all([
        h.confirm(payment.id, payment.methodTransactionId),
        new Promise((resolve) => setTimeout(resolve, (i % 2) * 15)).then(() =>
          h.api.call('POST', '/v1/orders:cancel', { token, body: { orderId: order.id } }),
        ),
      ]);
      const s = await h.state(order.id, payment.id);
      const charged = h.linePay.state.payments.get(payment.methodTransactionId)!.confirmations;
      expect(s.order.status).toBe('CANCELLED');
      expect(charged).toBeLessThanOrEqual(1);
      if (charged === 0) {
        expect(s.payment).toMatchObject({ status: 'FAILED' });
        expect(s.refunds).toEqual([]);
      } else {
        // Paid before the cancel (CUSTOMER_CANCEL) or after it (LATE_PAYMENT): all of it back.
        expect(s.payment).toMatchObject({ status: 'REFUNDED', refundedAmount: 50000 });
        expect(s.refunds).toHaveLength(1);
        expect(s.refunds[0]!.amount).toBe(50000);
      }
    }
  });

  it('an approved balance attempt the customer never came back from is confirmed by the job', async () => {
    const shop = await b.shop();
    const { token, order } = await b.confirmedOrder(shop, tp('2026-12-06', '10:00'));
    const payment = await b.approvedBalance(token, order.id);
    h.now = new Date(h.now.getTime() + 20 * 60_000);
    await reconcileLinePayments(h.ctx());
    const s = await h.state(order.id, payment.id);
    expect(s.trail).toBe('REQUEST:0000 DETAILS:0000 CHECK:0110 CONFIRM:0000 SETTLED:');
    expect(s.payment.status).toBe('SUCCEEDED');
    expect(s.order.status).toBe('CONFIRMED');
    expect((await b.balanceRows(order.id)).balance).toMatchObject({ status: 'PAID' });
  });
});
