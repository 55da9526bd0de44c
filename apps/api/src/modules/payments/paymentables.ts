import type { TPaymentMethod } from '@haoyue/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentables } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import type { PaymentableRow } from './present-paymentables';

/**
 * What an order owes, written in the caller's transaction: the prepayment of a new order, its
 * deadline kept before a moved start, and its cancellation or expiry with the order.
 */

/**
 * The statement recording the prepayment owed by an order written in the same statement
 * (`orderId`, an expression over it); values from prepaymentValues. Returns the row.
 */
export function prepaymentStatement(orderId: SQL): SQL {
  return sql`(insert into paymentables (order_id, type, amount, currency, status, deadline)
    values (${orderId}, 'PREPAYMENT', ${sql.placeholder('prepayment_amount')}::int,
      ${sql.placeholder('prepayment_currency')}::text, 'PENDING',
      ${sql.placeholder('prepayment_deadline')}::timestamptz)
    returning *)`;
}

/** The values of prepaymentStatement's placeholders. */
export function prepaymentValues(p: {
  amount: number;
  currency: string;
  deadline: Date | null;
}): Record<string, unknown> {
  return {
    prepayment_amount: p.amount,
    prepayment_currency: p.currency,
    prepayment_deadline: p.deadline?.toISOString() ?? null,
  };
}

/**
 * The start of a payment's row that pays the whole of `due` by `method`: the paymentable, the
 * method, its amount and currency. Every payment written pays its paymentable in full.
 */
export function paymentInFull(
  due: Pick<PaymentableRow, 'id' | 'amount' | 'currency'>,
  method: TPaymentMethod,
) {
  return { paymentableId: due.id, method, amount: due.amount, currency: due.currency };
}

/** The order's paymentable of a type (its prepayment, or the balance), or null when it has none. */
export async function paymentableOf(
  db: Db,
  orderId: number,
  type: PaymentableRow['type'],
): Promise<PaymentableRow | null> {
  const [row] = await db
    .select()
    .from(paymentables)
    .where(and(eq(paymentables.orderId, orderId), eq(paymentables.type, type)));
  return row ?? null;
}

/**
 * The order's prepayment while it is still PENDING: the one row that paying it, reporting a
 * transfer for it or moving its deadline may change (a conditional UPDATE on this races the
 * expiry job and a cancel fairly: whichever commits first wins).
 */
export function pendingPrepaymentOf(orderId: number): SQL {
  return and(
    eq(paymentables.orderId, orderId),
    eq(paymentables.type, 'PREPAYMENT'),
    eq(paymentables.status, 'PENDING'),
  )!;
}

/** A prepayment never falls due after the order's (new) start; the balance has no deadline. */
export async function keepDeadlineBefore(tx: Db, orderId: number, startsAt: Date): Promise<void> {
  await tx
    .update(paymentables)
    .set({
      deadline: sql`least(${paymentables.deadline}, ${startsAt.toISOString()}::timestamptz)`,
    })
    .where(pendingPrepaymentOf(orderId));
}

/** Nothing more is owed for a cancelled order. */
export async function cancelPendingPaymentables(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(paymentables)
    .set({ status: 'CANCELLED' })
    .where(and(eq(paymentables.orderId, orderId), eq(paymentables.status, 'PENDING')));
}

/**
 * Flips overdue PENDING prepayments to EXPIRED in one UPDATE under row locks on the order and
 * the prepayment (SKIP LOCKED: an order a cancel or a payment holds is left for the next run, so
 * the job never waits on, or deadlocks with, them; decision 017), so however many instances run
 * this at once each is expired once. Returns their orders' ids.
 */
export async function expireOverduePaymentables(
  tx: Db,
  now: Date,
  scope: { shopId?: number | undefined },
): Promise<number[]> {
  const shopFilter = scope.shopId
    ? sql`and o.shop_id = ${scope.shopId} and o.status = 'AWAITING_PREPAYMENT'`
    : sql``;
  const due = await tx.execute<{ order_id: number }>(sql`
    update paymentables set status = 'EXPIRED'
    where id in (
      select p.id from paymentables p
      join orders o on o.id = p.order_id
      where p.status = 'PENDING' and p.deadline <= ${now.toISOString()}::timestamptz ${shopFilter}
      order by p.deadline
      limit 500
      for update of o, p skip locked
    )
    returning order_id`);
  return rowsOf<{ order_id: number }>(due).map((r) => Number(r.order_id));
}
