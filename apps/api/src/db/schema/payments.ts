import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENTABLE_STATUSES,
  PAYMENTABLE_TYPES,
} from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { orders } from './booking';
import { createdAt, instant, primaryId, refTo } from './columns';

/** Something an order owes: its prepayment now; more kinds with the payments issue. */
export const paymentables = pgTable(
  'paymentables',
  {
    id: primaryId(),
    orderId: refTo(() => orders.id, 'cascade'),
    type: text({ enum: PAYMENTABLE_TYPES }).notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text({ enum: PAYMENTABLE_STATUSES }).notNull(),
    deadline: instant(),
    paidAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.orderId, t.type),
    index('paymentables_pending_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'PENDING'`),
    check('paymentables_amount', sql`${t.amount} > 0`),
  ],
);

/** Money received against a paymentable; the idempotency key makes a retried call harmless. */
export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    paymentableId: refTo(() => paymentables.id, 'cascade'),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull(),
    idempotencyKey: text().notNull().unique(),
    /** The payment method's own transaction (LINE Pay transactionId…), kept as a string. */
    methodTransactionId: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.paymentableId)],
);
