import { randomBytes } from 'node:crypto';
import type { TOrderSource } from '@haoyue/contracts';
import { bookings, bookingServiceItems, orderEvents, orders } from '../../../db/schema';
import { type OrderCustomer, saveOrderCustomer } from '../../membership';
import { claimMessage, composeBody, type NotificationRow } from '../../notifications';
import { insertPrepayment } from '../../payments';
import type { OrderActor } from '../actor';
import type { ShopRow, ServiceRow } from '../availability/bookable';
import type { planBooking } from '../availability/plan-booking';
import type { BookingContext } from '../context';
import type { OrderRow } from './load-order';

/** Everything a new order is written from, already checked. */
export type NewOrder = {
  shop: ShopRow;
  actor: OrderActor;
  channel: TOrderSource;
  customer: OrderCustomer;
  operatorId: number;
  anyOperator: boolean;
  chosen: ServiceRow[];
  plan: ReturnType<typeof planBooking>;
  note: string | null;
  prepayment: { amount: number; deadline: Date | null } | null;
  now: Date;
};

/**
 * Writes a new order in one transaction: its customer, the order, the operator's booking and
 * its service items, the prepayment owed, the audit event and the confirmation message (the
 * outbox row, delivered after the commit). The exclusion constraint refuses an overlap here.
 */
export async function insertOrder(
  ctx: BookingContext,
  o: NewOrder,
): Promise<{ order: OrderRow; message: NotificationRow | null }> {
  return ctx.db.transaction(async (tx) => {
    const customerId = await saveOrderCustomer(tx, o.shop.sellerId, o.customer, o.now);
    const status = o.prepayment ? 'AWAITING_PREPAYMENT' : 'CONFIRMED';
    const [order] = await tx
      .insert(orders)
      .values({
        orderKey: randomBytes(16).toString('base64url'),
        sellerId: o.shop.sellerId,
        shopId: o.shop.id,
        customerId,
        status,
        anyOperator: o.anyOperator,
        currency: o.shop.currency,
        totalPrice: o.chosen.reduce((sum, s) => sum + s.price, 0),
        startsAt: new Date(o.plan.startsAt),
        endsAt: new Date(o.plan.endsAt),
        note: o.note,
        profile: o.customer.profile,
        source: o.channel,
        createdAt: o.now,
        updatedAt: o.now,
      })
      .returning();
    const [booking] = await tx
      .insert(bookings)
      .values({
        orderId: order!.id,
        shopId: o.shop.id,
        operatorId: o.operatorId,
        status,
        startsAt: new Date(o.plan.startsAt),
        endsAt: new Date(o.plan.endsAt),
        heldFrom: new Date(o.plan.heldFrom),
        heldUntil: new Date(o.plan.heldUntil),
      })
      .returning({ id: bookings.id });
    await tx.insert(bookingServiceItems).values(
      o.plan.items.map((item, position) => ({
        bookingId: booking!.id,
        serviceId: item.service.id,
        name: item.service.name,
        price: item.service.price,
        durationMinutes: item.service.durationMinutes,
        startsAt: new Date(item.start),
        endsAt: new Date(item.end),
        position,
      })),
    );
    if (o.prepayment) {
      await insertPrepayment(tx, {
        orderId: order!.id,
        amount: o.prepayment.amount,
        currency: o.shop.currency,
        deadline: o.prepayment.deadline,
      });
    }
    await tx.insert(orderEvents).values({
      orderId: order!.id,
      type: 'CREATED',
      actor: o.actor.role,
      actorUserId: o.actor.userId,
      data: { operatorId: o.operatorId, startsAt: new Date(o.plan.startsAt).toISOString() },
    });
    const to = o.customer.profile.phoneNumber;
    const message = to
      ? await claimMessage(tx, {
          orderId: order!.id,
          kind: 'CONFIRMATION',
          dedupeKey: `confirmation:${order!.id}`,
          to,
          body: composeBody(
            'CONFIRMATION',
            {
              shop: o.shop,
              order: order!,
              prepayment: o.prepayment ? { ...o.prepayment, currency: o.shop.currency } : null,
            },
            ctx.publicBaseUrl,
          ),
        })
      : null;
    return { order: order!, message };
  });
}
