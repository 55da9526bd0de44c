import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type REFUND_REASONS, refunds } from '../../db/schema';
import type { WorkQueue } from '../../jobs/work-queue';
import { rowsOf } from '../../lib/sql-rows';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Reserves a refund in the caller's transaction (decision 014, point 5): the payment's
 * refunded_amount grows by `amount` only while it stays within what was paid (one conditional
 * UPDATE, so concurrent refunds add up and never exceed it), the payment becomes
 * PARTIALLY_REFUNDED or REFUNDED, and a PENDING refund row records what to send. The same
 * idempotency key answers the first reservation. Null when the payment has nothing left to
 * refund (not succeeded, or already refunded up to `amount`).
 */
export async function reserveRefund(
  tx: Db,
  r: { paymentId: number; amount: number; reason: RefundReason; idempotencyKey: string },
): Promise<RefundRow | null> {
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0) {
    throw new Error(`reserveRefund: amount must be a positive integer, got ${r.amount}`);
  }
  const [earlier] = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.idempotencyKey, r.idempotencyKey));
  if (earlier) return earlier;
  const reserved = await tx.execute<{ id: number }>(sql`
    update payments
    set refunded_amount = refunded_amount + ${r.amount},
        status = case when refunded_amount + ${r.amount} = amount then 'REFUNDED'
                      else 'PARTIALLY_REFUNDED' end,
        updated_at = now()
    where id = ${r.paymentId}
      and status in ('SUCCEEDED', 'PARTIALLY_REFUNDED')
      and refunded_amount + ${r.amount} <= amount
    returning id`);
  if (rowsOf(reserved).length === 0) return null;
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: r.paymentId,
      amount: r.amount,
      reason: r.reason,
      status: 'PENDING',
      idempotencyKey: r.idempotencyKey,
    })
    .returning();
  return row!;
}

/**
 * A refund the provider refused for good: the reservation is given back (refunded_amount and
 * the payment's state), the refund FAILED with the provider's code. In the caller's transaction.
 */
export async function releaseRefund(tx: Db, refundId: number, failureCode: string): Promise<void> {
  const [failed] = await tx
    .update(refunds)
    .set({ status: 'FAILED', failureCode, updatedAt: sql`now()` })
    .where(sql`${refunds.id} = ${refundId} and ${refunds.status} = 'PENDING'`)
    .returning();
  if (!failed) return;
  await tx.execute(sql`
    update payments
    set refunded_amount = refunded_amount - ${failed.amount},
        status = case when refunded_amount - ${failed.amount} = 0 then 'SUCCEEDED'
                      else 'PARTIALLY_REFUNDED' end,
        updated_at = now()
    where id = ${failed.paymentId}`);
}

/** The work queue's kind that sends a reserved LINE Pay refund (decision 029). */
export const REFUND_WORK = 'refund';
/** One refund to send: the `refund` item. */
export type RefundWork = { refundId: number };

/**
 * Queues the sending of a reserved (PENDING) LINE Pay refund, in the caller's transaction: the
 * refund and its item are committed together. Once per refund (`queued_at`, set here by a
 * conditional update), so a reservation answered again by its key queues nothing more. True
 * when it queued one.
 */
export async function queueRefund(
  tx: Db,
  work: Pick<WorkQueue, 'send'> | undefined,
  refundId: number,
): Promise<boolean> {
  if (!work) throw new Error('a LINE Pay refund needs the work queue to be sent');
  const [marked] = await tx
    .update(refunds)
    .set({ queuedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING'), isNull(refunds.queuedAt)))
    .returning({ id: refunds.id });
  if (!marked) return false;
  const item: RefundWork = { refundId };
  await work.send({ name: REFUND_WORK }, item, { db: tx });
  return true;
}
