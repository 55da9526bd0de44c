import { eq, sql } from 'drizzle-orm';
import { preparedOn } from '../../db/prepared';
import { orderNotifications } from '../../db/schema';
import type { NotificationContext } from './context';
import { pushLineRow, switchToLine } from './line-channel';
import { MAX_DELIVERY_ATTEMPTS, type NotificationRow } from './outbox';

/** Sends a claimed message after the response. */
export function deliverLater(ctx: NotificationContext, row: NotificationRow | null): void {
  if (row) ctx.tasks.run(() => deliver(ctx, row));
}

/**
 * One delivery try by LINE (a linked friend of the seller's account), SMS (Taiwan numbers) or
 * WhatsApp (elsewhere): SENT, or back to PENDING
 * with back-off, or FAILED after the last try.
 */
export async function deliver(ctx: NotificationContext, claimed: NotificationRow): Promise<void> {
  let row = claimed;
  const attempts = row.attempts + 1;
  try {
    // A customer who follows the seller on LINE gets the message there (decided on the first try).
    row = (await switchToLine(ctx, row)) ?? row;
    if (row.channel === 'LINE') {
      await pushLineRow(ctx, row);
    } else {
      await ctx.sms.send({
        to: row.recipient,
        text: row.body,
        channel: row.recipient.startsWith('+886') ? 'sms' : 'whatsapp',
      });
    }
    // Once per message sent: prepared, like the other statements of every order.
    const markSent = preparedOn(ctx.db, 'notification_sent', (db) =>
      db
        .update(orderNotifications)
        .set({
          status: 'SENT',
          attempts: sql`${sql.placeholder('attempts')}::int`,
          sentAt: sql`now()`,
          error: null,
        })
        .where(eq(orderNotifications.id, sql.placeholder('id')))
        .prepare('notification_sent'),
    );
    await markSent.execute({ attempts, id: row.id });
  } catch (error) {
    const last = attempts >= MAX_DELIVERY_ATTEMPTS;
    ctx.log.warn({ err: error, notificationId: row.id, attempts }, 'message delivery failed');
    await ctx.db
      .update(orderNotifications)
      .set({
        status: last ? 'FAILED' : 'PENDING',
        attempts,
        error: String(error).slice(0, 500),
        nextAttemptAt: new Date(Date.now() + 2 ** (attempts - 1) * 60_000),
      })
      .where(eq(orderNotifications.id, row.id));
  }
}
