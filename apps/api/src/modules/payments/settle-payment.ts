import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentables, paymentEvents, payments } from '../../db/schema';
import type { PaymentableRow, PaymentRow } from './present-paymentables';

/**
 * Row-level steps of an online payment attempt (decision 014, points 1–3). Each state change is
 * one conditional UPDATE, so concurrent callers (two callbacks, a callback and the reconcile
 * job, several job instances) each see exactly one of them win; none holds a lock across a
 * provider call.
 */

type PaymentStatus = PaymentRow['status'];

/** A provider call or callback about a payment, for support ("did I pay?"). */
export async function recordPaymentEvent(
  db: Db,
  e: {
    paymentId: number;
    kind: string;
    returnCode?: string | null | undefined;
    detail?: Record<string, unknown> | null | undefined;
    at: Date;
  },
): Promise<void> {
  await db.insert(paymentEvents).values({
    paymentId: e.paymentId,
    kind: e.kind,
    returnCode: e.returnCode ?? null,
    detail: e.detail ?? null,
    createdAt: e.at,
  });
}

/**
 * Claims a payment for a confirm call: `from` → CONFIRMING, only while it is in one of `from`
 * (and, when given, only with that provider transaction). The caller that gets the row is the
 * only one to call the provider; everyone else gets null.
 */
export async function claimPayment(
  db: Db,
  c: {
    paymentId: number;
    transactionId?: string | undefined;
    from: readonly PaymentStatus[];
    now: Date;
  },
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ status: 'CONFIRMING', updatedAt: c.now })
    .where(
      and(
        eq(payments.id, c.paymentId),
        inArray(payments.status, [...c.from]),
        c.transactionId === undefined
          ? undefined
          : eq(payments.methodTransactionId, c.transactionId),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Moves a payment from one of `from` to `to` (FAILED, EXPIRED, or back to PENDING) with the
 * provider's code or our reason. Null when it was no longer in `from` (someone else moved it).
 */
export async function movePayment(
  db: Db,
  m: {
    paymentId: number;
    from: readonly PaymentStatus[];
    to: 'PENDING' | 'FAILED' | 'EXPIRED';
    failureCode: string | null;
    now: Date;
  },
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ status: m.to, failureCode: m.failureCode, updatedAt: m.now })
    .where(and(eq(payments.id, m.paymentId), inArray(payments.status, [...m.from])))
    .returning();
  return row ?? null;
}

/** movePayment, and when it moved, the event saying why (for support: "did I pay?"). */
export async function endPayment(
  db: Db,
  m: Parameters<typeof movePayment>[1] & { event: string; returnCode?: string | null },
): Promise<PaymentRow | null> {
  const moved = await movePayment(db, m);
  if (moved) {
    await recordPaymentEvent(db, {
      paymentId: m.paymentId,
      kind: m.event,
      returnCode: m.returnCode ?? null,
      at: m.now,
    });
  }
  return moved;
}

/**
 * In the caller's transaction, after the provider confirmed the money: the payment
 * CONFIRMING → SUCCEEDED, then its paymentable PENDING → PAID (both conditional). `payment` is
 * null when the payment was not CONFIRMING (another caller settled it); `paid` is null when the
 * paymentable no longer waited for money (expired, cancelled, reported, paid by another
 * attempt), which the caller refunds.
 */
export async function settlePayment(
  tx: Db,
  s: { paymentId: number; transactionId: string; now: Date },
): Promise<{ payment: PaymentRow | null; paid: PaymentableRow | null }> {
  const [payment] = await tx
    .update(payments)
    .set({
      status: 'SUCCEEDED',
      methodTransactionId: s.transactionId,
      failureCode: null,
      updatedAt: s.now,
    })
    .where(and(eq(payments.id, s.paymentId), eq(payments.status, 'CONFIRMING')))
    .returning();
  if (!payment) return { payment: null, paid: null };
  const [paid] = await tx
    .update(paymentables)
    .set({ status: 'PAID', paidAt: s.now })
    .where(and(eq(paymentables.id, payment.paymentableId), eq(paymentables.status, 'PENDING')))
    .returning();
  return { payment, paid: paid ?? null };
}

/**
 * Unsettled attempts of `method` the reconcile job should look at, claimed (→ CONFIRMING, its
 * updated_at now) in one UPDATE under SKIP LOCKED: CONFIRMING ones untouched since
 * `staleBefore`, PENDING ones past their expiry, PENDING ones never given a provider
 * transaction and older than `staleBefore`. Several instances running it at once each get
 * different rows; a row claimed here is not claimed again until it is stale.
 */
export async function claimUnsettledPayments(
  db: Db,
  c: { method: PaymentRow['method']; now: Date; staleBefore: Date; limit: number },
): Promise<PaymentRow[]> {
  const now = c.now.toISOString();
  const stale = c.staleBefore.toISOString();
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      sql`${payments.method} = ${c.method} and (
        (${payments.status} = 'CONFIRMING' and ${payments.updatedAt} < ${stale}::timestamptz)
        or (${payments.status} = 'PENDING' and ${payments.expiresAt} <= ${now}::timestamptz)
        or (${payments.status} = 'PENDING' and ${payments.methodTransactionId} is null
            and ${payments.createdAt} < ${stale}::timestamptz))`,
    )
    .orderBy(payments.updatedAt)
    .limit(c.limit)
    .for('update', { skipLocked: true });
  return db
    .update(payments)
    .set({ status: 'CONFIRMING', updatedAt: c.now })
    .where(inArray(payments.id, due))
    .returning();
}

/**
 * Whether a LINE Pay confirm is in flight for one of the order's paymentables (a payment
 * CONFIRMING: LINE Pay may be capturing it now). While it is, no other method may pay the order
 * (decision 017): the caller holds the order's locks (MoneyTx.lockOrderMoney) when it asks.
 */
export async function confirmInFlight(tx: Db, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(paymentables, eq(paymentables.id, payments.paymentableId))
    .where(and(eq(paymentables.orderId, orderId), eq(payments.status, 'CONFIRMING')))
    .limit(1);
  return row !== undefined;
}
