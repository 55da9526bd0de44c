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
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { operators, services, shops } from './catalogue';
import { users } from './identity';
import { customers } from './membership';
import { sellers } from './sellers';

// Local times of day are minutes from local midnight (0–1440) in the shop's time zone.

/** A shop's weekly opening hours: several intervals a day allowed; none = closed that weekday. */
export const shopHours = pgTable(
  'shop_hours',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint().notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
  },
  (t) => [
    index().on(t.shopId, t.weekday),
    check('shop_hours_weekday', sql`${t.weekday} between 0 and 6`),
    check(
      'shop_hours_range',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/** A date whose hours replace the weekly ones: closed (no ranges) or special hours. */
export const shopSpecialDays = pgTable(
  'shop_special_days',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    /** Opening ranges that day as [startMinute, endMinute] pairs; empty = closed. */
    ranges: jsonb().$type<[number, number][]>().notNull().default([]),
    note: text(),
  },
  (t) => [unique().on(t.shopId, t.date)],
);

/** An operator's weekly working hours (SHIFT) and breaks inside them (BREAK). */
export const operatorShifts = pgTable(
  'operator_shifts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['SHIFT', 'BREAK'] }).notNull(),
    weekday: smallint().notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
  },
  (t) => [
    index().on(t.operatorId, t.weekday),
    check('operator_shifts_weekday', sql`${t.weekday} between 0 and 6`),
    check(
      'operator_shifts_range',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/** Leave, training, a doctor's visit: the operator cannot be booked in [startsAt, endsAt). */
export const operatorTimeOff = pgTable(
  'operator_time_off',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
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
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Unguessable, URL-safe: the order page is /orders/{orderKey}. */
    orderKey: text().notNull().unique(),
    sellerId: integer()
      .notNull()
      .references(() => sellers.id),
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    /** The customer chose 不指定: a reschedule may move them to another operator. */
    anyOperator: boolean().notNull().default(false),
    currency: text().notNull(),
    /** Minor units. */
    totalPrice: integer().notNull(),
    /** First booking's start (customer's arrival), copied for lists and reminders. */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    note: text(),
    /** Name, phone… as entered on the booking form, kept as the order was made. */
    profile: jsonb().$type<Record<string, string | null>>().notNull().default({}),
    source: text({ enum: ORDER_SOURCES }).notNull().default('ONLINE'),
    cancelReason: text(),
    cancelledBy: text({ enum: ORDER_ACTORS }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    operatorId: integer()
      .notNull()
      .references(() => operators.id),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    heldFrom: timestamp({ withTimezone: true }).notNull(),
    heldUntil: timestamp({ withTimezone: true }).notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: integer().references(() => services.id, { onDelete: 'set null' }),
    name: text().notNull(),
    price: integer().notNull(),
    durationMinutes: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    position: integer().notNull(),
  },
  (t) => [index().on(t.bookingId, t.position)],
);

/** Labels a seller puts on bookings (VIP, 新客…). */
export const bookingTags = pgTable(
  'booking_tags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer()
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: text().notNull().default('gray'),
  },
  (t) => [unique().on(t.sellerId, t.name)],
);

export const bookingBookingTags = pgTable(
  'booking_booking_tags',
  {
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    bookingTagId: integer()
      .notNull()
      .references(() => bookingTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.bookingTagId] })],
);

/** Photos attached to a booking (reference style, result). */
export const bookingImages = pgTable(
  'booking_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.bookingId, t.position)],
);

/** What happened to an order, who did it and when: the shop's audit trail. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text({
      enum: ['CREATED', 'RESCHEDULED', 'CANCELLED', 'EXPIRED', 'CONFIRMED', 'COMPLETED', 'NO_SHOW'],
    }).notNull(),
    actor: text({ enum: ORDER_ACTORS }).notNull(),
    actorUserId: integer().references(() => users.id),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
);
