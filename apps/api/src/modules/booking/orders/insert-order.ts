import { randomBytes } from 'node:crypto';
import type { TOrderSource } from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import { rowFromJson } from '../../../db/json-row';
import {
  bookings,
  bookingServiceItems,
  orderEvents,
  orderNotifications,
  orders,
  paymentables,
} from '../../../db/schema';
import { rowsOf } from '../../../lib/sql-rows';
import { type OrderCustomer, orderCustomerStatement } from '../../membership';
import { claimMessageStatement, composeBody, type NotificationRow } from '../../notifications';
import { type PaymentableRow, prepaymentStatement } from '../../payments';
import type { OrderActor } from '../actor';
import type { ServiceRow, ShopRow } from '../availability/bookable';
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

/** What writing an order produced: its rows, and the confirmation to deliver after it. */
export type InsertedOrder = {
  order: OrderRow;
  booking: typeof bookings.$inferSelect;
  items: (typeof bookingServiceItems.$inferSelect)[];
  paymentables: PaymentableRow[];
  message: NotificationRow | null;
};

type Json = Record<string, unknown>;

/** A CTE body with no rows (statements are embedded in parentheses, as Drizzle does). */
const NOTHING = sql`(select null where false)`;

/**
 * Writes a new order as one statement (data-modifying CTEs): its customer, the order, the
 * operator's booking and its service items, the prepayment owed, the audit event and the
 * confirmation message (the outbox row, delivered after it). One statement is one round trip
 * and atomic on its own: all of it is written, or, when the exclusion constraint refuses the
 * overlap (or anything else fails), none of it.
 */
export async function insertOrder(ctx: BookingContext, o: NewOrder): Promise<InsertedOrder> {
  const { db } = ctx;
  const status = o.prepayment ? 'AWAITING_PREPAYMENT' : 'CONFIRMED';
  const orderKey = randomBytes(16).toString('base64url');
  const orderId = sql`(select id from new_order)`;
  const bookingId = sql`(select id from new_booking)`;
  const startsAt = new Date(o.plan.startsAt);
  const endsAt = new Date(o.plan.endsAt);

  const customer = orderCustomerStatement(db, o.shop.sellerId, o.customer, o.now);
  const order = db
    .insert(orders)
    .values({
      orderKey,
      sellerId: o.shop.sellerId,
      shopId: o.shop.id,
      customerId: sql`(select id from order_customer)`,
      status,
      anyOperator: o.anyOperator,
      currency: o.shop.currency,
      totalPrice: o.chosen.reduce((sum, s) => sum + s.price, 0),
      startsAt,
      endsAt,
      note: o.note,
      profile: o.customer.profile,
      source: o.channel,
      createdAt: o.now,
      updatedAt: o.now,
    })
    .returning();
  const booking = db
    .insert(bookings)
    .values({
      orderId,
      shopId: o.shop.id,
      operatorId: o.operatorId,
      status,
      startsAt,
      endsAt,
      heldFrom: new Date(o.plan.heldFrom),
      heldUntil: new Date(o.plan.heldUntil),
    })
    .returning();
  const items = db
    .insert(bookingServiceItems)
    .values(
      o.plan.items.map((item, position) => ({
        bookingId,
        serviceId: item.service.id,
        name: item.service.name,
        price: item.service.price,
        durationMinutes: item.service.durationMinutes,
        startsAt: new Date(item.start),
        endsAt: new Date(item.end),
        position,
      })),
    )
    .returning();
  const event = db.insert(orderEvents).values({
    orderId,
    type: 'CREATED',
    actor: o.actor.role,
    actorUserId: o.actor.userId,
    data: { operatorId: o.operatorId, startsAt: startsAt.toISOString() },
  });
  const prepayment = o.prepayment
    ? prepaymentStatement(db, {
        orderId,
        amount: o.prepayment.amount,
        currency: o.shop.currency,
        deadline: o.prepayment.deadline,
      })
    : NOTHING;
  const to = o.customer.profile.phoneNumber;
  const message = to
    ? claimMessageStatement(db, {
        orderId,
        kind: 'CONFIRMATION',
        dedupeKey: sql`'confirmation:' || (select id from new_order)`,
        to,
        body: composeBody(
          'CONFIRMATION',
          {
            shop: o.shop,
            order: { orderKey, startsAt, status },
            prepayment: o.prepayment ? { ...o.prepayment, currency: o.shop.currency } : null,
          },
          ctx.publicBaseUrl,
        ),
      })
    : NOTHING;

  const result = await db.execute(sql`
    with order_customer as ${customer},
      new_order as ${order},
      new_booking as ${booking},
      new_items as ${items},
      new_event as ${event},
      new_prepayment as ${prepayment},
      new_message as ${message}
    select
      (select row_to_json(new_order) from new_order) as "order",
      (select row_to_json(new_booking) from new_booking) as booking,
      (select json_agg(new_items order by position) from new_items) as items,
      (select json_agg(new_prepayment) from new_prepayment where ${o.prepayment !== null}) as prepayment,
      (select row_to_json(new_message) from new_message where ${to !== null}) as message`);
  const [row] = rowsOf<{
    order: Json;
    booking: Json;
    items: Json[];
    prepayment: Json[] | null;
    message: Json | null;
  }>(result);
  return {
    order: rowFromJson(orders, row!.order),
    booking: rowFromJson(bookings, row!.booking),
    items: row!.items.map((i) => rowFromJson(bookingServiceItems, i)),
    paymentables: (row!.prepayment ?? []).map((p) => rowFromJson(paymentables, p)),
    message: row!.message ? rowFromJson(orderNotifications, row!.message) : null,
  };
}
