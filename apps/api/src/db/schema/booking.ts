import { ORDER_ACTORS, ORDER_SOURCES, ORDER_STATUSES } from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { operators, services, shops } from './catalogue';
import { users } from './identity';
import { customers } from './membership';
import { sellerOwned, sellers } from './sellers';
import {
  createdAt,
  instant,
  linkTable,
  period,
  primaryId,
  refTo,
  sortPosition,
  timestamps,
  weeklyIntervalTable,
} from './columns';

// Local times of day are minutes from local midnight (0–1440) in the shop's time zone.

/** A shop's weekly opening hours: several intervals a day allowed; none = closed that weekday. */
export const shopHours = weeklyIntervalTable({
  name: 'shop_hours',
  ownerKey: 'shopId',
  owner: () => shops.id,
  columns: {},
});

/** A date whose hours replace the weekly ones: closed (no ranges) or special hours. */
export const shopSpecialDays = pgTable(
  'shop_special_days',
  {
    id: primaryId(),
    shopId: refTo(() => shops.id, 'cascade'),
    date: date({ mode: 'string' }).notNull(),
    /** Opening ranges that day as [startMinute, endMinute] pairs; empty = closed. */
    ranges: jsonb().$type<[number, number][]>().notNull().default([]),
    note: text(),
  },
  (t) => [unique().on(t.shopId, t.date)],
);

/** An operator's weekly working hours (SHIFT) and breaks inside them (BREAK). */
export const operatorShifts = weeklyIntervalTable({
  name: 'operator_shifts',
  ownerKey: 'operatorId',
  owner: () => operators.id,
  columns: {
    kind: text({ enum: ['SHIFT', 'BREAK'] }).notNull(),
  },
});

/** Leave, training, a doctor's visit: the operator cannot be booked in [startsAt, endsAt). */
export const operatorTimeOff = pgTable(
  'operator_time_off',
  {
    id: primaryId(),
    operatorId: refTo(() => operators.id, 'cascade'),
    ...period(),
    reason: text(),
  },
  (t) => [
    index().on(t.operatorId, t.startsAt),
    check('operator_time_off_range', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

// Enum values come from the contracts: one list for the API, the web and the database.
export { ORDER_STATUSES };
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses that hold an operator's time (the exclusion constraint's WHERE). */
export const ACTIVE_BOOKING_STATUSES = ['AWAITING_PREPAYMENT', 'CONFIRMED', 'COMPLETED'] as const;

export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    /** Unguessable, URL-safe: the order page is /orders/{orderKey}. */
    orderKey: text().notNull().unique(),
    /**
     * What customer and shop read aloud to each other: 8 characters without look-alikes
     * (no 0/O, 1/I/L), made by the database default `random_order_number()` (migration 0009).
     */
    orderNumber: text()
      .notNull()
      .unique()
      .default(sql`random_order_number()`),
    sellerId: refTo(() => sellers.id),
    shopId: refTo(() => shops.id),
    customerId: refTo(() => customers.id),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    /** The customer chose 不指定: a reschedule may move them to another operator. */
    anyOperator: boolean().notNull().default(false),
    currency: text().notNull(),
    /** Minor units. */
    totalPrice: integer().notNull(),
    /** startsAt = the first booking's start (arrival), copied for lists and reminders. */
    ...period(),
    note: text(),
    /** Name, phone… as entered on the booking form, kept as the order was made. */
    profile: jsonb().$type<Record<string, string | null>>().notNull().default({}),
    source: text({ enum: ORDER_SOURCES }).notNull().default('ONLINE'),
    cancelReason: text(),
    cancelledBy: text({ enum: ORDER_ACTORS }),
    cancelledAt: instant(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.customerId, t.startsAt),
    index().on(t.shopId, t.startsAt),
    index('orders_reminder_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} in ('AWAITING_PREPAYMENT', 'CONFIRMED')`),
  ],
);

/**
 * One operator's time for an order. `heldFrom`/`heldUntil` add the buffers to the customer's
 * `startsAt`/`endsAt`; the exclusion constraint `bookings_no_overlap` (migration 0004) refuses
 * two active bookings of one operator whose held ranges overlap.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: primaryId(),
    orderId: refTo(() => orders.id, 'cascade'),
    shopId: refTo(() => shops.id),
    operatorId: refTo(() => operators.id),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    ...period(),
    heldFrom: instant().notNull(),
    heldUntil: instant().notNull(),
    note: text(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.shopId, t.startsAt),
    check(
      'bookings_times',
      sql`${t.heldFrom} <= ${t.startsAt} and ${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.heldUntil}`,
    ),
  ],
);

/** The services of a booking, back to back, with name and price as sold. */
export const bookingServiceItems = pgTable(
  'booking_service_items',
  {
    id: primaryId(),
    bookingId: refTo(() => bookings.id, 'cascade'),
    serviceId: integer().references(() => services.id, { onDelete: 'set null' }),
    name: text().notNull(),
    price: integer().notNull(),
    durationMinutes: integer().notNull(),
    ...period(),
    position: integer().notNull(),
  },
  (t) => [index().on(t.bookingId, t.position)],
);

/** Labels a seller puts on bookings (VIP, 新客…). */
export const bookingTags = pgTable(
  'booking_tags',
  {
    ...sellerOwned(),
    name: text().notNull(),
    color: text().notNull().default('gray'),
  },
  (t) => [unique().on(t.sellerId, t.name)],
);

export const bookingBookingTags = linkTable({
  name: 'booking_booking_tags',
  left: ['bookingId', () => bookings.id],
  right: ['bookingTagId', () => bookingTags.id],
});

/** Photos attached to a booking (reference style, result). */
export const bookingImages = pgTable(
  'booking_images',
  {
    id: primaryId(),
    bookingId: refTo(() => bookings.id, 'cascade'),
    url: text().notNull(),
    position: sortPosition(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.bookingId, t.position)],
);

/** What happened to an order, who did it and when: the shop's audit trail. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: primaryId(),
    orderId: refTo(() => orders.id, 'cascade'),
    type: text({
      enum: ['CREATED', 'RESCHEDULED', 'CANCELLED', 'EXPIRED', 'CONFIRMED', 'COMPLETED', 'NO_SHOW'],
    }).notNull(),
    actor: text({ enum: ORDER_ACTORS }).notNull(),
    actorUserId: integer().references(() => users.id),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
);
