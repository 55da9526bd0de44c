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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators, services, shops } from './catalogue';
import { users } from './identity';
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

/** A person as one seller knows them: what they told this seller, per seller. */
export const customers = pgTable(
  'customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer()
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** The signed-in user; null for a walk-in or phone customer the seller entered. */
    userId: integer().references(() => users.id),
    displayName: text(),
    phoneNumber: text(),
    contactEmail: text(),
    gender: text({ enum: ['MALE', 'FEMALE', 'OTHER'] }),
    birthDate: date({ mode: 'string' }),
    /** The seller's own notes about the customer. */
    summary: text(),
    lineUserId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_seller_user_key')
      .on(t.sellerId, t.userId)
      .where(sql`${t.userId} is not null`),
    index().on(t.userId),
    index().on(t.sellerId, t.phoneNumber),
  ],
);

export const ORDER_STATUSES = [
  'AWAITING_PREPAYMENT',
  'CONFIRMED',
  'COMPLETED',
  'NO_SHOW',
  'CANCELLED',
] as const;
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
    source: text({ enum: ['ONLINE', 'SELLER'] })
      .notNull()
      .default('ONLINE'),
    cancelReason: text(),
    cancelledBy: text({ enum: ['CUSTOMER', 'SELLER', 'SYSTEM'] }),
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

/** Something an order owes: its prepayment now; more kinds with the payments issue. */
export const paymentables = pgTable(
  'paymentables',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text({ enum: ['PREPAYMENT'] }).notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text({ enum: ['PENDING', 'PAID', 'EXPIRED', 'CANCELLED'] }).notNull(),
    deadline: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.orderId, t.type),
    index('paymentables_pending_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'PENDING'`),
    check('paymentables_amount', sql`${t.amount} > 0`),
  ],
);

/** Money received against a paymentable; the idempotency key makes a retried call harmless. */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentableId: integer()
      .notNull()
      .references(() => paymentables.id, { onDelete: 'cascade' }),
    method: text({ enum: ['CASH', 'BANK_TRANSFER', 'LINE_PAY', 'CARD', 'DEPOSITORY'] }).notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text({ enum: ['PENDING', 'SUCCEEDED', 'FAILED', 'REFUNDED'] }).notNull(),
    idempotencyKey: text().notNull().unique(),
    /** The payment method's own transaction (LINE Pay transactionId…), kept as a string. */
    methodTransactionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.paymentableId)],
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
    actor: text({ enum: ['CUSTOMER', 'SELLER', 'SYSTEM'] }).notNull(),
    actorUserId: integer().references(() => users.id),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
);

/**
 * Messages sent about orders. `dedupeKey` is unique: whichever instance inserts the row sends the
 * message, so a confirmation or reminder goes out once however many instances run the job.
 */
export const orderNotifications = pgTable(
  'order_notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({
      enum: ['CONFIRMATION', 'RESCHEDULED', 'CANCELLED', 'EXPIRED', 'REMINDER'],
    }).notNull(),
    channel: text({ enum: ['SMS', 'LINE'] }).notNull(),
    dedupeKey: text().notNull().unique(),
    recipient: text().notNull(),
    body: text().notNull(),
    status: text({ enum: ['PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    error: text(),
    /** Delivery tries so far; a failed try is retried with back-off up to a limit. */
    attempts: integer().notNull().default(0),
    /** When a PENDING message may next be tried (also a lease while one instance sends it). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.orderId),
    index('order_notifications_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);
