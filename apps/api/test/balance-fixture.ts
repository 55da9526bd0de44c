import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { depositories, paymentables, payments, shopPaymentSettings } from '../src/db/schema';
import { tp } from './booking-factories';
import { linePayCheckoutApp } from './line-pay-checkout-fixture';
import { topUp } from './refund-fixtures';

let keys = 0;
const newKey = () => `balance-${Date.now()}-${++keys}`;

/**
 * The LINE Pay checkout app, plus what paying the rest (尾款, orders:pay) needs: a shop that
 * lets customers pay it online (LINE Pay and stored value), a customer's order confirmed by a
 * prepayment paid from stored value (NT$800 cut, NT$300 prepaid, NT$500 left), and calls.
 */
export function balanceTestApp(start: Date) {
  const h = linePayCheckoutApp(start);
  const b = {
    h,
    /** A shop taking LINE Pay and stored value; `allow` its online balance (default true). */
    async shop(o: { allow?: boolean } = {}) {
      const shop = await h.shop({ methods: ['LINE_PAY', 'DEPOSITORY'] });
      await h.t.database.db
        .update(shopPaymentSettings)
        .set({ allowOnlineBalance: o.allow ?? true })
        .where(eq(shopPaymentSettings.shopId, shop.shop.id));
      return shop;
    },
    /** Stored value put on the customer's account at the seller. */
    topUp: (p: { sellerId: number; customerId: number; amount: number }) => topUp(h, p),
    /** The customer's stored value balance at the order's seller. */
    async storedValue(customerId: number) {
      const [row] = await h.t.database.db
        .select()
        .from(depositories)
        .where(eq(depositories.customerId, customerId));
      return row?.balance ?? 0;
    },
    /**
     * A new customer's order, confirmed: the NT$300 prepayment paid from stored value
     * (`storedValue` put on the account first, default NT$300 so nothing is left).
     */
    async confirmedOrder(
      shop: Awaited<ReturnType<typeof h.shop>>,
      startTime = tp('2026-12-03', '10:00'),
      storedValue = 30000,
    ) {
      const made = await h.order(shop, startTime);
      await b.topUp({
        sellerId: shop.shop.sellerId,
        customerId: made.order.customerId,
        amount: storedValue,
      });
      const paid = await h.api.call('POST', '/v1/order-prepayment:pay', {
        token: made.token,
        body: { orderId: made.order.id, method: 'DEPOSITORY', idempotencyKey: newKey() },
      });
      expect(paid.status).toBe(200);
      return made;
    },
    payBalance: (
      token: string | undefined,
      orderId: number,
      method: 'LINE_PAY' | 'DEPOSITORY' = 'LINE_PAY',
      idempotencyKey = newKey(),
    ) =>
      h.api.call('POST', '/v1/orders:pay', {
        ...(token ? { token } : {}),
        body: { orderId, method, idempotencyKey },
      }),
    /** What the order page is told (orders:prepayment-payment-methods' balanceDue). */
    async balanceDue(token: string, orderId: number) {
      const res = await h.api.call('POST', '/v1/orders:prepayment-payment-methods', {
        token,
        body: { orderId },
      });
      expect(res.status).toBe(200);
      return res.body.data.balanceDue;
    },
    /** The order's BALANCE paymentable and its payments. */
    async balanceRows(orderId: number) {
      const db = h.t.database.db;
      const [balance] = await db
        .select()
        .from(paymentables)
        .where(and(eq(paymentables.orderId, orderId), eq(paymentables.type, 'BALANCE')));
      const rows = balance
        ? await db
            .select()
            .from(payments)
            .where(eq(payments.paymentableId, balance.id))
            .orderBy(payments.id)
        : [];
      return { balance, payments: rows };
    },
    /**
     * Starts paying the rest by LINE Pay and has the customer approve it at LINE Pay: the
     * payment awaits its confirm (LINE Pay's return, or the job's look).
     */
    async approvedBalance(token: string, orderId: number) {
      const res = await b.payBalance(token, orderId);
      expect(res.status).toBe(200);
      const payment = res.body.data.payment as { id: number; methodTransactionId: string };
      h.linePay.state.approve(payment.methodTransactionId);
      return payment;
    },
    /** Pays the rest by LINE Pay through the customer's approval and LINE Pay's return. */
    async paidBalanceByLinePay(token: string, orderId: number) {
      const payment = await b.approvedBalance(token, orderId);
      const confirmed = await h.confirm(payment.id, payment.methodTransactionId);
      expect(confirmed.body.data.status).toBe('SUCCEEDED');
      return payment;
    },
  };
  return b;
}
