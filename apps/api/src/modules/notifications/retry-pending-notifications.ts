import { and, eq, inArray, lte } from 'drizzle-orm';
import { orderNotifications } from '../../db/schema';
import type { NotificationContext } from './context';
import { LEASE_MS } from './outbox';
import { deliver } from './sms-channel';

/**
 * Retries messages whose delivery failed (or whose sender died). Rows are leased with SKIP
 * LOCKED, so instances running this together never send one message twice at once.
 */
export async function retryPendingNotifications(ctx: NotificationContext): Promise<number> {
  const leased = await ctx.db
    .update(orderNotifications)
    .set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) })
    .where(
      inArray(
        orderNotifications.id,
        ctx.db
          .select({ id: orderNotifications.id })
          .from(orderNotifications)
          .where(
            and(
              eq(orderNotifications.status, 'PENDING'),
              lte(orderNotifications.nextAttemptAt, new Date()),
            ),
          )
          .orderBy(orderNotifications.nextAttemptAt)
          .limit(100)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  for (const row of leased) await deliver(ctx, row);
  return leased.length;
}
