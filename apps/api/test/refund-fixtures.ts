import type { TOnlinePaymentMethod } from '@haoyue/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  depositories,
  depositoryTransactions,
  paymentables,
  payments,
  refunds,
  shopPaymentSettings,
} from '../src/db/schema';
import { confirmPrepaidOrder } from '../src/modules/booking';
import type { CheckoutContext } from '../src/modules/checkout';
import { moveDepository } from '../src/modules/stored-value';
import { saveLinePayChannel } from '../src/modules/payment-settings';
import { RecordingSmsSender } from '../src/platform/sms/sms-sender';
import { type CheckoutHarness, checkoutContext, startCheckoutApp } from './checkout-app';
import type { FakeLinePayServer } from './fakes/line-pay-server';
import { PREPAID, shopFixture } from './shop-fixture';
import { clockedApp } from './clocked-app';

let keys = 0;
export const newKey = () => `key-${Date.now()}-${++keys}`;

/**
 * One app for an online-payments test file: a clock the tests set (`h.now`, back to `start`
 * before each test), the fake LINE Pay on its own port (short timeouts), and the context the
 * checkout functions and jobs run with.
 */
export function paymentsTestApp(start: Date, linePayTimeoutMs = 400) {
  const outbox = new RecordingSmsSender();
  const h = {
    ...clockedApp(start),
    linePay: undefined as unknown as FakeLinePayServer,
    outbox,
    get db(): Db {
      return h.t.database.db;
    },
    ctx: (): CheckoutContext => checkoutContext(h, outbox),
  };
  startCheckoutApp(h, { start, outbox, linePayTimeoutMs });
  return h;
}
export type PaymentsTestApp = ReturnType<typeof paymentsTestApp>;

/** A bookable shop whose orders owe NT$300 in advance, with its online payment settings. */
export async function prepaidShop(
  h: PaymentsTestApp,
  settings: {
    methods?: TOnlinePaymentMethod[];
    fullRefundHoursBefore?: number;
    lateRefundPercent?: number;
    withSettings?: boolean;
  } = {},
) {
  const fixture = await shopFixture(h, { shop: { prepaymentSettings: PREPAID } });
  if (settings.withSettings !== false) {
    await h.db.insert(shopPaymentSettings).values({
      shopId: fixture.shop.id,
      methods: settings.methods ?? ['DEPOSITORY', 'LINE_PAY'],
      bankTransfer: null,
      fullRefundHoursBefore: settings.fullRefundHoursBefore ?? 24,
      lateRefundPercent: settings.lateRefundPercent ?? 0,
    });
  }
  return { ...fixture, sellerId: fixture.shop.sellerId };
}

/** Stored value put on the customer's account at the seller (a counter top-up). */
export async function topUp(
  h: Pick<CheckoutHarness, 't' | 'now'>,
  p: { sellerId: number; customerId: number; amount: number; validUntil?: Date | null },
) {
  await h.t.database.db.transaction((tx) =>
    moveDepository(tx as unknown as Db, {
      sellerId: p.sellerId,
      customerId: p.customerId,
      currency: 'TWD',
      kind: 'TOP_UP',
      amount: p.amount,
      paidAmount: p.amount,
      paymentMethod: 'CASH',
      validUntil: p.validUntil ?? null,
      idempotencyKey: newKey(),
      now: h.now,
    }),
  );
}

/** The customer's stored-value account at the seller. */
export async function accountOf(h: PaymentsTestApp, customerId: number) {
  const [row] = await h.db
    .select()
    .from(depositories)
    .where(eq(depositories.customerId, customerId));
  return row!;
}

/** The account's ledger rows of one kind (what a payment spent, what a refund gave back). */
export const ledgerOf = (
  h: PaymentsTestApp,
  depositoryId: number,
  kind: (typeof depositoryTransactions.$inferSelect)['kind'],
) =>
  h.db
    .select()
    .from(depositoryTransactions)
    .where(
      and(
        eq(depositoryTransactions.depositoryId, depositoryId),
        eq(depositoryTransactions.kind, kind),
      ),
    );

/** The order's prepayment row and its payments. */
export async function prepaymentRows(h: PaymentsTestApp, orderId: number) {
  const [prepayment] = await h.db
    .select()
    .from(paymentables)
    .where(and(eq(paymentables.orderId, orderId), eq(paymentables.type, 'PREPAYMENT')));
  const paid = await h.db
    .select()
    .from(payments)
    .where(eq(payments.paymentableId, prepayment!.id))
    .orderBy(payments.id);
  return { prepayment: prepayment!, payments: paid };
}

/** The refunds of a payment, oldest first. */
export const refundsOf = (h: PaymentsTestApp, paymentId: number) =>
  h.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.id);

export const CHANNEL = {
  channelId: '1234567890',
  channelSecret: 'abcdefghijklmnopqrstuvwxyz012345',
};

/**
 * A prepayment paid by LINE Pay, as the confirm step leaves it: the seller's channel set, the
 * fake LINE Pay holding a confirmed payment of the amount (in dollars), a SUCCEEDED LINE_PAY
 * payment row with its transactionId, the prepayment PAID and the order CONFIRMED.
 */
export async function paidByLinePay(
  h: PaymentsTestApp,
  p: { sellerId: number; orderId: number; userId: number },
) {
  await saveLinePayChannel(h.ctx(), {
    sellerId: p.sellerId,
    input: { ...CHANNEL, environment: 'SANDBOX' },
  });
  const { prepayment } = await prepaymentRows(h, p.orderId);
  const dollars = prepayment.amount / 100;
  const channel = { channelId: CHANNEL.channelId, channelSecret: CHANNEL.channelSecret };
  const requested = await h.linePay.client.request(channel, {
    amount: dollars,
    currency: 'TWD',
    orderId: `hy-test-${p.orderId}-${newKey()}`,
    packages: [
      {
        id: 'prepayment',
        amount: dollars,
        products: [{ name: '訂金', quantity: 1, price: dollars }],
      },
    ],
    redirectUrls: { confirmUrl: 'https://haoyue.test/ok', cancelUrl: 'https://haoyue.test/no' },
  });
  if (!requested.ok) throw new Error(`request: ${requested.returnCode}`);
  const transactionId = requested.info.transactionId;
  h.linePay.state.approve(transactionId);
  const confirmed = await h.linePay.client.confirm(channel, transactionId, {
    amount: dollars,
    currency: 'TWD',
  });
  if (!confirmed.ok) throw new Error(`confirm: ${confirmed.returnCode}`);
  const payment = await h.db.transaction(async (tx) => {
    await tx
      .update(paymentables)
      .set({ status: 'PAID', paidAt: h.now })
      .where(eq(paymentables.id, prepayment.id));
    const [row] = await tx
      .insert(payments)
      .values({
        paymentableId: prepayment.id,
        method: 'LINE_PAY',
        amount: prepayment.amount,
        currency: prepayment.currency,
        status: 'SUCCEEDED',
        idempotencyKey: `user:${p.userId}:${newKey()}`,
        methodTransactionId: transactionId,
        userId: p.userId,
        sellerId: p.sellerId,
      })
      .returning();
    await confirmPrepaidOrder(tx as unknown as Db, h.ctx(), {
      orderId: p.orderId,
      actor: 'CUSTOMER',
      actorUserId: p.userId,
      method: 'LINE_PAY',
      amount: prepayment.amount,
    });
    return row!;
  });
  return { payment, transactionId, fake: h.linePay.state.payments.get(transactionId)! };
}
