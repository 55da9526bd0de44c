import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, countries } from './geography';
import { sellers } from './sellers';
import {
  createdAt,
  extensionOf,
  linkTable,
  primaryId,
  refTo,
  searchBigramsOf,
  sortPosition,
  timestamps,
} from './columns';

/**
 * What a booking at the shop must prepay. NONE; FIXED = `fixedAmount` per order; PERCENTAGE =
 * `percentage`% of the order's price. Either applies only from `minOrderPrice` up. The customer
 * has `deadlineMinutes` from ordering (never past the start time) before the order expires.
 */
export type PrepaymentSettings = {
  mode: 'NONE' | 'FIXED' | 'PERCENTAGE';
  fixedAmount: number;
  percentage: number;
  minOrderPrice: number;
  deadlineMinutes: number;
};

export const NO_PREPAYMENT: PrepaymentSettings = {
  mode: 'NONE',
  fixedAmount: 0,
  percentage: 0,
  minOrderPrice: 0,
  deadlineMinutes: 1440,
};

export const industries = pgTable('industries', {
  id: primaryId(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  /**
   * Other words people type for the industry, Latin ones above all (`nail manicure` for 美甲):
   * keyword search reads them, with the name and slug, as part of each of its shops' text.
   */
  searchWords: text().notNull().default(''),
  imageUrl: text(),
  position: sortPosition(),
  /** Left off the public lists and filters by an admin; its shops keep it. */
  hidden: boolean().notNull().default(false),
});

/** The `cube` extension's type: here a point on the unit sphere, for near-me ordering. */
const cube = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });

export const shops = pgTable(
  'shops',
  {
    id: primaryId(),
    sellerId: refTo(() => sellers.id),
    displayName: text().notNull(),
    urlSlug: text().notNull().unique(),
    address: text().notNull(),
    introduction: text().notNull().default(''),
    phoneNumber: text(),
    industryId: refTo(() => industries.id),
    countryId: refTo(() => countries.id),
    cityId: refTo(() => cities.id),
    longitude: doublePrecision().notNull(),
    latitude: doublePrecision().notNull(),
    timeZone: text().notNull().default('Asia/Taipei'),
    currency: text().notNull(),
    /** Decision 022: only APPROVED shops are public; sellers' new shops start PENDING. */
    reviewStatus: text({ enum: ['PENDING', 'APPROVED', 'REJECTED', 'SUSPENDED', 'CLOSED'] })
      .notNull()
      .default('PENDING'),
    /** The reviewer's reason for the last review decision (shown to the seller), or null. */
    reviewNote: text(),
    /** When the review status last changed (submitted, approved, rejected, suspended). */
    reviewedAt: timestamp({ withTimezone: true }),
    /**
     * When the seller of a live shop last changed what review looks at (name, address, city,
     * photos) since its last review: it stays public and waits in the admins' re-review list
     * (decision 022). Null once reviewed again.
     */
    editedSinceReviewAt: timestamp({ withTimezone: true }),
    // Booking rules (issue 4). Minutes unless said otherwise.
    /** Start times fall on this grid, counted from local midnight. */
    slotMinutes: integer().notNull().default(30),
    /** How soon a customer may book: no start time earlier than now + this. */
    minLeadMinutes: integer().notNull().default(60),
    /** How far ahead bookings open, in calendar days (today + N, whole last day). */
    maxAdvanceDays: integer().notNull().default(60),
    /** A customer may cancel until this long before the start. */
    cancelCutoffMinutes: integer().notNull().default(120),
    /** A customer may reschedule until this long before the start. */
    rescheduleCutoffMinutes: integer().notNull().default(120),
    /** The customer is reminded this long before the visit; null = no reminder. */
    reminderMinutesBefore: integer().default(1440),
    prepaymentSettings: jsonb().$type<PrepaymentSettings>().notNull().default(NO_PREPAYMENT),
    /**
     * Goes up (database triggers, migration 0007) whenever anything availability is computed
     * from changes: this row, its hours, special days, services, operators, their services,
     * shifts and time off. The booking engine caches a shop's schedule per instance and trusts
     * it only while this number is unchanged.
     */
    scheduleVersion: integer().notNull().default(0),
    /**
     * Set by the billing job when the licence has lapsed past its grace period: new online
     * bookings are refused (existing ones stay). Cleared the moment a payment or grant covers it.
     */
    onlineBookingPausedAt: timestamp({ withTimezone: true }),
    /** Lower rank shows first on the home page; null = not featured. */
    featuredRank: integer(),
    /** Lower-cased name, address, industry and service names: what keyword search matches. */
    searchText: text().notNull().default(''),
    /**
     * Every two-character window of searchText (the pg_bigm idea): a GIN index on it finds
     * shops containing a keyword of two or more characters, which trigrams cannot do for
     * two-character Chinese words such as 美髮. Computed by the database.
     */
    searchBigrams: text()
      .array()
      .generatedAlwaysAs(sql`search_bigrams(search_text)`),
    /**
     * The shop's place as a point on the unit sphere (x, y, z). Straight-line distance between
     * such points grows with the distance on the ground, so a GiST index on it answers "nearest
     * first" (`<->`, KNN) without measuring every shop in range (decision 020).
     */
    geo: cube()
      .notNull()
      .generatedAlwaysAs(
        sql`cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))])`,
      ),
    ...timestamps(),
  },
  (t) => [
    index().on(t.industryId),
    index().on(t.cityId),
    index().on(t.countryId),
    index().on(t.sellerId),
    index().on(t.latitude, t.longitude),
    index('shops_featured_idx')
      .on(t.featuredRank)
      .where(sql`${t.featuredRank} is not null`),
    index('shops_search_bigrams_idx').using('gin', t.searchBigrams),
    index('shops_geo_idx')
      .using('gist', t.geo)
      .where(sql`review_status = 'APPROVED'`),
    // The admin shops table (issue 38): by review state, re-review list, sorts, text search.
    index('shops_review_status_idx').on(t.reviewStatus, t.id),
    index('shops_edited_idx')
      .on(t.id)
      .where(sql`${t.editedSinceReviewAt} is not null`),
    index('shops_reviewed_at_idx').on(t.reviewedAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('shops_name_idx').on(t.displayName, t.id),
    index('shops_admin_search_idx').using('gin', searchBigramsOf(t.displayName, t.urlSlug)),
    check('shops_url_slug_format', sql`${t.urlSlug} ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$'`),
    check('shops_longitude_range', sql`${t.longitude} between -180 and 180`),
    check('shops_latitude_range', sql`${t.latitude} between -90 and 90`),
    check(
      'shops_booking_rules',
      sql`${t.slotMinutes} between 5 and 240 and ${t.minLeadMinutes} >= 0 and ${t.maxAdvanceDays} between 1 and 366 and ${t.cancelCutoffMinutes} >= 0 and ${t.rescheduleCutoffMinutes} >= 0`,
    ),
  ],
);

export const shopImages = pgTable(
  'shop_images',
  {
    id: primaryId(),
    shopId: refTo(() => shops.id, 'cascade'),
    type: text({ enum: ['AVATAR', 'COVER', 'GALLERY'] }).notNull(),
    url: text().notNull(),
    position: sortPosition(),
  },
  (t) => [index().on(t.shopId, t.type, t.position)],
);

export const operators = pgTable(
  'operators',
  {
    id: primaryId(),
    shopId: refTo(() => shops.id, 'cascade'),
    displayName: text().notNull(),
    title: text(),
    introduction: text(),
    avatarUrl: text(),
    position: sortPosition(),
    isBookable: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.shopId, t.position)],
);

export const serviceGroups = pgTable(
  'service_groups',
  {
    id: primaryId(),
    shopId: refTo(() => shops.id, 'cascade'),
    name: text().notNull(),
    position: sortPosition(),
  },
  (t) => [index().on(t.shopId, t.position)],
);

export const services = pgTable(
  'services',
  {
    id: primaryId(),
    shopId: refTo(() => shops.id, 'cascade'),
    serviceGroupId: refTo(() => serviceGroups.id, 'cascade'),
    name: text().notNull(),
    description: text(),
    durationMinutes: integer().notNull(),
    /** Operator time held before the customer arrives (preparation). */
    bufferBeforeMinutes: integer().notNull().default(0),
    /** Operator time held after the service (cleaning, notes). */
    bufferAfterMinutes: integer().notNull().default(0),
    /** Minor units of `currency`. */
    price: integer().notNull(),
    /** Prepayment owed for this service instead of the shop's rule; null = the shop's rule. */
    prepaymentAmount: integer(),
    currency: text().notNull(),
    isBookable: boolean().notNull().default(true),
    position: sortPosition(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.shopId),
    index().on(t.serviceGroupId, t.position),
    check('services_duration_positive', sql`${t.durationMinutes} > 0`),
    check('services_price_non_negative', sql`${t.price} >= 0`),
    check(
      'services_buffers_non_negative',
      sql`${t.bufferBeforeMinutes} >= 0 and ${t.bufferAfterMinutes} >= 0`,
    ),
    check(
      'services_prepayment_amount',
      sql`${t.prepaymentAmount} is null or ${t.prepaymentAmount} >= 0`,
    ),
  ],
);

/** Which operators perform which service. */
export const operatorServices = linkTable({
  name: 'operator_services',
  left: ['operatorId', () => operators.id],
  right: ['serviceId', () => services.id],
  indexRight: true,
});

/**
 * The keyword index of public shops, in the order search answers: each distinct two-character
 * window of a shop's search text, once, with the first line it stands in (1 name, 2 services,
 * 3 place, 4 the rest: search-text.ts) and the shop's featured rank. Walking one window's rows in
 * index order yields its shops best first, so a broad word's first page reads a page of rows
 * however many shops match (decision 020). Kept by a trigger on shops, never written by code.
 */
export const shopSearchGrams = pgTable(
  'shop_search_grams',
  {
    gram: text().notNull(),
    line: smallint().notNull(),
    /** featured_rank, or the largest integer when not featured: featured shops first. */
    featuredKey: integer().notNull(),
    shopId: refTo(() => shops.id, 'cascade'),
  },
  (t) => [
    uniqueIndex('shop_search_grams_walk_idx').on(t.gram, t.line, t.featuredKey, t.shopId.desc()),
    index().on(t.shopId),
  ],
);

/**
 * How many public shops have each window of the keyword index: count(*) of its rows in
 * shop_search_grams, kept by triggers (migration 0039), never written by code. A search reads a
 * broad window's count, and picks a longer word's rarest window, by one index probe instead of
 * counting up to a thousand rows each time (decision 020's fourth follow-up of 2026-12-07).
 */
export const shopSearchGramCounts = pgTable('shop_search_gram_counts', {
  gram: text().primaryKey(),
  shops: integer().notNull(),
});

/**
 * A transaction's changes to the window counts until it commits (by its transaction id), added
 * to shop_search_gram_counts at commit in window order: transactions writing the same windows
 * never hold their counts' rows for longer than their commit, nor take them in another order.
 */
export const shopSearchGramDeltas = pgTable(
  'shop_search_gram_deltas',
  {
    tx: bigint({ mode: 'bigint' }).notNull(),
    gram: text().notNull(),
    delta: integer().notNull(),
  },
  (t) => [index().on(t.tx)],
);

/** The transactions with deltas to add at commit: one row each, whose deferred trigger adds them. */
export const shopSearchGramCountMarks = pgTable('shop_search_gram_count_marks', {
  tx: bigint({ mode: 'bigint' }).primaryKey(),
});

/** The shop cards' versions (shopCards.version). */
export const shopCardVersions = pgSequence('shop_card_versions');

/**
 * Each shop's public JSON as search pages and the shop page send it (decision 020's follow-up of
 * 2026-12-07): the shop's own fields, its images and its summary (starting price, rating), each
 * as the text catalogue/shop-card-json.ts builds. Written by triggers (migration 0038) whenever a
 * shop, its images, services or rating change, never by code: a page reads 20 texts instead of
 * building 20 objects and 20 image arrays per search, two thirds of a near page's database time.
 */
export const shopCards = pgTable('shop_cards', {
  shopId: extensionOf(() => shops.id),
  /**
   * Moves on at every rewrite: an instance keeps the cards it has read and checks this number in
   * the page's statement, reading a card's text again only when it moved. The microsecond of the
   * rewrite with a sequence's last three digits: never the same twice for a shop, even after a
   * restore set the sequence back while instances kept their copies.
   */
  version: bigint({ mode: 'bigint' })
    .notNull()
    .default(
      sql`(extract(epoch from clock_timestamp()) * 1000000)::bigint * 1000 + nextval('shop_card_versions') % 1000`,
    ),
  shop: text().notNull(),
  images: text().notNull(),
  summary: text().notNull(),
});

/**
 * The characters search_fold maps by lookup rather than translate(): traditional → simplified
 * (modules/catalogue/search-fold-chars.ts holds the same pairs). A translate() of thousands of
 * characters costs milliseconds a shop; a lookup per character does not.
 */
export const searchFolds = pgTable('search_folds', {
  fromChar: text().primaryKey(),
  toChar: text().notNull(),
});
