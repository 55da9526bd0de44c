import type { TOrderStatus } from '@haoyue/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, customers, orders, shops } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';

/** What the consent rules need to know of an order. */
export type OrderFacts = {
  id: number;
  orderKey: string;
  orderNumber: string;
  sellerId: number;
  customerId: number;
  status: TOrderStatus;
  shopName: string;
  /** The visit's start: its first booking's (the order's own start if it has no booking). */
  visitStart: Date;
};

/** Orders whose visit may still be prepared for: forms filled and corrected. */
export const OPEN_ORDER_STATUSES: readonly TOrderStatus[] = ['AWAITING_PREPAYMENT', 'CONFIRMED'];

const NOT_FOUND = '找不到這筆預約';

const visitStart = sql`coalesce(
  (select min(${bookings.startsAt}) from ${bookings} where ${bookings.orderId} = ${orders.id}),
  ${orders.startsAt})`.mapWith(orders.startsAt);

/** The facts of the orders matching `where` (joined with their shop). */
export async function loadOrderFacts(db: Db, where: SQL | undefined): Promise<OrderFacts[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderKey: orders.orderKey,
      orderNumber: orders.orderNumber,
      sellerId: orders.sellerId,
      customerId: orders.customerId,
      status: orders.status,
      shopName: shops.displayName,
      visitStart,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(where);
  return rows.map((r) => ({ ...r, visitStart: new Date(r.visitStart) }));
}

/** The facts of orders by id (in no particular order). */
export function orderFactsByIds(db: Db, ids: number[]): Promise<OrderFacts[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return loadOrderFacts(db, inArray(orders.id, [...new Set(ids)]));
}

/**
 * One of the caller's orders: its customer record is the user's (and, given `customerId`, is
 * that record). Another's order, or none, is 404 alike.
 */
export async function loadOwnOrder(
  db: Db,
  o: { userId: number; orderId: number; customerId?: number | undefined },
): Promise<OrderFacts> {
  const owned = db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.userId, o.userId),
        ...(o.customerId !== undefined ? [eq(customers.id, o.customerId)] : []),
      ),
    );
  const [order] = await loadOrderFacts(
    db,
    and(eq(orders.id, o.orderId), inArray(orders.customerId, owned)),
  );
  if (!order) throw notFound(NOT_FOUND);
  return order;
}

/** One of the seller's orders (404 for another seller's). */
export async function loadSellerOrder(
  db: Db,
  sellerId: number,
  orderId: number,
): Promise<OrderFacts> {
  const [order] = await loadOrderFacts(
    db,
    and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)),
  );
  if (!order) throw notFound(NOT_FOUND);
  return order;
}

/** Whether answers for the order may still be given or corrected at `now`. */
export function isOrderOpen(order: OrderFacts | null, now: Date): boolean {
  return (
    order !== null &&
    OPEN_ORDER_STATUSES.includes(order.status) &&
    now.getTime() < order.visitStart.getTime()
  );
}

/** 409 E_CONSENT_RESPONSE_LOCKED unless the order is still open (isOrderOpen). */
export function assertOrderOpen(
  order: OrderFacts | null,
  now: Date,
  action: 'fill' | 'correct',
): void {
  if (isOrderOpen(order, now)) return;
  const started = order !== null && OPEN_ORDER_STATUSES.includes(order.status);
  const what = action === 'fill' ? '無法填寫同意書' : '同意書已鎖定，無法修改';
  throw AppError.of(
    'E_CONSENT_RESPONSE_LOCKED',
    started ? `預約已開始，${what}` : `這筆預約已取消或已結束，${what}`,
  );
}

/** The order as a response or a due form names it. */
export function orderRefOf(order: OrderFacts) {
  return {
    id: order.id,
    orderKey: order.orderKey,
    orderNumber: order.orderNumber,
    shopName: order.shopName,
    startTime: order.visitStart.toISOString(),
  };
}
