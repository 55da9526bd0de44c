import { eq } from 'drizzle-orm';
import { customers, orders, paymentables, shops } from '../../db/schema';
import type { NotificationContext } from './context';
import { composeBody, type NotificationKind } from './message-text';
import { claimMessage } from './outbox';
import { deliverLater } from './sms-channel';

/**
 * Queues one message about an order, at most once per `dedupeKey`: the key is claimed by
 * inserting its row (unique), so of several instances or retries only the first one queues it.
 * Delivery happens after the response (ctx.tasks); a failed delivery is retried by the jobs
 * with back-off. Nothing here throws: the order itself already stands.
 */
export async function notifyOrder(
  ctx: NotificationContext,
  orderId: number,
  kind: NotificationKind,
  dedupeKey: string,
): Promise<void> {
  try {
    const message = await composeMessage(ctx, orderId, kind);
    if (!message) return;
    deliverLater(ctx, await claimMessage(ctx.db, { orderId, kind, dedupeKey, ...message }));
  } catch (error) {
    ctx.log.error({ err: error, orderId, kind }, 'order notification failed');
  }
}

/** Recipient and text of a message about a stored order; null when nobody can be reached. */
async function composeMessage(ctx: NotificationContext, orderId: number, kind: NotificationKind) {
  const [row] = await ctx.db
    .select({ order: orders, shop: shops, customer: customers })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const to = row.order.profile.phoneNumber ?? row.customer.phoneNumber;
  if (!to) return null;
  const [prepayment] = await ctx.db
    .select()
    .from(paymentables)
    .where(eq(paymentables.orderId, orderId));
  return {
    to,
    body: composeBody(
      kind,
      { shop: row.shop, order: row.order, prepayment: prepayment ?? null },
      ctx.publicBaseUrl,
    ),
  };
}
