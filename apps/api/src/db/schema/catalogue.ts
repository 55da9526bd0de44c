import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities, countries } from './geography';
import { sellers } from './sellers';

export const industries = pgTable('industries', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  imageUrl: text(),
  position: integer().notNull().default(0),
});

export const shops = pgTable(
  'shops',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer()
      .notNull()
      .references(() => sellers.id),
    displayName: text().notNull(),
    urlSlug: text().notNull().unique(),
    address: text().notNull(),
    introduction: text().notNull().default(''),
    phoneNumber: text(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    longitude: doublePrecision().notNull(),
    latitude: doublePrecision().notNull(),
    timeZone: text().notNull().default('Asia/Taipei'),
    currency: text().notNull(),
    reviewStatus: text({ enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    check('shops_url_slug_format', sql`${t.urlSlug} ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$'`),
    check('shops_longitude_range', sql`${t.longitude} between -180 and 180`),
    check('shops_latitude_range', sql`${t.latitude} between -90 and 90`),
  ],
);

export const shopImages = pgTable(
  'shop_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    type: text({ enum: ['AVATAR', 'COVER', 'GALLERY'] }).notNull(),
    url: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.shopId, t.type, t.position)],
);

export const operators = pgTable(
  'operators',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    displayName: text().notNull(),
    title: text(),
    introduction: text(),
    avatarUrl: text(),
    position: integer().notNull().default(0),
    isBookable: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.shopId, t.position)],
);

export const serviceGroups = pgTable(
  'service_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.shopId, t.position)],
);

export const services = pgTable(
  'services',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    serviceGroupId: integer()
      .notNull()
      .references(() => serviceGroups.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    durationMinutes: integer().notNull(),
    /** Minor units of `currency`. */
    price: integer().notNull(),
    currency: text().notNull(),
    isBookable: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.shopId),
    index().on(t.serviceGroupId, t.position),
    check('services_duration_positive', sql`${t.durationMinutes} > 0`),
    check('services_price_non_negative', sql`${t.price} >= 0`),
  ],
);

/** Which operators perform which service. */
export const operatorServices = pgTable(
  'operator_services',
  {
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.serviceId] }), index().on(t.serviceId)],
);
