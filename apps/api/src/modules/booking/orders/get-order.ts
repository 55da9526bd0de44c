import { ORDER_NUMBER_PATTERN, type TOrder } from '@haoyue/contracts';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { firstOrNotFound, invalid } from '../../../lib/errors';
import type { OrderActor } from '../../availability';
import type { BookingContext } from '../context';
import type { OrderPart } from '../presenters/load-order-parts';
import { presentOrders } from '../presenters/present-orders';
import { loadOrderFor } from './load-order';

/** Everything the customer's order page shows (the default answer of a changed order). */
export const ALL_PARTS: OrderPart[] = [
  'customer',
  'bookings.serviceItems.service',
  'shop',
  'shop.images',
  'shop.city',
  'paymentables',
  'paymentables.payments',
];

/** One order the actor may see (by id, or by order key for its customer), with the parts asked. */
export async function getOrder(
  ctx: BookingContext,
  o: { orderId: string | number; actor: OrderActor; parts?: readonly OrderPart[] },
): Promise<TOrder> {
  const order = await loadOrderFor(ctx.db, o.orderId, o.actor);
  const [presented] = await presentOrders(ctx.db, {
    rows: [order],
    parts: o.parts ?? ALL_PARTS,
    now: ctx.clock(),
  });
  return presented!;
}

/**
 * One order of the seller by its order number as typed (`k7m2-q9pa`, `K7M2 Q9PA`): dashes,
 * spaces and case do not matter. 400 when it cannot be an order number, 404 when no order of
 * this seller has it (another seller's order looks like none).
 */
export async function findSellerOrderByNumber(
  ctx: BookingContext,
  o: { sellerId: number; orderNumber: string; parts: readonly OrderPart[] },
): Promise<TOrder> {
  const number = o.orderNumber.replace(/[\s-]/g, '').toUpperCase();
  if (!ORDER_NUMBER_PATTERN.test(number)) {
    throw invalid('orderNumber', '訂單編號為 8 碼英數字（不含 0、1、I、L、O）');
  }
  const row = await firstOrNotFound(
    ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.sellerId, o.sellerId), eq(orders.orderNumber, number))),
    '找不到這個訂單編號',
  );
  const [presented] = await presentOrders(ctx.db, {
    rows: [row],
    parts: o.parts,
    now: ctx.clock(),
  });
  return presented!;
}
