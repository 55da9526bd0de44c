import { randomBytes } from 'node:crypto';
import type { TOrderSource } from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import { rowFromJson } from '../../../db/json-row';
import { PreparedStatement } from '../../../db/prepared';
import {
  bookings,
  bookingServiceItems,
  orderNotifications,
  orders,
  paymentables,
} from '../../../db/schema';
import {
  type OrderCustomer,
  type OrderCustomerShape,
  orderCustomerShape,
  orderCustomerStatement,
  orderCustomerValues,
} from '../../customers';
import {
  claimMessageStatement,
  claimMessageValues,
  composeBody,
  type NotificationRow,
} from '../../notifications';
import { type PaymentableRow, prepaymentStatement, prepaymentValues } from '../../payments';
import {
  type OrderActor,
  type planBooking,
  recordedRole,
  type ServiceRow,
  type ShopRow,
} from '../../availability';
import type { BookingContext } from '../context';
import type { Db } from '../../../db/client';
import { operatorLock } from './operator-lock';
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
type Written = {
  order: Json;
  booking: Json;
  items: Json[];
  prepayment: Json[] | null;
  message: Json | null;
};

/** A CTE body with no rows (statements are embedded in parentheses, as Drizzle does). */
const NOTHING = sql`(select null where false)`;
const p = sql.placeholder;

/**
 * The statement writing a new order (data-modifying CTEs): its customer, the order, the
 * operator's booking (after the operator's lock, see operatorLock) and its service items (from one JSON array, whatever their number), the
 * prepayment owed, the audit event and the confirmation message, each returned as JSON.
 */
function writeOrderSql(shape: OrderCustomerShape, prepayment: boolean, message: boolean) {
  const orderId = sql`(select id from new_order)`;
  return sql`
    with order_customer as ${orderCustomerStatement(shape)},
    new_order as (
      insert into orders (order_key, seller_id, shop_id, customer_id, status, any_operator,
        currency, total_price, starts_at, ends_at, note, profile, source, created_at, updated_at)
      values (${p('order_key')}::text, ${p('seller_id')}::int, ${p('shop_id')}::int,
        (select id from order_customer), ${p('status')}::text, ${p('any_operator')}::boolean,
        ${p('currency')}::text, ${p('total_price')}::int, ${p('starts_at')}::timestamptz,
        ${p('ends_at')}::timestamptz, ${p('note')}::text, ${p('profile')}::jsonb,
        ${p('source')}::text, ${p('now')}::timestamptz, ${p('now')}::timestamptz)
      returning *),
    operator_locked as (select ${operatorLock(sql`${p('operator_id')}::int`)}),
    new_booking as (
      insert into bookings (order_id, shop_id, operator_id, status, starts_at, ends_at,
        held_from, held_until)
      select ${orderId}, ${p('shop_id')}::int, ${p('operator_id')}::int, ${p('status')}::text,
        ${p('starts_at')}::timestamptz, ${p('ends_at')}::timestamptz,
        ${p('held_from')}::timestamptz, ${p('held_until')}::timestamptz
      from operator_locked
      returning *),
    new_items as (
      insert into booking_service_items (booking_id, service_id, name, price, duration_minutes,
        starts_at, ends_at, position)
      select (select id from new_booking), x.service_id, x.name, x.price, x.duration_minutes,
        x.starts_at, x.ends_at, x.position
      from jsonb_to_recordset(${p('items')}::jsonb) as x(service_id int, name text, price int,
        duration_minutes int, starts_at timestamptz, ends_at timestamptz, position int)
      returning *),
    new_event as (
      insert into order_events (order_id, type, actor, actor_user_id, data)
      values (${orderId}, 'CREATED', ${p('actor')}::text, ${p('actor_user_id')}::int,
        ${p('event_data')}::jsonb)),
    new_prepayment as ${prepayment ? prepaymentStatement(orderId) : NOTHING},
    new_message as ${
      message
        ? claimMessageStatement(orderId, sql`'confirmation:' || (select id from new_order)`)
        : NOTHING
    }
    select
      (select row_to_json(new_order) from new_order) as "order",
      (select row_to_json(new_booking) from new_booking) as booking,
      (select json_agg(new_items order by position) from new_items) as items,
      ${prepayment ? sql`(select json_agg(new_prepayment) from new_prepayment)` : sql`null::json`} as prepayment,
      ${message ? sql`(select row_to_json(new_message) from new_message)` : sql`null::json`} as message`;
}

/** The write's statements by shape (customer × prepayment × message), prepared once each. */
const writes = new Map<string, PreparedStatement<Written>>();

function writeOrderStatement(shape: OrderCustomerShape, prepayment: boolean, message: boolean) {
  const key = `order_write_${shape}_${prepayment ? 'p' : 'n'}_${message ? 'm' : 'n'}`;
  let statement = writes.get(key);
  if (!statement) {
    statement = new PreparedStatement<Written>(key, () =>
      writeOrderSql(shape, prepayment, message),
    );
    writes.set(key, statement);
  }
  return statement;
}

/**
 * Writes a new order as one prepared statement: one round trip, planned once per connection,
 * atomic on its own: all of it is written, or, when the exclusion constraint refuses the
 * overlap (or anything else fails), none of it. The confirmation (the outbox row) is delivered
 * after it. Given a transaction (`tx`: the order uses membership items), the same statement
 * runs inside it.
 */
export async function insertOrder(
  ctx: BookingContext,
  o: NewOrder,
  tx?: Db,
): Promise<InsertedOrder> {
  const status = o.prepayment ? 'AWAITING_PREPAYMENT' : 'CONFIRMED';
  const orderKey = randomBytes(16).toString('base64url');
  const startsAt = new Date(o.plan.startsAt);
  const to = o.customer.profile.phoneNumber;
  const shape = orderCustomerShape(o.customer);
  const statement = writeOrderStatement(shape, o.prepayment !== null, to !== null);
  const values = {
    ...orderCustomerValues(o.shop.sellerId, o.customer, o.now),
    order_key: orderKey,
    seller_id: o.shop.sellerId,
    shop_id: o.shop.id,
    status,
    any_operator: o.anyOperator,
    currency: o.shop.currency,
    total_price: o.chosen.reduce((sum, s) => sum + s.price, 0),
    starts_at: startsAt.toISOString(),
    ends_at: new Date(o.plan.endsAt).toISOString(),
    note: o.note,
    profile: JSON.stringify(o.customer.profile),
    source: o.channel,
    now: o.now.toISOString(),
    operator_id: o.operatorId,
    held_from: new Date(o.plan.heldFrom).toISOString(),
    held_until: new Date(o.plan.heldUntil).toISOString(),
    items: JSON.stringify(
      o.plan.items.map((item, position) => ({
        service_id: item.service.id,
        name: item.service.name,
        price: item.service.price,
        duration_minutes: item.service.durationMinutes,
        starts_at: new Date(item.start).toISOString(),
        ends_at: new Date(item.end).toISOString(),
        position,
      })),
    ),
    actor: recordedRole(o.actor),
    actor_user_id: o.actor.userId,
    event_data: JSON.stringify({ operatorId: o.operatorId, startsAt: startsAt.toISOString() }),
    ...(o.prepayment ? prepaymentValues({ ...o.prepayment, currency: o.shop.currency }) : {}),
    ...(to
      ? claimMessageValues({
          kind: 'CONFIRMATION',
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
      : {}),
  };
  const [row] = tx
    ? await statement.executeIn(tx, values)
    : await statement.execute(ctx.db, values);
  return {
    order: rowFromJson(orders, row!.order),
    booking: rowFromJson(bookings, row!.booking),
    items: row!.items.map((i) => rowFromJson(bookingServiceItems, i)),
    paymentables: (row!.prepayment ?? []).map((x) => rowFromJson(paymentables, x)),
    message: row!.message ? rowFromJson(orderNotifications, row!.message) : null,
  };
}
