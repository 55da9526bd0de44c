import type { TOrder } from '@haoyue/contracts';
import type { OrderActor } from '../actor';
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
  const [presented] = await presentOrders(ctx.db, [order], o.parts ?? ALL_PARTS, ctx.clock());
  return presented!;
}
