import type { TCurrency, TPaymentable } from '@haoyue/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentables, payments } from '../../db/schema';

export type PaymentableRow = typeof paymentables.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** What the orders owe (one query for all of them). */
export function loadPaymentables(db: Db, orderIds: number[]): Promise<PaymentableRow[]> {
  return db.select().from(paymentables).where(inArray(paymentables.orderId, orderIds));
}

/** Money received against the paymentables, oldest first (one query). */
export function loadPayments(db: Db, paymentableIds: number[]): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(inArray(payments.paymentableId, paymentableIds))
    .orderBy(asc(payments.id));
}

/** A paymentable as the API answers it; with its payments when they were loaded. */
export function presentPaymentable(p: PaymentableRow, ownPayments?: PaymentRow[]): TPaymentable {
  const out: TPaymentable = {
    id: p.id,
    type: p.type,
    amount: p.amount,
    currency: p.currency as TCurrency,
    status: p.status,
    deadline: p.deadline?.toISOString() ?? null,
    paidAt: p.paidAt?.toISOString() ?? null,
  };
  if (ownPayments) {
    out.payments = ownPayments.map((x) => ({
      id: x.id,
      method: x.method,
      amount: x.amount,
      currency: x.currency as TCurrency,
      status: x.status,
      refundedAmount: x.refundedAmount,
      methodTransactionId: x.methodTransactionId,
      createdAt: x.createdAt.toISOString(),
    }));
  }
  return out;
}
