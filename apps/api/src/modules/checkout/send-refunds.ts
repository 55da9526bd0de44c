import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import type { WorkKind } from '../../jobs/work-queue';
import { rowsOf } from '../../lib/sql-rows';
import { moneyTransaction } from '../../lib/money-transaction';
import {
  LINE_PAY_CODES,
  type LinePayResult,
  LinePayUnavailableError,
} from '../../platform/line-pay/line-pay';
import { type LinePayChannel, loadLinePayChannel } from '../payment-settings';
import {
  markRefundSucceeded,
  queueRefund,
  REFUND_WORK,
  type RefundWork,
  releaseRefund,
} from '../payments';
import type { CheckoutContext } from './context';
import {
  type ClaimedRefund,
  findRefundInDetails,
  recordRefundEvent,
  linePayRefundAmount,
} from './refund-details';

/**
 * A claimed refund is left to its claimer this long (longer than LINE Pay's refund timeout), so
 * a try whose lease ran out while it still sends is never joined by a second send; a claimer
 * that died is replaced after it. The queue's first retry waits longer than this.
 */
export const REFUND_CLAIM_MS = 2 * 60_000;
/** Refunds the adoption pass queues at a time. */
const BATCH = 50;

/** Why a refund stays PENDING after a try: the queue tries it again after its back-off. */
class RefundNotSent extends Error {}

/**
 * Claims one PENDING LINE Pay refund for a send (never tried, or claimed longer ago than
 * REFUND_CLAIM_MS), counting the attempt: one conditional UPDATE. 'DONE' when there is nothing
 * to send (settled, or not a LINE Pay refund); 'BUSY' when another try holds it.
 */
async function claimRefund(
  db: Db,
  refundId: number,
  now: Date,
): Promise<ClaimedRefund | 'DONE' | 'BUSY'> {
  const staleBefore = new Date(now.getTime() - REFUND_CLAIM_MS).toISOString();
  const claimed = await db.execute(sql`
    update refunds r
    set attempts = r.attempts + 1, updated_at = ${now.toISOString()}::timestamptz
    from payments p
    where p.id = r.payment_id and r.id = ${refundId}
      and r.status = 'PENDING' and p.method = 'LINE_PAY'
      and (r.attempts = 0 or r.updated_at <= ${staleBefore}::timestamptz)
    returning r.id, r.payment_id, r.amount, r.attempts, p.method_transaction_id, p.seller_id,
      p.currency`);
  const [r] = rowsOf<Record<string, unknown>>(claimed);
  if (!r) {
    const [row] = await db
      .select({ status: refunds.status, method: payments.method })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.id, refundId));
    return row?.status === 'PENDING' && row.method === 'LINE_PAY' ? 'BUSY' : 'DONE';
  }
  return {
    id: Number(r.id),
    paymentId: Number(r.payment_id),
    amount: Number(r.amount),
    attempts: Number(r.attempts),
    transactionId: (r.method_transaction_id as string | null) ?? null,
    sellerId: r.seller_id === null ? null : Number(r.seller_id),
    currency: String(r.currency),
  };
}

/**
 * Sends one reserved LINE Pay refund (the `refund` item; decision 014, point 5): the channel that
 * took the payment refunds `amount`; 0000 → SUCCEEDED with LINE Pay's refund id; 1165 (already
 * refunded) → looked up in the payment's details; any other refusal → FAILED and the reservation
 * given back. No answer (LinePayUnavailableError), no channel or unreadable details leave it
 * PENDING and throw, for the queue to try again after its back-off (FAILED after its last try,
 * for the admin jobs page; the refund stays PENDING, its money reserved). LINE Pay's refund has
 * no idempotency key, so a refund tried before is sent again only after the details show it did
 * not happen, and a refund another try holds (claimed) is left to it.
 */
export async function sendQueuedRefund(ctx: CheckoutContext, work: RefundWork): Promise<void> {
  const claimed = await claimRefund(ctx.db, work.refundId, ctx.clock());
  if (claimed === 'DONE') return;
  if (claimed === 'BUSY') {
    throw new RefundNotSent(`退款 ${work.refundId} 正由另一次嘗試發送中，稍後再試`);
  }
  await sendRefund(ctx, claimed);
}

/** One claimed refund: settled, or an error saying why it stays PENDING. */
async function sendRefund(ctx: CheckoutContext, refund: ClaimedRefund): Promise<void> {
  const { db } = ctx;
  const channel =
    refund.transactionId && refund.sellerId !== null
      ? await loadLinePayChannel(ctx, refund.sellerId)
      : null;
  if (!channel || !refund.transactionId) {
    // Nothing to send it with (the channel was removed): it waits for the channel, visibly.
    ctx.log.error({ refundId: refund.id }, 'a LINE Pay refund has no channel or transaction');
    throw new RefundNotSent(`退款 ${refund.id} 沒有可用的 LINE Pay 通路`);
  }
  const target = { ...refund, transactionId: refund.transactionId };
  if (refund.attempts > 1) {
    // An earlier attempt may have reached LINE Pay: send again only if it did not.
    const earlier = await findRefundInDetails(ctx, channel, target);
    if (earlier === 'unknown') throw detailsUnknown(refund.id);
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
    throw new RefundNotSent(`退款 ${refund.id}：LINE Pay 沒有回應，稍後查明再試`, {
      cause: error,
    });
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
    return;
  }
  if (result.returnCode === LINE_PAY_CODES.ALREADY_REFUNDED) {
    return alreadyRefunded(ctx, channel, target);
  }
  await moneyTransaction(db, ({ db: tx }) => releaseRefund(tx, refund.id, result.returnCode));
  ctx.log.warn(
    { refundId: refund.id, returnCode: result.returnCode },
    'LINE Pay refused a refund; its reservation was given back',
  );
}

const detailsUnknown = (refundId: number) =>
  new RefundNotSent(`退款 ${refundId}：LINE Pay 查詢沒有回應，稍後再試`);

async function settleAsFound(db: Db, refund: ClaimedRefund, providerRefundId: string) {
  await markRefundSucceeded(db, { refundId: refund.id, providerRefundId });
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
): Promise<void> {
  const found = await findRefundInDetails(ctx, channel, refund);
  if (found === 'unknown') throw detailsUnknown(refund.id);
  if (found) return settleAsFound(ctx.db, refund, found.refundTransactionId);
  ctx.log.warn({ refundId: refund.id }, 'LINE Pay had refunded the payment without this refund');
  await markRefundSucceeded(ctx.db, {
    refundId: refund.id,
    providerRefundId: null,
    note: LINE_PAY_CODES.ALREADY_REFUNDED,
  });
}

/**
 * The adoption pass: LINE Pay refunds reserved before the work queue sent refunds (or by code
 * that did not queue them) have no item; each gets one, in a transaction that marks it queued
 * (`queueRefund`, once per refund). Returns how many it queued.
 */
export async function queueUnqueuedRefunds(ctx: CheckoutContext): Promise<number> {
  const unqueued = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(eq(refunds.status, 'PENDING'), isNull(refunds.queuedAt), eq(payments.method, 'LINE_PAY')),
    )
    .orderBy(refunds.id)
    .limit(BATCH);
  let queued = 0;
  for (const { id } of unqueued) {
    if (await moneyTransaction(ctx.db, ({ db: tx }) => queueRefund(tx, ctx.work, id))) queued++;
  }
  return queued;
}

/** The per-item work of checkout: sending reserved LINE Pay refunds. */
export function checkoutWorkKinds(ctx: CheckoutContext): WorkKind<RefundWork>[] {
  return [
    {
      name: REFUND_WORK,
      // About a day of tries (2.5 min doubling to 2 h) before the item is FAILED for the admin
      // jobs page; the refund stays PENDING with its money reserved, and a retry sends it.
      retryLimit: 14,
      retryDelaySeconds: 150,
      retryDelayMaxSeconds: 2 * 3600,
      // Longer than the claim, so a try that still runs is not taken over before its claim lapses.
      expireInSeconds: REFUND_CLAIM_MS / 1000 + 30,
      handle: (work) => sendQueuedRefund(ctx, work),
    },
  ];
}
