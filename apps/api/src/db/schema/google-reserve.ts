import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { orders } from './booking';
import { services, shops } from './catalogue';
import { createdAt, extensionOf, instant, primaryId, refTo, timestamps } from './columns';

export const GOOGLE_RESERVE_MERCHANT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/**
 * A shop's enrolment in Reserve with Google (decision 026). Only APPROVED shops that are
 * themselves open for online booking are served by the booking server; every other shop
 * answers as an unknown merchant.
 */
export const googleReserveMerchants = pgTable(
  'google_reserve_merchants',
  {
    shopId: extensionOf(() => shops.id),
    status: text({ enum: GOOGLE_RESERVE_MERCHANT_STATUSES }).notNull().default('PENDING'),
    /** Why the platform refused the enrolment (zh-TW, shown to the seller). */
    rejectReason: text(),
    /**
     * Google collects no prepayment for us: with this set, services that ask one are booked
     * through Google with nothing to pay in advance (paid at the shop); unset, they are not
     * bookable through Google at all.
     */
    payAtShop: boolean().notNull().default(false),
    /** The services offered through Google; null = every service open to online booking. */
    offeredServiceIds: jsonb().$type<number[]>(),
    /** The shop's place on Google Maps, as the seller entered it. */
    mapsPlaceUrl: text(),
    ...timestamps(),
    decidedAt: instant(),
  },
  (t) => [index().on(t.status)],
);

/** Google's user as CreateBooking described them (echoed in every booking we answer). */
export type GoogleUserInformation = {
  user_id: string;
  given_name?: string | undefined;
  family_name?: string | undefined;
  telephone?: string | undefined;
  email?: string | undefined;
};

/** What Google was last told of a booking (its own field names and values). */
export type GoogleToldState = { status: string; start_sec: string; duration_sec: string };

/** An order made through the booking server: whose Google user it is, which token made it. */
export const googleReserveBookings = pgTable(
  'google_reserve_bookings',
  {
    orderId: extensionOf(() => orders.id),
    shopId: refTo(() => shops.id, 'cascade'),
    googleUserId: text().notNull(),
    idempotencyToken: text().notNull().unique(),
    userInformation: jsonb().$type<GoogleUserInformation>().notNull(),
    /** Whether the slot Google sent named the party size (echoed back as Google sent it). */
    partySizeSent: boolean().notNull().default(false),
    /**
     * The booking as Google last heard it from us (an answer to CreateBooking, UpdateBooking or
     * GetBookingStatus, or a booking notification): a change on our side is notified only when
     * it differs, so Google's own changes are never echoed back. Null: Google has not heard yet.
     */
    toldGoogle: jsonb().$type<GoogleToldState>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.googleUserId)],
);

/**
 * CreateBooking's idempotency tokens. Not `idempotency_keys` (decision 017): those are claimed
 * inside the money write's own transaction and vanish with it on failure, while a booking is
 * written by the booking engine's own statements (it cannot run inside a caller's
 * transaction), and Google's token must stay claimed while the first request still runs or
 * after it timed out. So the token is claimed first, in its own statement; the answer (a
 * booking or a booking_failure, or a 400) is stored once known, and a duplicate meanwhile gets
 * 409. A claim whose request died without an answer is taken over after a while.
 */
export const googleReserveRequests = pgTable('google_reserve_requests', {
  idempotencyToken: text().primaryKey(),
  /** SHA-256 of the request body: the same token with another request is refused. */
  fingerprint: text().notNull(),
  claimedAt: instant().notNull(),
  /** HTTP status of the stored answer (200 or 400); null while the first request runs. */
  status: integer(),
  answer: jsonb(),
  createdAt: createdAt(),
});

export const GOOGLE_FEED_KINDS = ['merchants', 'services', 'availability'] as const;
export const GOOGLE_FEED_RUN_STATUSES = ['RUNNING', 'SUCCEEDED', 'FAILED'] as const;

/**
 * One generation and upload of a feed (the daily full refresh). A shop approved before a run
 * started is in it, so a seller's "last feed" is the latest run after their approval.
 */
export const googleReserveFeedRuns = pgTable(
  'google_reserve_feed_runs',
  {
    id: primaryId(),
    kind: text({ enum: GOOGLE_FEED_KINDS }).notNull(),
    status: text({ enum: GOOGLE_FEED_RUN_STATUSES }).notNull().default('RUNNING'),
    startedAt: instant().notNull().defaultNow(),
    finishedAt: instant(),
    /** Entities written (merchants, services or availability slots). */
    records: integer().notNull().default(0),
    /** Files written (Google's shards). */
    shards: integer().notNull().default(0),
    /** Where the uploader put the files (a folder outside production, the SFTP path in it). */
    location: text(),
    /** Why the run failed (English, for operators). */
    error: text(),
  },
  (t) => [index().on(t.kind, t.startedAt)],
);

export const GOOGLE_UPDATE_KINDS = ['AVAILABILITY_REPLACE', 'BOOKING_NOTIFICATION'] as const;
/**
 * SKIPPED: nothing left to tell (Google already knows, or the shop is no longer served). FAILED:
 * the batch's work item gave up (it is FAILED in the work queue, where a retry sends it again).
 */
export const GOOGLE_UPDATE_STATUSES = ['PENDING', 'SENT', 'FAILED', 'SKIPPED'] as const;

/**
 * Real-time updates owed to Google: a slot of an enrolled shop opened or closed, or a Google
 * booking changed on our side. Written beside the change (migration 0033's triggers); a periodic
 * pass claims a merchant's pending rows into one batch, a work item of the work queue (decision
 * 029), which sends them (availability as one replace for its services), retried there with
 * back-off.
 */
export const googleReserveUpdates = pgTable(
  'google_reserve_updates',
  {
    id: primaryId(),
    shopId: refTo(() => shops.id, 'cascade'),
    kind: text({ enum: GOOGLE_UPDATE_KINDS }).notNull(),
    /** AVAILABILITY_REPLACE: the service whose slots changed; null = every offered service. */
    serviceId: integer().references(() => services.id, { onDelete: 'cascade' }),
    /** BOOKING_NOTIFICATION: the Google booking that changed. */
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    /** AVAILABILITY_REPLACE: the period whose slots changed, [startsAt, endsAt). */
    startsAt: instant(),
    endsAt: instant(),
    status: text({ enum: GOOGLE_UPDATE_STATUSES }).notNull().default('PENDING'),
    /**
     * The batch (work item) that claimed the row; null while it waits for the next collection.
     * A merchant has at most one batch of PENDING rows at a time, so its updates go out in order.
     */
    batch: uuid(),
    /**
     * Unused since migration 0034 (the work queue keeps the tries and the back-off); kept while
     * the previous build, which reads them, may still run during a deploy (zero-downtime rule),
     * and to be dropped in a later release.
     */
    attempts: integer().notNull().default(0),
    nextAttemptAt: instant().notNull().defaultNow(),
    sentAt: instant(),
    /** The last failure (English, for operators). */
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.status, t.nextAttemptAt),
    index().on(t.status, t.id),
    index().on(t.batch),
    index().on(t.shopId, t.createdAt),
  ],
);
