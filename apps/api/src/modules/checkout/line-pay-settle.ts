import {
  CURRENCY_MINOR_DIGITS,
  type TConfirmPaymentResult,
  type TCurrency,
} from '@haoyue/contracts';
import { and, eq } from 'drizzle-orm';
import { orders, paymentables, payments, refunds } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { moneyTransaction } from '../../lib/money-transaction';
import {
  LINE_PAY_CODES as C,
  type LinePayResult,
  LinePayUnavailableError,
} from '../../platform/line-pay/line-pay';
import { confirmPrepaidOrder } from '../booking';
import { deliverLater } from '../notifications';
import { type LinePayChannel, loadLinePayChannel } from '../payment-settings';
import {
  claimPayment,
  confirmInFlight,
  endPayment,
  movePayment,
  type PaymentRow,
  queueRefund,
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

export interface CallLinePayInput<T> {
  paymentId: number;
  kind: string;
  call: () => Promise<LinePayResult<T>>;
  detail?: (result: LinePayResult<T>) => Record<string, unknown>;
}

/** Calls LINE Pay; a non-answer becomes `null` (the outcome is unknown) with its event written. */
export async function callLinePay<T>(
  ctx: CheckoutContext,
  { paymentId, kind, call, detail = () => ({}) }: CallLinePayInput<T>,
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
  const result = await callLinePay(ctx, {
    paymentId: payment.id,
    kind: 'DETAILS',
    call: () => channel.gateway.details(channel.credentials, query),
    detail: (r) => (r.ok ? { found: r.info.map((d) => d.transactionId) } : {}),
  });
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
  const orderId = await orderOfPayment(ctx, payment);
  await moneyTransaction(ctx.db, async (m) => {
    const tx = m.db;
    // The order, its prepayment and payments first, as a cancel and every payment take them.
    await m.lockOrderMoney(orderId);
    const settled = await settlePayment(tx, { paymentId: payment.id, transactionId, now });
    if (!settled.payment) return;
    if (settled.paid) {
      await recordPaymentEvent(tx, { paymentId: payment.id, kind: 'SETTLED', at: now });
      // The rest (尾款) of a confirmed order: paid, the order stays as it is.
      if (settled.paid.type !== 'PREPAYMENT') return;
      const message = await confirmPrepaidOrder(tx, ctx, {
        orderId: settled.paid.orderId,
        actor: 'CUSTOMER',
        actorUserId: payment.userId,
        method: 'LINE_PAY',
        amount: settled.payment.amount,
      });
      m.afterCommit(() => deliverLater(ctx, message));
      return;
    }
    const refund = await reserveRefund(tx, {
      paymentId: payment.id,
      amount: settled.payment.amount,
      reason: 'LATE_PAYMENT',
      idempotencyKey: lateRefundKey(payment.id),
    });
    await recordPaymentEvent(tx, { paymentId: payment.id, kind: 'LATE_PAYMENT', at: now });
    // Captured for an order that no longer owed it (cancelled while LINE Pay confirmed, or a
    // confirm whose answer was lost): the money goes back by the work queue, its item committed
    // with the reservation and worked within seconds (decision 029).
    if (refund?.status === 'PENDING') await queueRefund(tx, ctx.work, refund.id);
  });
}

/** The order a payment is for. */
async function orderOfPayment(ctx: CheckoutContext, payment: PaymentRow): Promise<number> {
  const [row] = await ctx.db
    .select({ orderId: paymentables.orderId })
    .from(paymentables)
    .where(eq(paymentables.id, payment.paymentableId));
  if (!row) throw notFound('找不到付款紀錄');
  return row.orderId;
}

/**
 * Claims a LINE Pay payment for its confirm call (PENDING → CONFIRMING) under the order's locks
 * (decision 017), and only while its prepayment (or balance) still waits for money and no other
 * confirm is in flight for the order. Otherwise the payment ends FAILED and LINE Pay is never
 * asked to capture it: an approved request that is never confirmed is never charged. While the
 * payment is CONFIRMING, stored value, transfer reports and the shop's mark-paid are refused.
 */
export async function claimToConfirm(
  ctx: CheckoutContext,
  p: { paymentId: number; transactionId: string },
): Promise<PaymentRow | null> {
  const [ref] = await ctx.db
    .select({ orderId: paymentables.orderId, paymentableId: payments.paymentableId })
    .from(payments)
    .innerJoin(paymentables, eq(paymentables.id, payments.paymentableId))
    .where(eq(payments.id, p.paymentId));
  if (!ref) return null;
  const now = ctx.clock();
  return moneyTransaction(ctx.db, async (m) => {
    await m.lockOrderMoney(ref.orderId);
    const [due] = await m.db
      .select({ status: paymentables.status })
      .from(paymentables)
      .where(eq(paymentables.id, ref.paymentableId));
    const busy = await confirmInFlight(m.db, ref.orderId);
    if (due?.status !== 'PENDING' || busy) {
      const failureCode = busy ? 'ANOTHER_PAYMENT_CONFIRMING' : 'PREPAYMENT_NOT_DUE';
      await endPayment(m.db, {
        paymentId: p.paymentId,
        from: ['PENDING'],
        to: 'FAILED',
        failureCode,
        event: 'FAILED',
        returnCode: failureCode,
        now,
      });
      return null;
    }
    return claimPayment(m.db, {
      paymentId: p.paymentId,
      transactionId: p.transactionId,
      from: ['PENDING'],
      now,
    });
  });
}

/**
 * Whether the paymentable of a claimed (CONFIRMING) payment still waits for money, read under
 * the order's locks; when it does not, the payment ends FAILED in the same transaction.
 */
async function stillDue(ctx: CheckoutContext, payment: PaymentRow): Promise<boolean> {
  const orderId = await orderOfPayment(ctx, payment);
  const now = ctx.clock();
  return moneyTransaction(ctx.db, async (m) => {
    await m.lockOrderMoney(orderId);
    const [due] = await m.db
      .select({ status: paymentables.status })
      .from(paymentables)
      .where(eq(paymentables.id, payment.paymentableId));
    if (due?.status === 'PENDING') return true;
    await endPayment(m.db, {
      paymentId: payment.id,
      from: ['CONFIRMING'],
      to: 'FAILED',
      failureCode: 'PREPAYMENT_NOT_DUE',
      event: 'FAILED',
      returnCode: 'PREPAYMENT_NOT_DUE',
      now,
    });
    return false;
  });
}

interface EndClaimedInput {
  payment: PaymentRow;
  to: 'PENDING' | 'FAILED' | 'EXPIRED';
  failureCode: string;
}

/** Ends a CONFIRMING payment LINE Pay will never settle, with LINE Pay's code or our reason. */
async function endClaimed(
  ctx: CheckoutContext,
  { payment, to, failureCode }: EndClaimedInput,
): Promise<void> {
  const move = { paymentId: payment.id, from: ['CONFIRMING'] as const, to, failureCode };
  // Back to PENDING is no ending: the customer may still approve it, so no event is written.
  if (to === 'PENDING') await movePayment(ctx.db, { ...move, now: ctx.clock() });
  else await endPayment(ctx.db, { ...move, event: to, returnCode: failureCode, now: ctx.clock() });
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
  if (!(await stillDue(ctx, payment))) return;
  const channel = await loadLinePayChannel(ctx, payment.sellerId ?? 0);
  const amount = toLinePayAmount(payment.amount, payment.currency);
  if (!channel || amount === null || !payment.methodTransactionId) {
    // The channel was removed meanwhile: nothing can be confirmed; the job retries later.
    ctx.log.warn({ paymentId: payment.id }, 'LINE Pay payment without a channel to confirm it');
    return;
  }
  const transactionId = payment.methodTransactionId;
  const result = await callLinePay(ctx, {
    paymentId: payment.id,
    kind: 'CONFIRM',
    call: () =>
      channel.gateway.confirm(channel.credentials, transactionId, {
        amount,
        currency: payment.currency,
      }),
  });
  if (result?.ok) return finishConfirmed(ctx, payment, transactionId);
  const code = result?.returnCode;
  if (code === undefined || code === C.ORDER_ID_USED || code === C.DUPLICATE_OR_PROCESSING) {
    const found = await findConfirmed(ctx, channel, payment);
    if (found) await finishConfirmed(ctx, payment, found);
    return;
  }
  if (code === C.NOT_AUTHENTICATED)
    return endClaimed(ctx, { payment, to: 'PENDING', failureCode: code });
  if (code === C.EXPIRED) return endClaimed(ctx, { payment, to: 'EXPIRED', failureCode: code });
  if (code === '1145' || code === '9000') return;
  return endClaimed(ctx, { payment, to: 'FAILED', failureCode: code });
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
  const result = await callLinePay(ctx, {
    paymentId: payment.id,
    kind: 'CHECK',
    call: () => channel.gateway.check(channel.credentials, transactionId),
  });
  if (!result) return;
  const code = result.returnCode;
  if (code === C.CHECK_AUTHORIZED) return confirmClaimed(ctx, payment);
  if (code === C.OK) {
    const over = payment.expiresAt !== null && payment.expiresAt <= ctx.clock();
    return endClaimed(ctx, {
      payment,
      to: over ? 'EXPIRED' : 'PENDING',
      failureCode: over ? 'TIMEOUT' : code,
    });
  }
  if (code === C.CHECK_CANCELLED)
    return endClaimed(ctx, { payment, to: 'EXPIRED', failureCode: code });
  if (code === C.CHECK_FAILED || code === C.NOT_FOUND) {
    return endClaimed(ctx, { payment, to: 'FAILED', failureCode: code });
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
