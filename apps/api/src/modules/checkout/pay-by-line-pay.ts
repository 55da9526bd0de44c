import {
  ERROR_CODES,
  LINE_PAY_REQUEST_LIFETIME_MINUTES,
  type TPayPrepaymentInput,
  type TPayPrepaymentResult,
} from '@haoyue/contracts';
import { and, desc, eq } from 'drizzle-orm';
import {
  customers,
  orders,
  paymentables,
  paymentEvents,
  payments,
  shopPaymentSettings,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { loadLinePayChannel } from '../payment-settings';
import {
  movePayment,
  paymentableOf,
  type PaymentableRow,
  paymentInFull,
  type PaymentRow,
  presentPaymentable,
} from '../payments';
import { moneyTransaction } from '../../lib/money-transaction';
import type { CheckoutContext } from './context';
import { callLinePay, toLinePayAmount } from './line-pay-settle';

/** The area a payment was started in, which LINE Pay sends the customer back into. */
export type ReturnArea = 'site' | 'line' | 'app' | 'google';

type OrderRow = typeof orders.$inferSelect;

const notAccepted = (message: string) =>
  AppError.of(ERROR_CODES.PAYMENT_METHOD_NOT_ACCEPTED, message);
const declined = () =>
  AppError.of(
    ERROR_CODES.PAYMENT_DECLINED,
    'LINE Pay 未受理這筆付款，請稍後再試或改用其他付款方式',
  );
const unavailable = () =>
  AppError.of(
    ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE,
    'LINE Pay 暫時無法連線，請稍後再試（若已扣款，系統會自動確認）',
  );

/**
 * A LINE Pay attempt at the customer's own order's prepayment (decision 014, point 1): checks
 * the shop takes LINE Pay and the prepayment is due, writes the attempt (PENDING, expiring with
 * LINE Pay's 20 minutes), asks LINE Pay for a payment page with our one-off order id, and
 * stores LINE Pay's transaction before answering where to send the customer. The same key
 * answers the first attempt. No transaction is open during the call.
 */
export async function payByLinePay(
  ctx: CheckoutContext,
  p: TPayPrepaymentInput & { userId: number },
): Promise<TPayPrepaymentResult> {
  const order = await loadOwnOrder(ctx, p.userId, p.orderId);
  const idempotencyKey = `user:${p.userId}:${p.idempotencyKey}`;
  const earlier = await replayLinePayment(ctx, { order, idempotencyKey, type: 'PREPAYMENT' });
  if (earlier) return earlier;

  const [settings] = await ctx.db
    .select({ methods: shopPaymentSettings.methods })
    .from(shopPaymentSettings)
    .where(eq(shopPaymentSettings.shopId, order.shopId));
  const channel = settings?.methods.includes('LINE_PAY')
    ? await loadLinePayChannel(ctx, order.sellerId)
    : null;
  if (!channel) throw notAccepted('這間店目前不接受 LINE Pay 付款');
  const due = await paymentableOf(ctx.db, order.id, 'PREPAYMENT');
  if (!due || due.status !== 'PENDING') {
    throw AppError.of(
      ERROR_CODES.PREPAYMENT_NOT_DUE,
      '這筆預約沒有待付的訂金（可能已付款、待確認轉帳或已逾期取消）',
    );
  }
  if (toLinePayAmount(due.amount, due.currency) === null) {
    throw notAccepted('這筆訂金的幣別或金額無法以 LINE Pay 支付');
  }
  return requestLinePayment(ctx, {
    order,
    due,
    channel,
    idempotencyKey,
    userId: p.userId,
    productName: `預約訂金 ${order.orderNumber}`,
    returnTo: p.returnTo,
  });
}

/**
 * Writes a LINE Pay attempt at `due` (PENDING, expiring with LINE Pay's 20 minutes) under the
 * scoped key, asks LINE Pay for a payment page with our one-off order id, and stores LINE Pay's
 * transaction before answering where to send the customer. A concurrent call with the same key
 * answers the attempt it wrote. No transaction is open during the call. Shared by the
 * prepayment and the balance (orders:pay); the caller checked that `due` is payable.
 */
export async function requestLinePayment(
  ctx: CheckoutContext,
  p: {
    order: OrderRow;
    due: PaymentableRow;
    channel: NonNullable<Awaited<ReturnType<typeof loadLinePayChannel>>>;
    /** Already scoped (`user:<id>:<key>`). */
    idempotencyKey: string;
    userId: number;
    /** The product line LINE Pay shows (e.g. 預約訂金 AB12CD34). */
    productName: string;
    /** Where LINE Pay sends the customer back: the area the payment was started in. */
    returnTo?: ReturnArea | undefined;
  },
): Promise<TPayPrepaymentResult> {
  const { order, due, channel, idempotencyKey } = p;
  const amount = toLinePayAmount(due.amount, due.currency);
  if (amount === null) throw notAccepted('這筆款項的幣別或金額無法以 LINE Pay 支付');
  const now = ctx.clock();
  const inserted = await moneyTransaction(ctx.db, async ({ db: tx }) => {
    const [row] = await tx
      .insert(payments)
      .values({
        ...paymentInFull(due, 'LINE_PAY'),
        status: 'PENDING',
        idempotencyKey,
        userId: p.userId,
        sellerId: order.sellerId,
        expiresAt: new Date(now.getTime() + LINE_PAY_REQUEST_LIFETIME_MINUTES * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning();
    if (!row) return null;
    const [named] = await tx
      .update(payments)
      .set({ providerOrderId: `hy-${row.id}-${now.getTime().toString(36)}` })
      .where(eq(payments.id, row.id))
      .returning();
    return named!;
  });
  // The same key sent twice at once: the other call wrote the attempt.
  if (!inserted) return (await replayLinePayment(ctx, { order, idempotencyKey, type: due.type }))!;

  const landing = linePayLandingUrl(ctx.publicBaseUrl, {
    paymentId: inserted.id,
    sellerId: order.sellerId,
    returnTo: p.returnTo ?? 'site',
  });
  const result = await callLinePay(ctx, {
    paymentId: inserted.id,
    kind: 'REQUEST',
    call: () =>
      channel.gateway.request(channel.credentials, {
        amount,
        currency: due.currency,
        orderId: inserted.providerOrderId!,
        packages: [
          {
            id: `order-${order.id}`,
            amount,
            products: [{ name: p.productName, quantity: 1, price: amount }],
          },
        ],
        redirectUrls: { confirmUrl: landing, cancelUrl: `${landing}&cancelled=1` },
        locale: 'zh_TW',
      }),
    detail: (r) =>
      r.ok ? { transactionId: r.info.transactionId, paymentUrl: r.info.paymentUrl.web } : {},
  });
  // No answer: the attempt stays PENDING without a transaction; the reconcile job ends it.
  if (!result) throw unavailable();
  if (!result.ok) {
    await movePayment(ctx.db, {
      paymentId: inserted.id,
      from: ['PENDING'],
      to: 'FAILED',
      failureCode: result.returnCode,
      now: ctx.clock(),
    });
    throw declined();
  }
  const [stored] = await ctx.db
    .update(payments)
    .set({ methodTransactionId: result.info.transactionId, updatedAt: ctx.clock() })
    .where(eq(payments.id, inserted.id))
    .returning();
  return answer({
    order,
    paymentable: due,
    payment: stored!,
    paymentUrl: result.info.paymentUrl.web,
  });
}

/**
 * Where LINE Pay sends the customer back (its confirm URL; the cancel URL adds `&cancelled=1`):
 * the site's /line-pay-landing, or the order's seller's LINE area when the payment started
 * there, so a customer paying inside LINE comes back to the LINE layout and session. Built
 * from our public origin and the order only (open-redirect safe). The web page is used, not
 * LINE Pay's `paymentUrl.app` (`line://pay/…`): that hands the payment to the LINE app, which
 * then opens the confirm URL in LINE's in-app browser, where LIFF counts as outside LINE; the
 * web page opens inside the LIFF browser and returns into it (see the README's LINE Pay notes).
 */
export function linePayLandingUrl(
  publicBaseUrl: string,
  p: { paymentId: number; sellerId: number; returnTo: ReturnArea },
): string {
  const page = {
    site: '/line-pay-landing',
    line: `/line/${p.sellerId}/line-pay-landing`,
    app: '/buyer-app/line-pay-landing',
    google: '/google-reserve-user/line-pay-landing',
  }[p.returnTo];
  return `${publicBaseUrl}${page}?paymentId=${p.paymentId}`;
}

/** The customer's own order, or 404 (another's order looks like no order). */
async function loadOwnOrder(ctx: CheckoutContext, userId: number, orderId: number) {
  const [row] = await ctx.db
    .select({ order: orders, userId: customers.userId })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!row || row.userId !== userId) throw notFound('找不到訂單');
  return row.order;
}

export interface ReplayLinePaymentInput {
  order: OrderRow;
  idempotencyKey: string;
  type: PaymentableRow['type'];
}

/**
 * The first attempt made with this key, answered again: its payment page while it waits for
 * the customer, the decline it met, or 503 while LINE Pay's answer to it is unknown. A key used
 * for another order (or the other of its prepayment and balance) is refused.
 */
export async function replayLinePayment(
  ctx: CheckoutContext,
  { order, idempotencyKey, type }: ReplayLinePaymentInput,
): Promise<TPayPrepaymentResult | null> {
  const [row] = await ctx.db
    .select({ payment: payments, paymentable: paymentables })
    .from(payments)
    .innerJoin(paymentables, eq(paymentables.id, payments.paymentableId))
    .where(eq(payments.idempotencyKey, idempotencyKey));
  if (!row) return null;
  if (
    row.paymentable.orderId !== order.id ||
    row.payment.method !== 'LINE_PAY' ||
    row.paymentable.type !== type
  ) {
    throw AppError.of(
      ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
      '這個操作代碼已用於另一筆付款，這次的請求沒有執行',
    );
  }
  const { payment, paymentable } = row;
  if (payment.status === 'FAILED' && !payment.methodTransactionId) throw declined();
  if (payment.status === 'PENDING' && !payment.methodTransactionId) throw unavailable();
  let paymentUrl: string | null = null;
  if (payment.status === 'PENDING') {
    const [request] = await ctx.db
      .select({ detail: paymentEvents.detail })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.kind, 'REQUEST')))
      .orderBy(desc(paymentEvents.id))
      .limit(1);
    const url = request?.detail?.paymentUrl;
    paymentUrl = typeof url === 'string' ? url : null;
  }
  return answer({ order, paymentable, payment, paymentUrl });
}

interface AnswerInput {
  order: OrderRow;
  paymentable: PaymentableRow;
  payment: PaymentRow;
  paymentUrl: string | null;
}

function answer({ order, paymentable, payment, paymentUrl }: AnswerInput): TPayPrepaymentResult {
  return {
    orderId: order.id,
    orderKey: order.orderKey,
    payment: presentPaymentable(paymentable, [payment]).payments![0]!,
    paymentUrl,
  };
}
