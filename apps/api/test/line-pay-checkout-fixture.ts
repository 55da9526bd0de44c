import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  orderNotifications,
  orders,
  paymentables,
  paymentEvents,
  payments,
  refunds,
  shopPaymentSettings,
} from '../src/db/schema';
import type { CheckoutContext } from '../src/modules/checkout';
import { saveLinePayChannel } from '../src/modules/payment-settings';
import { RecordingSmsSender } from '../src/platform/sms/sms-sender';
import { tp } from './booking-factories';
import { checkoutContext, startCheckoutApp } from './checkout-app';
import type { FakeLinePayServer } from './fakes/line-pay-server';
import { PREPAID, shopFixture } from './shop-fixture';
import { clockedApp } from './clocked-app';

let channelCounter = 0;

/**
 * One app for a LINE Pay checkout test file: a clock the tests set (back to `start` before each
 * test), the fake LINE Pay on its own port driven by the same clock, and helpers to make a shop
 * that takes LINE Pay, a customer's order owing a NT$300 prepayment, and to read what happened.
 */
export function linePayCheckoutApp(start: Date) {
  const outbox = new RecordingSmsSender();
  const h = {
    ...clockedApp(start),
    linePay: undefined as unknown as FakeLinePayServer,
    /** What the background jobs run with. */
    ctx: (): CheckoutContext => checkoutContext(h, outbox),
    /** A shop (its own seller) taking `methods`, with a LINE Pay channel unless `channel: false`. */
    async shop(
      o: { methods?: ('LINE_PAY' | 'BANK_TRANSFER' | 'DEPOSITORY')[]; channel?: boolean } = {},
    ) {
      const fixture = await shopFixture(h, { shop: { prepaymentSettings: PREPAID } });
      const db = h.t.database.db;
      await db
        .insert(shopPaymentSettings)
        .values({ shopId: fixture.shop.id, methods: o.methods ?? ['LINE_PAY'] });
      if (o.channel !== false) {
        const n = ++channelCounter;
        await saveLinePayChannel(h.ctx(), {
          sellerId: fixture.shop.sellerId,
          input: {
            channelId: String(1_600_000_000 + n),
            channelSecret: `secret${String(n).padStart(26, '0')}`,
            environment: 'SANDBOX',
          },
        });
      }
      return fixture;
    },
    /** A new customer's order at `startTime` (AWAITING_PREPAYMENT, NT$300 due). */
    async order(
      fixture: Awaited<ReturnType<typeof shopFixture>>,
      startTime = tp('2026-12-03', '10:00'),
    ) {
      const made = await fixture.customerOrder(startTime);
      expect(made.order).toMatchObject({ status: 'AWAITING_PREPAYMENT' });
      return made;
    },
    /** A new shop's order with a LINE Pay attempt requested: PENDING, not yet approved. */
    async requestedAttempt() {
      const shop = await h.shop();
      const { token, order } = await h.order(shop);
      const { payment } = (await h.pay(token, order.id)).body.data;
      return { shop, token, order, payment };
    },
    pay: (token: string, orderId: number, idempotencyKey = `key-${Math.random()}`) =>
      h.api.call('POST', '/v1/order-prepayment:pay', {
        token,
        body: { orderId, method: 'LINE_PAY', idempotencyKey },
      }),
    confirm: (paymentId: number, transactionId: string, cancelled?: boolean) =>
      h.api.call('POST', '/v1/orders:confirm', {
        body: { paymentId, transactionId, ...(cancelled ? { cancelled } : {}) },
      }),
    /**
     * The customer cancels the order while LINE Pay holds the payment's confirm call (answered
     * 400 ms late): once the payment is claimed for confirming, still due when LINE Pay was
     * asked. The cancel must succeed; answers the confirm call's response.
     */
    async cancelWhileConfirming(o: {
      token: string;
      orderId: number;
      paymentId: number;
      transactionId: string;
    }) {
      h.linePay.state.script('confirm', { delayMs: 400 });
      const confirming = h.confirm(o.paymentId, o.transactionId);
      while ((await h.state(o.orderId, o.paymentId)).payment.status !== 'CONFIRMING') {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const cancelled = await h.api.call('POST', '/v1/orders:cancel', {
        token: o.token,
        body: { orderId: o.orderId },
      });
      expect(cancelled.status).toBe(200);
      return confirming;
    },
    /** The order, its prepayment, the payment, its events and refunds, as stored. */
    async state(orderId: number, paymentId: number) {
      const db = h.t.database.db;
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      const [prepayment] = await db
        .select()
        .from(paymentables)
        .where(eq(paymentables.orderId, orderId));
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
      const events = await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, paymentId))
        .orderBy(asc(paymentEvents.id));
      const refundRows = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
      return {
        order: order!,
        prepayment: prepayment!,
        payment: payment!,
        events: events.map((e) => [e.kind, e.returnCode] as const),
        /** The events on one line, `KIND:returnCode` each: `REQUEST:0000 CALLBACK: SETTLED:`. */
        trail: events.map((e) => `${e.kind}:${e.returnCode ?? ''}`).join(' '),
        refunds: refundRows,
      };
    },
    /** The confirmation queued (and sent) when the prepayment was paid. */
    async paidConfirmations(orderId: number) {
      await h.t.app.backgroundTasks.idle();
      return h.t.database.db
        .select()
        .from(orderNotifications)
        .where(
          and(
            eq(orderNotifications.orderId, orderId),
            eq(orderNotifications.dedupeKey, `confirmation-paid:${orderId}`),
          ),
        );
    },
    /** How many confirm calls LINE Pay answered (any code). */
    confirmCalls: () => h.linePay.state.calls.filter((c) => c.api === 'confirm').length,
  };
  startCheckoutApp(h, { start, outbox });
  return h;
}
