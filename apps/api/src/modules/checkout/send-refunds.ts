import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';
import { moneyTransaction } from '../../lib/money-transaction';
import {
  LINE_PAY_CODES,
  type LinePayResult,
  LinePayUnavailableError,
} from '../../platform/line-pay/line-pay';
import { type LinePayChannel, loadLinePayChannel } from '../payment-settings';
import { markRefundSucceeded, releaseRefund } from '../payments';
import type { CheckoutContext } from './context';
import {
  type ClaimedRefund,
  findRefundInDetails,
  recordRefundEvent,
  linePayRefundAmount,
} from './refund-details';

/**
 * A claimed refund is left to its claimer this long (longer than LINE Pay's refund timeout), so
 * several instances never send one twice at once; a claimer that died is replaced after it.
 */
export const REFUND_CLAIM_MS = 2 * 60_000;
const BATCH = 50;

/**
 * Claims PENDING LINE Pay refunds no one is sending (never tried, or claimed longer ago than
 * REFUND_CLAIM_MS): one UPDATE under row locks taken with SKIP LOCKED, counting the attempt.
 */
async function claimRefunds(db: Db, now: Date): Promise<ClaimedRefund[]> {
  const staleBefore = new Date(now.getTime() - REFUND_CLAIM_MS).toISOString();
  const claimed = await db.execute(sql`
    update refunds r
    set attempts = r.attempts + 1, updated_at = ${now.toISOString()}::timestamptz
    from payments p
    where p.id = r.payment_id
      and r.id in (
        select r2.id from refunds r2
        join payments p2 on p2.id = r2.payment_id
        where r2.status = 'PENDING' and p2.method = 'LINE_PAY'
          and (r2.attempts = 0 or r2.updated_at <= ${staleBefore}::timestamptz)
        order by r2.id
        limit ${BATCH}
        for update of r2 skip locked
      )
    returning r.id, r.payment_id, r.amount, r.attempts, p.method_transaction_id, p.seller_id,
      p.currency`);
  return rowsOf<Record<string, unknown>>(claimed)
    .map((r) => ({
      id: Number(r.id),
      paymentId: Number(r.payment_id),
      amount: Number(r.amount),
      attempts: Number(r.attempts),
      transactionId: (r.method_transaction_id as string | null) ?? null,
      sellerId: r.seller_id === null ? null : Number(r.seller_id),
      currency: String(r.currency),
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Sends PENDING refunds of LINE Pay payments (decision 014, point 5): the channel that took the
 * payment refunds `amount`; 0000 → SUCCEEDED with LINE Pay's refund id; 1165 (already refunded)
 * → looked up in the payment's details; any other refusal → FAILED and the reservation given
 * back. No answer (LinePayUnavailableError) leaves it PENDING with the attempt counted, and LINE
 * Pay's refund has no idempotency key, so a refund tried before is sent again only after the
 * details show it did not happen. Safe with several instances (claimed rows). Returns how many
 * refunds were settled (succeeded or failed).
 */
export async function sendPendingRefunds(ctx: CheckoutContext): Promise<number> {
  const claimed = await claimRefunds(ctx.db, ctx.clock());
  let settled = 0;
  for (const refund of claimed) {
    try {
      if (await sendRefund(ctx, refund)) settled++;
    } catch (error) {
      ctx.log.error({ err: error, refundId: refund.id }, 'sending a refund failed');
    }
  }
  return settled;
}

/** One claimed refund: true when it was settled, false when it stays PENDING. */
async function sendRefund(ctx: CheckoutContext, refund: ClaimedRefund): Promise<boolean> {
  const { db } = ctx;
  const channel =
    refund.transactionId && refund.sellerId !== null
      ? await loadLinePayChannel(ctx, refund.sellerId)
      : null;
  if (!channel || !refund.transactionId) {
    // Nothing to send it with (the channel was removed): it waits for the channel, visibly.
    ctx.log.error({ refundId: refund.id }, 'a LINE Pay refund has no channel or transaction');
    return false;
  }
  const target = { ...refund, transactionId: refund.transactionId };
  if (refund.attempts > 1) {
    // An earlier attempt may have reached LINE Pay: send again only if it did not.
    const earlier = await findRefundInDetails(ctx, channel, target);
    if (earlier === 'unknown') return false;
    if (earlier) return settleAsFound(db, refund, earlier.refundTransactionId);
  }
  let result: LinePayResult<{ refundTransactionId: string }>;
  try {
    result = await channel.gateway.refund(
      channel.credentials,
      target.transactionId,
      linePayRefundAmount(refund.amount, refund.currency),
    );
  } catch (error) {
    if (!(error instanceof LinePayUnavailableError)) throw error;
    await recordRefundEvent(db, {
      paymentId: refund.paymentId,
      kind: 'REFUND',
      returnCode: null,
      detail: {
        refundId: refund.id,
        amount: refund.amount,
        unavailable: error.message,
      },
    });
    return false;
  }
  await recordRefundEvent(db, {
    paymentId: refund.paymentId,
    kind: 'REFUND',
    returnCode: result.returnCode,
    detail: {
      refundId: refund.id,
      amount: refund.amount,
      ...(result.ok ? { refundTransactionId: result.info.refundTransactionId } : {}),
    },
  });
  if (result.ok) {
    await markRefundSucceeded(db, {
      refundId: refund.id,
      providerRefundId: result.info.refundTransactionId,
    });
    return true;
  }
  if (result.returnCode === LINE_PAY_CODES.ALREADY_REFUNDED) {
    return alreadyRefunded(ctx, channel, target);
  }
  await moneyTransaction(db, ({ db: tx }) => releaseRefund(tx, refund.id, result.returnCode));
  ctx.log.warn(
    { refundId: refund.id, returnCode: result.returnCode },
    'LINE Pay refused a refund; its reservation was given back',
  );
  return true;
}

async function settleAsFound(db: Db, refund: ClaimedRefund, providerRefundId: string) {
  return (await markRefundSucceeded(db, { refundId: refund.id, providerRefundId })) !== null;
}

/**
 * 1165: LINE Pay holds the payment as refunded in full. Our refund is the entry of its amount no
 * other refund of ours claims; without one, the customer has the money back all the same (the
 * shop refunded it at LINE Pay), so it is settled with the code noted for support.
 */
async function alreadyRefunded(
  ctx: CheckoutContext,
  channel: LinePayChannel,
  refund: ClaimedRefund & { transactionId: string },
): Promise<boolean> {
  const found = await findRefundInDetails(ctx, channel, refund);
  if (found === 'unknown') return false;
  if (found) return settleAsFound(ctx.db, refund, found.refundTransactionId);
  ctx.log.warn({ refundId: refund.id }, 'LINE Pay had refunded the payment without this refund');
  return (
    (await markRefundSucceeded(ctx.db, {
      refundId: refund.id,
      providerRefundId: null,
      note: LINE_PAY_CODES.ALREADY_REFUNDED,
    })) !== null
  );
}
