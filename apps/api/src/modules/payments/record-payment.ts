import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentables, payments } from '../../db/schema';
import { paymentInFull, pendingPrepaymentOf } from './paymentables';

/** The payable row a payment settled. */
export type PaidPaymentable = typeof paymentables.$inferSelect;

/**
 * Records, in the caller's transaction, a prepayment the shop received itself (cash, a
 * transfer it saw): the pending prepayment becomes PAID and a SUCCEEDED payment is written.
 * Idempotent by key: `repeat` when a payment with that key exists, `not-due` when nothing is
 * pending (already paid or expired). Races the expiry job on the paymentable row: one wins.
 */
export async function recordPrepaymentPaid(
  tx: Db,
  p: {
    orderId: number;
    method: 'CASH' | 'BANK_TRANSFER';
    /** Already scoped to who sends it (e.g. `seller:<id>:<client key>`). */
    idempotencyKey: string;
    now: Date;
  },
): Promise<{ outcome: 'repeat' | 'not-due' } | { outcome: 'paid'; paid: PaidPaymentable }> {
  const repeated = async () =>
    (
      await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.idempotencyKey, p.idempotencyKey))
    ).length > 0;
  if (await repeated()) return { outcome: 'repeat' };
  const [due] = await tx
    .update(paymentables)
    .set({ status: 'PAID', paidAt: p.now })
    .where(pendingPrepaymentOf(p.orderId))
    .returning();
  // A concurrent call with the same key may have just paid it (this UPDATE waited for it):
  // each statement sees what committed before it, so look for that payment again.
  if (!due) return { outcome: (await repeated()) ? 'repeat' : 'not-due' };
  await tx.insert(payments).values({
    ...paymentInFull(due, p.method),
    status: 'SUCCEEDED',
    idempotencyKey: p.idempotencyKey,
  });
  return { outcome: 'paid', paid: due };
}
