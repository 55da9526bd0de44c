import type { TOrder } from '@haoyue/contracts';
import { actsAsShop, type OrderActor } from '../../availability';
import type { BookingContext } from '../context';
import type { OrderPart } from '../presenters/load-order-parts';
import { getOrder } from './get-order';
import { loadOrderFor } from './load-order';
import { moveOrder } from './move-order';
import { assertCanReschedule, moveCandidates, orderContext } from './order-context';

/**
 * Moves an order (POST /v1/orders:reschedule, and the shop's drag or pick in its calendar): the
 * new time is taken and the old one freed atomically. A customer is bound by the shop's
 * reschedule cut-off and keeps their operator (unless they chose 不指定); the shop is not and
 * may name another operator (`operatorId`).
 */
export async function rescheduleOrder(
  ctx: BookingContext,
  o: {
    orderId: number;
    actor: OrderActor;
    startTime: string;
    /** The shop only: the operator to move to (else any free one, the current first). */
    operatorId?: number | undefined;
    /** What the answer embeds. */
    parts?: readonly OrderPart[];
  },
): Promise<TOrder> {
  const order = await loadOrderFor(ctx.db, o.orderId, o.actor);
  const context = await orderContext(ctx, order);
  if (!actsAsShop(o.actor)) assertCanReschedule(order, context.shop, ctx.clock());
  const operatorIds = moveCandidates({ order, context, actor: o.actor, operatorId: o.operatorId });
  await moveOrder(ctx, { order, ...context, startTime: o.startTime, operatorIds, actor: o.actor });
  return getOrder(ctx, { orderId: order.id, actor: o.actor, parts: o.parts });
}
