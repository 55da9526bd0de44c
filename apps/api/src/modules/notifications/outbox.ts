import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderNotifications } from '../../db/schema';
import type { NotificationKind } from './message-text';

/**
 * How long one try holds a message (its `claimed_until`): nobody else sends it meanwhile. Also
 * the work item's lease (`expireInSeconds`), so a try the queue gave up on has lost its claim too.
 */
export const LEASE_MS = 2 * 60_000;

/** A message about an order (the outbox row): the domain record of what was sent. */
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
 * `dedupeKey` are expressions over it); values from claimMessageValues. The row is claimed for
 * the request's own try after the commit. Returns the claimed row, none if the key was taken.
 */
export function claimMessageStatement(orderId: SQL, dedupeKey: SQL): SQL {
  const p = (name: string) => sql.placeholder(`message_${name}`);
  return sql`(insert into order_notifications
      (order_id, kind, channel, dedupe_key, recipient, body, claimed_until)
    values (${orderId}, ${p('kind')}::text, 'SMS', ${dedupeKey}, ${p('to')}::text,
      ${p('body')}::text, ${p('claimed_until')}::timestamptz)
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
    message_claimed_until: new Date(Date.now() + LEASE_MS).toISOString(),
  };
}

/**
 * Claims a message inside the caller's transaction (the outbox pattern): it commits or rolls
 * back with the change it announces. Returns the row, or null if the key was already claimed.
 * By default the row is held for one try after the commit (deliverLater); `queued`: it is handed
 * to the work queue in the same transaction instead (queueMessage), and nobody holds it.
 */
export async function claimMessage(
  db: Db,
  message: OutgoingMessage,
  options: { queued?: boolean } = {},
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
      ...(options.queued
        ? { queuedAt: new Date() }
        : { claimedUntil: new Date(Date.now() + LEASE_MS) }),
    })
    .onConflictDoNothing({ target: orderNotifications.dedupeKey })
    .returning();
  return claimed ?? null;
}
