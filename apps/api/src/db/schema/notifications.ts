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
    /** Delivery tries made (a record: the work queue retries, decision 029). */
    attempts: integer().notNull().default(0),
    /**
     * Unused since the work queue took the retries (decision 029); kept, with its index, while the
     * previous build, which reads it, may still run during a deploy (zero-downtime rule), and to
     * be dropped in a later release.
     */
    nextAttemptAt: instant().notNull().defaultNow(),
    /**
     * The lease of the try under way: whoever set it (the request that wrote the message, or a
     * work item's handler) is the only one sending it until then. Null when nobody is.
     */
    claimedUntil: instant(),
    /**
     * When the message was handed to the work queue (an `order-message` item): its tries are the
     * queue's from then on. Null while only the after-commit try of its request is (or was) under
     * way; the safety sweep queues such a message once that try's lease has run out.
     */
    queuedAt: instant(),
    sentAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.orderId),
    index('order_notifications_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('order_notifications_unqueued_idx')
      .on(t.claimedUntil)
      .where(sql`${t.status} = 'PENDING' and ${t.queuedAt} is null`),
  ],
);
