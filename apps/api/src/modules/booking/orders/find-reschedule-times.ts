import type { TStartTimes } from '@haoyue/contracts';
import { vipExtraDaysOfCustomer } from '../../customers';
import { actsAsShop, findAvailability, type OrderActor, presentDays } from '../../availability';
import type { BookingContext } from '../context';
import { loadOrderFor } from './load-order';
import { assertCanReschedule, moveCandidates, orderContext } from './order-context';

/** Start times an order could move to (POST /v1/orders:reschedule-times). */
export async function findRescheduleTimes(
  ctx: BookingContext,
  o: { orderId: number; actor: OrderActor; startDate: string; endDate: string },
): Promise<TStartTimes> {
  const now = ctx.clock();
  const order = await loadOrderFor(ctx.db, o.orderId, o.actor);
  const context = await orderContext(ctx, order);
  const asShop = actsAsShop(o.actor);
  if (!asShop) assertCanReschedule(order, context.shop, now);
  const operatorIds = moveCandidates({ order, context, actor: o.actor });
  // The order's customer keeps their VIP window when moving it.
  const extra = asShop ? 0 : await vipExtraDaysOfCustomer(ctx.db, order.customerId);
  const { days } = await findAvailability(ctx.db, {
    schedule: context.schedule,
    services: context.chosen,
    operatorIds,
    startDate: o.startDate,
    endDate: o.endDate,
    now,
    excludeOrderId: order.id,
    ignoreBookingWindow: asShop,
    extraAdvanceDays: extra,
  });
  return presentDays({ shop: context.shop, days, now, extraAdvanceDays: extra });
}
