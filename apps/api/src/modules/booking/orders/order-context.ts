import { ERROR_CODES } from '@haoyue/contracts';
import { asc, eq } from 'drizzle-orm';
import { bookings, bookingServiceItems } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import {
  actsAsShop,
  chooseServices,
  eligibleOperators,
  type OrderActor,
  type ShopRow,
} from '../../availability';
import type { BookingContext } from '../context';
import { customerPolicy } from './customer-policy';
import type { OrderRow } from './load-order';

/** An existing order's shop, booking and services: what moving it needs. */
export type OrderContext = Awaited<ReturnType<typeof orderContext>>;

/**
 * Loads what moving an order needs (the shop's schedule read afresh); 409 when one of its
 * services has been removed since.
 */
export async function orderContext(ctx: BookingContext, order: OrderRow) {
  const { db } = ctx;
  const schedule = await ctx.schedules.load(db, order.shopId, ctx.clock().getTime());
  if (!schedule) throw notFound('找不到店家');
  const items = await db
    .select({ serviceId: bookingServiceItems.serviceId, bookingId: bookingServiceItems.bookingId })
    .from(bookingServiceItems)
    .innerJoin(bookings, eq(bookings.id, bookingServiceItems.bookingId))
    .where(eq(bookings.orderId, order.id))
    .orderBy(asc(bookingServiceItems.position));
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.orderId, order.id))
    .orderBy(asc(bookings.id));
  if (items.some((i) => i.serviceId === null)) {
    throw AppError.of(
      ERROR_CODES.RESCHEDULE_NOT_ALLOWED,
      '此預約的服務已下架，無法線上改期，請直接聯絡店家',
    );
  }
  const serviceIds = items.map((i) => i.serviceId!);
  const chosen = chooseServices(schedule, serviceIds, { allowUnbookable: true });
  return { schedule, shop: schedule.shop, booking: booking!, chosen, serviceIds };
}

/** A customer may move an order only before the shop's reschedule cut-off. */
export function assertCanReschedule(order: OrderRow, shop: ShopRow, now: Date): void {
  if (!customerPolicy(order, shop, now).canReschedule) {
    const hours = Math.round((shop.rescheduleCutoffMinutes / 60) * 10) / 10;
    throw AppError.of(
      ERROR_CODES.RESCHEDULE_NOT_ALLOWED,
      order.status === 'AWAITING_PREPAYMENT' || order.status === 'CONFIRMED'
        ? `已超過可改期的時間（開始前 ${hours} 小時），請直接聯絡店家`
        : '這筆預約已無法改期',
    );
  }
}

export interface MoveCandidatesInput {
  order: OrderRow;
  context: OrderContext;
  actor: OrderActor;
  operatorId?: number | undefined;
}

/**
 * Operators an order may move to. The shop picks any operator who performs its services (one,
 * when it names one, even if closed to online booking); a customer keeps the same operator,
 * unless they chose 不指定 at booking.
 */
export function moveCandidates({
  order,
  context,
  actor,
  operatorId,
}: MoveCandidatesInput): number[] {
  const { schedule, serviceIds, booking } = context;
  if (actsAsShop(actor)) {
    return eligibleOperators({
      schedule,
      serviceIds,
      operatorId,
      options: { includeUnbookable: true },
    });
  }
  if (!order.anyOperator) return [booking.operatorId];
  const ids = eligibleOperators({ schedule, serviceIds, operatorId: null });
  return ids.includes(booking.operatorId) ? ids : [booking.operatorId, ...ids];
}
