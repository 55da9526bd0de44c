import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders, paymentables, shops } from '../../db/schema';
import { missingConsentForms } from '../consent';
import type { NotificationContext } from './context';
import { composeBody, type NotificationKind } from './message-text';
import { deliverLater, queueMessage } from './message-queue';
import { claimMessage, type NotificationRow } from './outbox';

/** Which message about an order: its kind and the key it is sent at most once under. */
export type OrderMessage = { orderId: number; kind: NotificationKind; dedupeKey: string };

/**
 * Composes a message about an order as `tx` sees it and claims its outbox row there. Given the
 * transaction of the change it announces, the message commits or rolls back with that change,
 * so a process dying after the commit cannot lose it (deliver the row with deliverLater after
 * the commit, or claim it `queued` and queue its work item in `tx` with queueMessage). Null when
 * nobody can be reached or the key was already claimed.
 */
export async function claimOrderMessage(
  tx: Db,
  publicBaseUrl: string,
  { queued = false, ...m }: OrderMessage & { queued?: boolean },
): Promise<NotificationRow | null> {
  const [row] = await tx
    .select({ order: orders, shop: shops, customer: customers })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, m.orderId));
  if (!row) return null;
  const to = row.order.profile.phoneNumber ?? row.customer.phoneNumber;
  if (!to) return null;
  // Only a confirmation still awaiting its prepayment mentions it: no query for the others.
  const [prepayment] =
    m.kind === 'CONFIRMATION' && row.order.status === 'AWAITING_PREPAYMENT'
      ? await tx.select().from(paymentables).where(eq(paymentables.orderId, m.orderId))
      : [];
  // A reminder asks for the consent forms the visit still needs.
  const consentFormsMissing =
    m.kind === 'REMINDER' ? (await missingConsentForms(tx, m.orderId)).length : 0;
  const facts = {
    shop: row.shop,
    order: row.order,
    prepayment: prepayment ?? null,
    consentFormsMissing,
  };
  return claimMessage(
    tx,
    { ...m, to, body: composeBody(m.kind, facts, publicBaseUrl) },
    { queued },
  );
}

/**
 * Queues one message about an order outside any change (reminders: nothing to roll back with),
 * at most once per `dedupeKey`: of several instances or retries only the first one records it.
 * The row and its work item are written in one transaction; the work queue sends it and retries
 * it with back-off (without a queue, it is tried after the commit as a change's message is).
 * Nothing here throws: the order itself already stands.
 */
export async function notifyOrder(ctx: NotificationContext, m: OrderMessage): Promise<void> {
  try {
    const { work } = ctx;
    if (!work) {
      deliverLater(ctx, await claimOrderMessage(ctx.db, ctx.publicBaseUrl, m));
      return;
    }
    await ctx.db.transaction(async (tx) => {
      const row = await claimOrderMessage(tx, ctx.publicBaseUrl, { ...m, queued: true });
      if (row) await queueMessage(work, { tx, row });
    });
  } catch (error) {
    ctx.log.error({ err: error, orderId: m.orderId, kind: m.kind }, 'order notification failed');
  }
}
