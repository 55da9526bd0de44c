import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customers, orders } from '../../../db/schema';
import { firstOrNotFound, notFound } from '../../../lib/errors';
import type { OrderActor } from '../../availability';

export type OrderRow = typeof orders.$inferSelect;

const MAX_ID = 2147483647;

/**
 * An order the actor may act on: a customer's own (by id or order key), a seller's member's
 * any order of that seller, a Google guest's an order of the seller made through Google. Anyone else, and no actor, gets 404: ids reveal nothing.
 */
export async function loadOrderFor(
  db: Db,
  id: string | number,
  actor: OrderActor | undefined,
): Promise<OrderRow> {
  if (actor?.role === 'CUSTOMER') return loadOwnOrder(db, actor.userId, String(id));
  if (actor?.role === 'SELLER') return loadSellerOrder(db, actor.sellerId, Number(id));
  if (actor?.role === 'GOOGLE_GUEST') return loadGoogleOrder(db, actor.sellerId, Number(id));
  throw notFound('找不到訂單');
}

/** An order the user may see: theirs (as the customer). Anyone else gets 404. */
async function loadOwnOrder(db: Db, userId: number, id: string): Promise<OrderRow> {
  const byKey = !/^\d+$/.test(id);
  if (!byKey && Number(id) > MAX_ID) throw notFound('找不到訂單');
  const [row] = await db
    .select({ order: orders, customerUserId: customers.userId })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(byKey ? eq(orders.orderKey, id) : eq(orders.id, Number(id)));
  if (!row || row.customerUserId !== userId) throw notFound('找不到訂單');
  return row.order;
}

/** An order of the seller made through Reserve with Google, or 404 (any other order). */
async function loadGoogleOrder(db: Db, sellerId: number, orderId: number): Promise<OrderRow> {
  if (!Number.isSafeInteger(orderId) || orderId < 1 || orderId > MAX_ID) {
    throw notFound('找不到訂單');
  }
  return firstOrNotFound(
    db
      .select()
      .from(orders)
      .where(
        and(eq(orders.id, orderId), eq(orders.sellerId, sellerId), eq(orders.source, 'GOOGLE')),
      ),
    '找不到訂單',
  );
}

/** An order of the seller, or 404 (another seller's order looks like no order). */
async function loadSellerOrder(db: Db, sellerId: number, orderId: number): Promise<OrderRow> {
  return firstOrNotFound(
    db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId))),
    '找不到訂單',
  );
}
