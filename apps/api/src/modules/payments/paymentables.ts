import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentables } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

/**
 * What an order owes, written in the caller's transaction: the prepayment of a new order, its
 * deadline kept before a moved start, and its cancellation or expiry with the order.
 */

/** The statement recording the prepayment an order being written in the same statement owes. */
export function prepaymentStatement(
  db: Db,
  p: { orderId: SQL; amount: number; currency: string; deadline: Date | null },
): SQLWrapper {
  return db
    .insert(paymentables)
    .values({
      orderId: p.orderId,
      type: 'PREPAYMENT',
      amount: p.amount,
      currency: p.currency,
      status: 'PENDING',
      deadline: p.deadline,
    })
    .returning();
}

/** A prepayment never falls due after the order's (new) start. */
export async function keepDeadlineBefore(tx: Db, orderId: number, startsAt: Date): Promise<void> {
  await tx
    .update(paymentables)
    .set({
      deadline: sql`least(${paymentables.deadline}, ${startsAt.toISOString()}::timestamptz)`,
    })
    .where(and(eq(paymentables.orderId, orderId), eq(paymentables.status, 'PENDING')));
}

/** Nothing more is owed for a cancelled order. */
export async function cancelPendingPaymentables(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(paymentables)
    .set({ status: 'CANCELLED' })
    .where(and(eq(paymentables.orderId, orderId), eq(paymentables.status, 'PENDING')));
}

/**
 * Flips overdue PENDING prepayments to EXPIRED in one UPDATE under row locks (SKIP LOCKED), so
 * however many instances run this at once each is expired once. Returns their orders' ids.
 */
export async function expireOverduePaymentables(
  tx: Db,
  now: Date,
  scope: { shopId?: number | undefined },
): Promise<number[]> {
  const shopFilter = scope.shopId
    ? sql`and order_id in (select id from orders where shop_id = ${scope.shopId} and status = 'AWAITING_PREPAYMENT')`
    : sql``;
  const due = await tx.execute<{ order_id: number }>(sql`
    update paymentables set status = 'EXPIRED'
    where id in (
      select id from paymentables
      where status = 'PENDING' and deadline <= ${now.toISOString()}::timestamptz ${shopFilter}
      order by deadline
      limit 500
      for update skip locked
    )
    returning order_id`);
  return rowsOf<{ order_id: number }>(due).map((r) => Number(r.order_id));
}
