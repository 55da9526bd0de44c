import { and, asc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderNotifications } from '../../db/schema';
import type { WorkKind, WorkQueue } from '../../jobs/work-queue';
import type { NotificationContext } from './context';
import type { NotificationKind } from './message-text';
import { LEASE_MS, type NotificationRow } from './outbox';
import { sendOnce } from './sms-channel';

/**
 * Order messages on the work queue (decision 029): confirmations, changes, cancellations and
 * reminders. The message row (order_notifications) stays the domain record, the item only names
 * it; the handler claims the row before sending, so a message goes out once per dedupe key
 * however many items or workers reach it.
 *
 * A message written with its change is tried by its request right after the commit (the order
 * is one statement, decision 011: queueing inside it cost more than the ~1 ms allowed, see
 * decision 029); only a failed try (queueAfterFailedTry) or one a crash left untried
 * (queueStrayMessages) becomes an item. A reminder is queued in the transaction that records it.
 */
export const ORDER_MESSAGE = 'order-message';

/** The work item: which message (the order and kind only for the admin jobs page). */
export type OrderMessageItem = { messageId: number; orderId: number; kind: NotificationKind };

/**
 * Tries of an item after its first. With the request's own try before it, a message gets five
 * tries, about 1, 2–4, 4–8 and 8 minutes apart (as before the queue), then it is FAILED.
 */
const RETRY_LIMIT = 3;
/** The item's first try after a failed after-commit try. */
const FIRST_RETRY_MS = 60_000;
const MESSAGES_PER_SWEEP = 100;

const itemOf = (row: Pick<NotificationRow, 'id' | 'orderId' | 'kind'>): OrderMessageItem => ({
  messageId: row.id,
  orderId: row.orderId,
  kind: row.kind,
});

/**
 * Queues the message's item inside `tx`, the transaction that recorded the message (or handed it
 * to the queue): both commit or neither.
 */
export async function queueMessage(
  work: WorkQueue,
  {
    tx,
    row,
    startAfter,
  }: { tx: Db; row: Pick<NotificationRow, 'id' | 'orderId' | 'kind'>; startAfter?: Date },
): Promise<void> {
  await work.send({ name: ORDER_MESSAGE }, itemOf(row), {
    db: tx,
    ...(startAfter ? { startAfter } : {}),
  });
}

/**
 * After a failed after-commit try: records it on the row, releases the claim and hands the
 * message to the queue, in one transaction. Without the queue (or if queueing fails) the row is
 * left unqueued and unclaimed, for the safety sweep. Never throws: the change already stands.
 */
export async function queueAfterFailedTry(
  ctx: NotificationContext,
  row: NotificationRow,
  error: string,
): Promise<void> {
  const failed = (db: Db, queued: boolean) =>
    db
      .update(orderNotifications)
      .set({
        attempts: row.attempts + 1,
        error,
        claimedUntil: null,
        ...(queued ? { queuedAt: new Date() } : {}),
      })
      .where(and(eq(orderNotifications.id, row.id), eq(orderNotifications.status, 'PENDING')))
      .returning({ id: orderNotifications.id });
  const { work } = ctx;
  try {
    if (work) {
      await ctx.db.transaction(async (tx) => {
        const [still] = await failed(tx, true);
        if (still) {
          await queueMessage(work, { tx, row, startAfter: new Date(Date.now() + FIRST_RETRY_MS) });
        }
      });
      return;
    }
  } catch (err) {
    ctx.log.error({ err, notificationId: row.id }, 'queueing a failed message failed');
  }
  await failed(ctx.db, false).catch((err: unknown) =>
    ctx.log.error({ err, notificationId: row.id }, 'recording a failed message failed'),
  );
}

/**
 * Sends the item's message, once: the row is claimed first (PENDING, or FAILED when an admin
 * retries its item), so a second item or a try whose lease ran out finds it SENT (done) or held
 * by a live try (thrown: tried again later, by which time it is SENT or free). A failed try is
 * recorded on the row and thrown for the queue's back-off; after the item's last try the row
 * is FAILED too.
 */
export async function sendQueuedMessage(
  ctx: NotificationContext,
  item: OrderMessageItem,
  { retryCount }: { retryCount: number },
): Promise<void> {
  const now = new Date();
  const [row] = await ctx.db
    .update(orderNotifications)
    .set({ claimedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(orderNotifications.id, item.messageId),
        inArray(orderNotifications.status, ['PENDING', 'FAILED']),
        or(isNull(orderNotifications.claimedUntil), lt(orderNotifications.claimedUntil, now)),
      ),
    )
    .returning();
  if (!row) {
    const [held] = await ctx.db
      .select({ status: orderNotifications.status, until: orderNotifications.claimedUntil })
      .from(orderNotifications)
      .where(eq(orderNotifications.id, item.messageId));
    // Sent already, or its order was deleted (the row with it): nothing to send.
    if (!held || held.status === 'SENT') return;
    throw new Error(`another try holds this message until ${held.until?.toISOString()}`);
  }
  const outcome = await sendOnce(ctx, row);
  if (outcome.sent) return;
  // The last try: the item's own limit (an admin's retry adds one try beyond it).
  const last = retryCount >= RETRY_LIMIT;
  await ctx.db
    .update(orderNotifications)
    .set({
      status: last ? 'FAILED' : 'PENDING',
      attempts: row.attempts + 1,
      error: outcome.error,
      claimedUntil: null,
    })
    .where(and(eq(orderNotifications.id, row.id), ne(orderNotifications.status, 'SENT')));
  throw new Error(outcome.error);
}

/**
 * The safety sweep (the `retry-messages` job): hands the queue every message whose after-commit
 * try never happened or never finished (the process died between the commit and the try's
 * outcome), once that try's claim has run out. Rows are taken with SKIP LOCKED and queued in
 * the same transaction, so instances sweeping together queue each message once.
 */
export async function queueStrayMessages(ctx: NotificationContext): Promise<number> {
  const { work } = ctx;
  if (!work) return 0;
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const stray = await tx
      .update(orderNotifications)
      .set({ queuedAt: now, claimedUntil: null })
      .where(
        inArray(
          orderNotifications.id,
          tx
            .select({ id: orderNotifications.id })
            .from(orderNotifications)
            .where(
              and(
                eq(orderNotifications.status, 'PENDING'),
                isNull(orderNotifications.queuedAt),
                or(
                  isNull(orderNotifications.claimedUntil),
                  lt(orderNotifications.claimedUntil, now),
                ),
              ),
            )
            .orderBy(asc(orderNotifications.id))
            .limit(MESSAGES_PER_SWEEP)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning({
        id: orderNotifications.id,
        orderId: orderNotifications.orderId,
        kind: orderNotifications.kind,
      });
    for (const row of stray) await queueMessage(work, { tx, row });
    return stray.length;
  });
}

/** Sends a claimed message after the response (see queueAfterFailedTry for a failed try). */
export function deliverLater(ctx: NotificationContext, row: NotificationRow | null): void {
  if (!row) return;
  ctx.tasks.run(async () => {
    const outcome = await sendOnce(ctx, row);
    if (!outcome.sent) await queueAfterFailedTry(ctx, row, outcome.error);
  });
}

/** The order messages' kind: five tries in all over about a quarter of an hour, then FAILED. */
export function orderMessageWorkKinds(ctx: NotificationContext): WorkKind<OrderMessageItem>[] {
  return [
    {
      name: ORDER_MESSAGE,
      retryLimit: RETRY_LIMIT,
      retryDelaySeconds: 2 * 60,
      retryDelayMaxSeconds: 8 * 60,
      expireInSeconds: LEASE_MS / 1000,
      handle: (item, meta) => sendQueuedMessage(ctx, item, meta),
    },
  ];
}
