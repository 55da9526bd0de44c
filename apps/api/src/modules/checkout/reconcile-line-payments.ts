import {
  claimUnsettledPayments,
  movePayment,
  type PaymentRow,
  recordPaymentEvent,
} from '../payments';
import { loadLinePayChannel } from '../payment-settings';
import type { CheckoutContext } from './context';
import { checkClaimed, finishConfirmed, findConfirmed } from './line-pay-settle';

/** A confirm call lasts at most 40 s: a CONFIRMING row untouched for a minute lost its caller. */
const STALE_MS = 60_000;
const BATCH = 50;

/**
 * The reconcile job (decision 014, point 3): LINE Pay attempts whose outcome is unknown —
 * CONFIRMING for over a minute (a timeout, a crash between LINE Pay's confirm and our commit),
 * PENDING past LINE Pay's 20 minutes, PENDING without a transaction (the request went
 * unanswered) — are claimed under SKIP LOCKED and settled by what LINE Pay says: confirmed
 * (details) → finished as the callback finishes; approved (check 0110) → confirmed; cancelled,
 * failed or timed out → EXPIRED / FAILED. No answer leaves a row for the next run. Safe with
 * several instances; returns how many rows it looked at.
 */
export async function reconcileLinePayments(ctx: CheckoutContext): Promise<number> {
  const now = ctx.clock();
  const claimed = await claimUnsettledPayments(ctx.db, {
    method: 'LINE_PAY',
    now,
    staleBefore: new Date(now.getTime() - STALE_MS),
    limit: BATCH,
  });
  for (const payment of claimed) {
    try {
      await reconcileOne(ctx, payment);
    } catch (error) {
      // One payment's trouble must not stop the others; it is stale again in a minute.
      ctx.log.error({ err: error, paymentId: payment.id }, 'LINE Pay reconciliation failed');
    }
  }
  return claimed.length;
}

async function reconcileOne(ctx: CheckoutContext, payment: PaymentRow): Promise<void> {
  const channel = await loadLinePayChannel(ctx, payment.sellerId ?? 0);
  if (!channel) {
    ctx.log.warn({ paymentId: payment.id }, 'LINE Pay payment without a channel to reconcile');
    return;
  }
  const found = await findConfirmed(ctx, channel, payment);
  if (found) return finishConfirmed(ctx, payment, found);
  if (found === null) return;
  if (payment.methodTransactionId) return checkClaimed(ctx, channel, payment);
  // LINE Pay never answered the request and holds no confirmed payment for our order id: the
  // customer never got a payment page, so nothing can be paid on this attempt.
  const failed = await movePayment(ctx.db, {
    paymentId: payment.id,
    from: ['CONFIRMING'],
    to: 'FAILED',
    failureCode: 'REQUEST_UNANSWERED',
    now: ctx.clock(),
  });
  if (failed) {
    await recordPaymentEvent(ctx.db, {
      paymentId: payment.id,
      kind: 'FAILED',
      returnCode: 'REQUEST_UNANSWERED',
      at: ctx.clock(),
    });
  }
}
