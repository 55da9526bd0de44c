import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { orders } from './booking';
import { createdAt, instant, primaryId, refTo } from './columns';

/**
 * Messages sent about orders. `dedupeKey` is unique: whichever instance inserts the row sends the
 * message, so a confirmation or reminder goes out once however many instances run the job.
 */
export const orderNotifications = pgTable(
  'order_notifications',
  {
    id: primaryId(),
    orderId: refTo(() => orders.id, 'cascade'),
    kind: text({
      enum: ['CONFIRMATION', 'RESCHEDULED', 'CANCELLED', 'EXPIRED', 'REMINDER'],
    }).notNull(),
    channel: text({ enum: ['SMS', 'LINE'] }).notNull(),
    dedupeKey: text().notNull().unique(),
    recipient: text().notNull(),
    body: text().notNull(),
    status: text({ enum: ['PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    error: text(),
    /**
     * LINE pushes: the X-Line-Retry-Key chosen on the first try and sent on every retry, so LINE
     * runs the push once (a repeat answers 409). Null for SMS.
     */
    retryKey: text(),
    /** Delivery tries so far; a failed try is retried with back-off up to a limit. */
    attempts: integer().notNull().default(0),
    /** When a PENDING message may next be tried (also a lease while one instance sends it). */
    nextAttemptAt: instant().notNull().defaultNow(),
    sentAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.orderId),
    index('order_notifications_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);
