import type { TConfirmPaymentResult } from '@haoyue/contracts';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { endPayment, recordPaymentEvent } from '../payments';
import type { CheckoutContext } from './context';
import { claimToConfirm, confirmationOf, confirmClaimed } from './line-pay-settle';

/**
 * LINE Pay's return (/line-pay-landing → POST /v1/orders:confirm), public: the payment id with
 * LINE Pay's transaction id proves it (404 unless the pair matches). A cancel ends a PENDING
 * attempt unpaid. Otherwise one conditional UPDATE claims the payment (PENDING → CONFIRMING):
 * only the claimer calls LINE Pay's confirm and commits; a reload, a double click or a second
 * callback answers the state as it is (CONFIRMING: the page polls; SUCCEEDED after success).
 */
export async function confirmLinePayment(
  ctx: CheckoutContext,
  p: { paymentId: number; transactionId: string; cancelled?: boolean | undefined },
): Promise<TConfirmPaymentResult> {
  const [payment] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.id, p.paymentId),
        eq(payments.method, 'LINE_PAY'),
        eq(payments.methodTransactionId, p.transactionId),
      ),
    );
  if (!payment) throw notFound('找不到付款紀錄');
  const now = ctx.clock();
  await recordPaymentEvent(ctx.db, {
    paymentId: payment.id,
    kind: 'CALLBACK',
    detail: { cancelled: p.cancelled === true },
    at: now,
  });
  if (p.cancelled) {
    await endPayment(ctx.db, {
      paymentId: payment.id,
      from: ['PENDING'],
      to: 'FAILED',
      failureCode: 'CANCELLED_BY_CUSTOMER',
      event: 'CANCELLED_BY_CUSTOMER',
      now,
    });
    return confirmationOf(ctx, payment.id);
  }
  const claimed = await claimToConfirm(ctx, {
    paymentId: payment.id,
    transactionId: p.transactionId,
  });
  if (claimed) await confirmClaimed(ctx, claimed);
  return confirmationOf(ctx, payment.id);
}
