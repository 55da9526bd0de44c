import {
  CURRENCY_MINOR_DIGITS,
  type TConfirmPaymentResult,
  type TCurrency,
} from '@haoyue/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { orders, paymentables, payments, refunds } from '../../db/schema';
import { notFound } from '../../lib/errors';
import {
  LINE_PAY_CODES as C,
  type LinePayResult,
  LinePayUnavailableError,
} from '../../platform/line-pay/line-pay';
import { confirmPrepaidOrder } from '../booking';
import { deliverLater } from '../notifications';
import { type LinePayChannel, loadLinePayChannel } from '../payment-settings';
import {
  movePayment,
  type PaymentRow,
  recordPaymentEvent,
  reserveRefund,
  settlePayment,
} from '../payments';
import type { CheckoutContext } from './context';

/**
 * What the confirm callback and the reconcile job share (decision 014, points 2–3): confirming
 * a claimed (CONFIRMING) LINE Pay payment once, finishing it when LINE Pay has the money, and
 * reading LINE Pay when the outcome is unknown. Nothing here holds a transaction across a call.
 */

/** LINE Pay takes TWD in whole dollars; ours are minor units. Null when not exactly payable. */
export function toLinePayAmount(amount: number, currency: string): number | null {
  if (currency !== 'TWD') return null;
  const factor = 10 ** CURRENCY_MINOR_DIGITS[currency as TCurrency];
  return amount % factor === 0 ? amount / factor : null;
}

/** The idempotency key of the full refund of a payment that arrived when nothing was due. */
export const lateRefundKey = (paymentId: number) => `late:${paymentId}`;

/** Why a call did not answer, for the event row. */
const unavailable = (error: LinePayUnavailableError) => ({ error: error.message });

/** The result code and what matters of an answer, for the event row. */
function answered<T>(result: LinePayResult<T>, detail: Record<string, unknown> = {}) {
  return {
    returnCode: result.returnCode,
    detail: { returnMessage: result.returnMessage, ...detail },
  };
}

/** Calls LINE Pay; a non-answer becomes `null` (the outcome is unknown) with its event written. */
export async function callLinePay<T>(
  ctx: CheckoutContext,
  paymentId: number,
  kind: string,
  call: () => Promise<LinePayResult<T>>,
  detail: (result: LinePayResult<T>) => Record<string, unknown> = () => ({}),
): Promise<LinePayResult<T> | null> {
  try {
    const result = await call();
    await recordPaymentEvent(ctx.db, {
      paymentId,
      kind,
      ...answered(result, detail(result)),
      at: ctx.clock(),
    });
    return result;
  } catch (error) {
    if (!(error instanceof LinePayUnavailableError)) throw error;
    ctx.log.warn({ paymentId, kind, err: error }, 'LINE Pay did not answer');
    await recordPaymentEvent(ctx.db, {
      paymentId,
      kind,
      detail: unavailable(error),
      at: ctx.clock(),
    });
    return null;
  }
}

/**
 * Whether LINE Pay holds this payment as confirmed (details lists confirmed payments only), by
 * its transaction or, without one, by the order id we sent. The transaction id when it does,
 * `false` when it does not, `null` when LINE Pay did not say.
 */
export async function findConfirmed(
  ctx: CheckoutContext,
  channel: LinePayChannel,
  payment: PaymentRow,
): Promise<string | false | null> {
  const query = payment.methodTransactionId
    ? { transactionIds: [payment.methodTransactionId] }
    : { orderIds: [payment.providerOrderId!] };
  const result = await callLinePay(
    ctx,
    payment.id,
    'DETAILS',
    () => channel.gateway.details(channel.credentials, query),
    (r) => (r.ok ? { found: r.info.map((d) => d.transactionId) } : {}),
  );
  if (!result?.ok) return null;
  const match = result.info.find((d) =>
    payment.methodTransactionId
      ? d.transactionId === payment.methodTransactionId
      : d.orderId === payment.providerOrderId,
  );
  return match ? match.transactionId : false;
}

/**
 * LINE Pay has the money of a CONFIRMING payment: in one transaction the payment SUCCEEDED, the
 * prepayment (or balance) PAID and, for a prepayment, the order CONFIRMED, or, when it no longer
 * waited for money,
 * a full LATE_PAYMENT refund reserved. The confirmation message goes out after the commit.
 * A payment another caller already settled is left as it is.
 */
export async function finishConfirmed(
  ctx: CheckoutContext,
  payment: PaymentRow,
  transactionId: string,
): Promise<void> {
  const now = ctx.clock();
  const message = await ctx.db.transaction(async (tx) => {
    // The order first, as the customer's cancel takes it (then the prepayment): no deadlock.
    await tx.execute(sql`select id from orders where id =
      (select order_id from paymentables where id = ${payment.paymentableId}) for update`);
    const settled = await settlePayment(tx, { paymentId: payment.id, transactionId, now });
    if (!settled.payment) return null;
    if (settled.paid) {
      await recordPaymentEvent(tx, { paymentId: payment.id, kind: 'SETTLED', at: now });
      // The rest (尾款) of a confirmed order: paid, the order stays as it is.
      if (settled.paid.type !== 'PREPAYMENT') return null;
      return confirmPrepaidOrder(tx, ctx, {
        orderId: settled.paid.orderId,
        actor: 'CUSTOMER',
        actorUserId: payment.userId,
        method: 'LINE_PAY',
        amount: settled.payment.amount,
      });
    }
    await reserveRefund(tx, {
      paymentId: payment.id,
      amount: settled.payment.amount,
      reason: 'LATE_PAYMENT',
      idempotencyKey: lateRefundKey(payment.id),
    });
    await recordPaymentEvent(tx, { paymentId: payment.id, kind: 'LATE_PAYMENT', at: now });
    return null;
  });
  deliverLater(ctx, message);
}

/** Ends a CONFIRMING payment LINE Pay will never settle, with LINE Pay's code or our reason. */
async function endClaimed(
  ctx: CheckoutContext,
  payment: PaymentRow,
  to: 'PENDING' | 'FAILED' | 'EXPIRED',
  failureCode: string,
): Promise<void> {
  const moved = await movePayment(ctx.db, {
    paymentId: payment.id,
    from: ['CONFIRMING'],
    to,
    failureCode,
    now: ctx.clock(),
  });
  if (moved && to !== 'PENDING') {
    await recordPaymentEvent(ctx.db, {
      paymentId: payment.id,
      kind: to,
      returnCode: failureCode,
      at: ctx.clock(),
    });
  }
}

/**
 * Confirms a payment this caller claimed (CONFIRMING) and LINE Pay has not confirmed: once,
 * and only while the prepayment still waits for money (otherwise the customer is not charged at
 * all). Settles by the answer: 0000 finishes; 1172 / 1198 / no answer look in details (found:
 * finish; not: stays CONFIRMING for the reconcile job); 1169 (not approved yet) back to
 * PENDING; 1180 EXPIRED; 1145 / 9000 (in progress, LINE Pay's trouble) stay CONFIRMING; any
 * other code FAILED.
 */
export async function confirmClaimed(ctx: CheckoutContext, payment: PaymentRow): Promise<void> {
  const [due] = await ctx.db
    .select({ status: paymentables.status })
    .from(paymentables)
    .where(eq(paymentables.id, payment.paymentableId));
  if (due?.status !== 'PENDING') {
    await endClaimed(ctx, payment, 'FAILED', 'PREPAYMENT_NOT_DUE');
    return;
  }
  const channel = await loadLinePayChannel(ctx, payment.sellerId ?? 0);
  const amount = toLinePayAmount(payment.amount, payment.currency);
  if (!channel || amount === null || !payment.methodTransactionId) {
    // The channel was removed meanwhile: nothing can be confirmed; the job retries later.
    ctx.log.warn({ paymentId: payment.id }, 'LINE Pay payment without a channel to confirm it');
    return;
  }
  const transactionId = payment.methodTransactionId;
  const result = await callLinePay(ctx, payment.id, 'CONFIRM', () =>
    channel.gateway.confirm(channel.credentials, transactionId, {
      amount,
      currency: payment.currency,
    }),
  );
  if (result?.ok) return finishConfirmed(ctx, payment, transactionId);
  const code = result?.returnCode;
  if (code === undefined || code === C.ORDER_ID_USED || code === C.DUPLICATE_OR_PROCESSING) {
    const found = await findConfirmed(ctx, channel, payment);
    if (found) await finishConfirmed(ctx, payment, found);
    return;
  }
  if (code === C.NOT_AUTHENTICATED) return endClaimed(ctx, payment, 'PENDING', code);
  if (code === C.EXPIRED) return endClaimed(ctx, payment, 'EXPIRED', code);
  if (code === '1145' || code === '9000') return;
  return endClaimed(ctx, payment, 'FAILED', code);
}

/**
 * Ends a claimed payment by LINE Pay's check API, after details said it is not confirmed:
 * 0110 (approved) confirms it; 0000 (not approved yet) back to PENDING, or EXPIRED past its
 * expiry; 0121 EXPIRED (cancelled or timed out); 0122 / 1150 FAILED; 0123 (confirmed, details
 * not yet showing it) and no answer stay CONFIRMING for the next run.
 */
export async function checkClaimed(
  ctx: CheckoutContext,
  channel: LinePayChannel,
  payment: PaymentRow,
): Promise<void> {
  const transactionId = payment.methodTransactionId!;
  const result = await callLinePay(ctx, payment.id, 'CHECK', () =>
    channel.gateway.check(channel.credentials, transactionId),
  );
  if (!result) return;
  const code = result.returnCode;
  if (code === C.CHECK_AUTHORIZED) return confirmClaimed(ctx, payment);
  if (code === C.OK) {
    const over = payment.expiresAt !== null && payment.expiresAt <= ctx.clock();
    return endClaimed(ctx, payment, over ? 'EXPIRED' : 'PENDING', over ? 'TIMEOUT' : code);
  }
  if (code === C.CHECK_CANCELLED) return endClaimed(ctx, payment, 'EXPIRED', code);
  if (code === C.CHECK_FAILED || code === C.NOT_FOUND) {
    return endClaimed(ctx, payment, 'FAILED', code);
  }
}

/** The answer to LINE Pay's return: the payment's state now, its order, whether it is refunded. */
export async function confirmationOf(
  ctx: CheckoutContext,
  paymentId: number,
): Promise<TConfirmPaymentResult> {
  const [row] = await ctx.db
    .select({
      status: payments.status,
      orderId: orders.id,
      orderKey: orders.orderKey,
      lateRefund: refunds.id,
    })
    .from(payments)
    .innerJoin(paymentables, eq(paymentables.id, payments.paymentableId))
    .innerJoin(orders, eq(orders.id, paymentables.orderId))
    .leftJoin(
      refunds,
      and(eq(refunds.paymentId, payments.id), eq(refunds.idempotencyKey, lateRefundKey(paymentId))),
    )
    .where(eq(payments.id, paymentId));
  if (!row) throw notFound('找不到付款紀錄');
  return {
    paymentId,
    status: row.status,
    orderId: row.orderId,
    orderKey: row.orderKey,
    refunded: row.lateRefund !== null,
  };
}
