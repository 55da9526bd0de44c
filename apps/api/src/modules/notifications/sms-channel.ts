import { eq, sql } from 'drizzle-orm';
import { preparedOn } from '../../db/prepared';
import { orderNotifications } from '../../db/schema';
import type { NotificationContext } from './context';
import { pushLineRow, switchToLine } from './line-channel';
import type { NotificationRow } from './outbox';

/** How one try went: sent (and marked SENT), or why not (the row is left to the caller). */
export type TryOutcome = { sent: true } | { sent: false; error: string };

/**
 * One delivery try of a message its caller holds (claimed_until) by LINE (a linked friend of the
 * seller's account), SMS (Taiwan numbers) or WhatsApp (elsewhere). Marks it SENT; a failure is
 * only reported: retrying it is the work queue's (queueAfterFailedTry, the message's work item).
 */
export async function sendOnce(
  ctx: NotificationContext,
  claimed: NotificationRow,
): Promise<TryOutcome> {
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
          claimedUntil: null,
        })
        .where(eq(orderNotifications.id, sql.placeholder('id')))
        .prepare('notification_sent'),
    );
    await markSent.execute({ attempts, id: row.id });
    return { sent: true };
  } catch (error) {
    ctx.log.warn({ err: error, notificationId: row.id, attempts }, 'message delivery failed');
    return { sent: false, error: String(error).slice(0, 500) };
  }
}
