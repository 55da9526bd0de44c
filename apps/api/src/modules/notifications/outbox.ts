import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderNotifications } from '../../db/schema';
import type { NotificationKind } from './message-text';

/** Tries per message before it is left FAILED; waits 1, 2, 4, 8 minutes in between. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** How long a sender holds a message before another instance may try it. */
export const LEASE_MS = 2 * 60_000;

/** A queued message (the outbox row). */
export type NotificationRow = typeof orderNotifications.$inferSelect;

/** A message to claim: about which order, of which kind, to whom, saying what. */
export type OutgoingMessage = {
  orderId: number;
  kind: NotificationKind;
  /** At most one message per key, whoever claims it first. */
  dedupeKey: string;
  to: string;
  body: string;
};

/**
 * The statement claiming a message about an order being written in the same statement (`orderId`
 * and `dedupeKey` are expressions over it); returns the claimed row, none if the key was taken.
 */
export function claimMessageStatement(
  db: Db,
  message: Omit<OutgoingMessage, 'orderId' | 'dedupeKey'> & { orderId: SQL; dedupeKey: SQL },
): SQLWrapper {
  return db
    .insert(orderNotifications)
    .values({
      orderId: message.orderId,
      kind: message.kind,
      channel: 'SMS',
      dedupeKey: message.dedupeKey,
      recipient: message.to,
      body: message.body,
      nextAttemptAt: new Date(Date.now() + LEASE_MS),
    })
    .onConflictDoNothing({ target: orderNotifications.dedupeKey })
    .returning();
}

/**
 * Claims a message inside the caller's transaction (the outbox pattern): it commits or rolls
 * back with the change it announces. Returns the row to deliver after the commit, or null if
 * the key was already claimed.
 */
export async function claimMessage(
  db: Db,
  message: OutgoingMessage,
): Promise<NotificationRow | null> {
  const [claimed] = await db
    .insert(orderNotifications)
    .values({
      orderId: message.orderId,
      kind: message.kind,
      channel: 'SMS',
      dedupeKey: message.dedupeKey,
      recipient: message.to,
      body: message.body,
      nextAttemptAt: new Date(Date.now() + LEASE_MS),
    })
    .onConflictDoNothing({ target: orderNotifications.dedupeKey })
    .returning();
  return claimed ?? null;
}
