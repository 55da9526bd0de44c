import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENTABLE_STATUSES,
  PAYMENTABLE_TYPES,
} from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from './booking';

/** Something an order owes: its prepayment now; more kinds with the payments issue. */
export const paymentables = pgTable(
  'paymentables',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text({ enum: PAYMENTABLE_TYPES }).notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text({ enum: PAYMENTABLE_STATUSES }).notNull(),
    deadline: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentableId: integer()
      .notNull()
      .references(() => paymentables.id, { onDelete: 'cascade' }),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull(),
    idempotencyKey: text().notNull().unique(),
    /** The payment method's own transaction (LINE Pay transactionId…), kept as a string. */
    methodTransactionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.paymentableId)],
);
