import { ERROR_CODES } from '@haoyue/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bookings, bookingServiceItems, orderEvents, orders } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { vipExtraDaysOfCustomer } from '../../customers';
import { claimOrderMessage, deliverLater } from '../../notifications';
import { keepDeadlineBefore } from '../../payments';
import {
  actsAsShop,
  checkOnGrid,
  slotUnavailable,
  findAvailability,
  type OrderActor,
  recordedRole,
  planBooking,
  tryOrder,
  whyUnavailable,
} from '../../availability';
import type { BookingContext } from '../context';
import { firstThatFits } from '../errors';
import { operatorLock } from './operator-lock';
import type { OrderRow } from './load-order';
import type { OrderContext } from './order-context';

/**
 * Moves an order to a new start (and possibly operator) in one transaction: the booking row is
 * updated in place, so the database checks the new range against everyone else's bookings
 * while the old range is released by the same commit. Never both slots, never neither.
 * The shop skips the lead time and horizon, never the overlap rule. The customer's message is
 * queued in the same transaction and delivered after it.
 */
export async function moveOrder(
  ctx: BookingContext,
  m: OrderContext & {
    order: OrderRow;
    startTime: string;
    operatorIds: number[];
    actor: OrderActor;
  },
): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock();
  const { order, shop, booking, chosen } = m;
  const start = Date.parse(m.startTime);
  const date = checkOnGrid(shop, start);
  const query = {
    schedule: m.schedule,
    services: chosen,
    operatorIds: m.operatorIds,
    startDate: date,
    endDate: date,
    now,
    excludeOrderId: order.id,
    ignoreBookingWindow: actsAsShop(m.actor),
    // The order's customer keeps their VIP window when moving it; a Google guest books on
    // Google's anonymous lookups, which never offer it (the shop ignores the window anyway).
    extraAdvanceDays:
      m.actor.role === 'CUSTOMER' ? await vipExtraDaysOfCustomer(db, order.customerId) : 0,
  };
  const { days, load } = await findAvailability(db, query);
  const slot = days[0]?.times.find((t) => t.start === start);
  if (!slot) throw await whyUnavailable(db, query, start);
  const plan = planBooking(chosen, start);

  const done = await firstThatFits(
    tryOrder(slot.operatorIds, load, booking.operatorId),
    (operatorId) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select ${operatorLock(sql`${operatorId}::int`)}`);
        const [moved] = await tx
          .update(orders)
          .set({ startsAt: new Date(plan.startsAt), endsAt: new Date(plan.endsAt), updatedAt: now })
          .where(
            and(
              eq(orders.id, order.id),
              inArray(orders.status, ['AWAITING_PREPAYMENT', 'CONFIRMED']),
            ),
          )
          .returning({ id: orders.id });
        if (!moved) throw AppError.of(ERROR_CODES.RESCHEDULE_NOT_ALLOWED, '這筆預約已無法改期');
        await tx
          .update(bookings)
          .set({
            operatorId,
            startsAt: new Date(plan.startsAt),
            endsAt: new Date(plan.endsAt),
            heldFrom: new Date(plan.heldFrom),
            heldUntil: new Date(plan.heldUntil),
            updatedAt: now,
          })
          .where(eq(bookings.id, booking.id));
        const items = await tx
          .select({ id: bookingServiceItems.id })
          .from(bookingServiceItems)
          .where(eq(bookingServiceItems.bookingId, booking.id))
          .orderBy(asc(bookingServiceItems.position));
        for (const [i, item] of items.entries()) {
          const at = plan.items[i]!;
          await tx
            .update(bookingServiceItems)
            .set({ startsAt: new Date(at.start), endsAt: new Date(at.end) })
            .where(eq(bookingServiceItems.id, item.id));
        }
        await keepDeadlineBefore(tx, order.id, new Date(plan.startsAt));
        await tx.insert(orderEvents).values({
          orderId: order.id,
          type: 'RESCHEDULED',
          actor: recordedRole(m.actor),
          actorUserId: m.actor.userId,
          data: {
            from: { operatorId: booking.operatorId, startsAt: booking.startsAt.toISOString() },
            to: { operatorId, startsAt: new Date(plan.startsAt).toISOString() },
          },
        });
        const message = await claimOrderMessage(tx, ctx.publicBaseUrl, {
          orderId: order.id,
          kind: 'RESCHEDULED',
          dedupeKey: `rescheduled:${order.id}:${plan.startsAt}`,
        });
        return { message };
      }),
  );
  if (!done) throw slotUnavailable();
  deliverLater(ctx, done.message);
}
