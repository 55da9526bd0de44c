import { type SQL, sql } from 'drizzle-orm';
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
 * The statement claiming a message about an order written in the same statement (`orderId` and
 * `dedupeKey` are expressions over it); values from claimMessageValues. Returns the claimed row,
 * none if the key was taken.
 */
export function claimMessageStatement(orderId: SQL, dedupeKey: SQL): SQL {
  const p = (name: string) => sql.placeholder(`message_${name}`);
  return sql`(insert into order_notifications
      (order_id, kind, channel, dedupe_key, recipient, body, next_attempt_at)
    values (${orderId}, ${p('kind')}::text, 'SMS', ${dedupeKey}, ${p('to')}::text,
      ${p('body')}::text, ${p('next_attempt_at')}::timestamptz)
    on conflict (dedupe_key) do nothing
    returning *)`;
}

/** The values of claimMessageStatement's placeholders. */
export function claimMessageValues(
  message: Pick<OutgoingMessage, 'kind' | 'to' | 'body'>,
): Record<string, unknown> {
  return {
    message_kind: message.kind,
    message_to: message.to,
    message_body: message.body,
    message_next_attempt_at: new Date(Date.now() + LEASE_MS).toISOString(),
  };
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
