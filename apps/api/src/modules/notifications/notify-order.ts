import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders, paymentables, shops } from '../../db/schema';
import { missingConsentForms } from '../consent';
import type { NotificationContext } from './context';
import { composeBody, type NotificationKind } from './message-text';
import { claimMessage, type NotificationRow } from './outbox';
import { deliverLater } from './sms-channel';

/** Which message about an order: its kind and the key it is sent at most once under. */
export type OrderMessage = { orderId: number; kind: NotificationKind; dedupeKey: string };

/**
 * Composes a message about an order as `tx` sees it and claims its outbox row there. Given the
 * transaction of the change it announces, the message commits or rolls back with that change,
 * so a process dying after the commit cannot lose it (deliver the row with deliverLater after
 * the commit). Null when nobody can be reached or the key was already claimed.
 */
export async function claimOrderMessage(
  tx: Db,
  publicBaseUrl: string,
  m: OrderMessage,
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
  return claimMessage(tx, { ...m, to, body: composeBody(m.kind, facts, publicBaseUrl) });
}

/**
 * Queues one message about an order outside any change (reminders: nothing to roll back with),
 * at most once per `dedupeKey`: of several instances or retries only the first one queues it.
 * Delivery happens after the response (ctx.tasks); a failed delivery is retried by the jobs
 * with back-off. Nothing here throws: the order itself already stands.
 */
export async function notifyOrder(ctx: NotificationContext, m: OrderMessage): Promise<void> {
  try {
    deliverLater(ctx, await claimOrderMessage(ctx.db, ctx.publicBaseUrl, m));
  } catch (error) {
    ctx.log.error({ err: error, orderId: m.orderId, kind: m.kind }, 'order notification failed');
  }
}
