import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './catalogue';

/** Subscription plans a seller licenses per shop. */
export const plans = pgTable(
  'plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    /** Minor units of `currency`, per shop per month. */
    monthlyPrice: integer().notNull(),
    currency: text().notNull(),
    shopQuantity: integer().notNull(),
    operatorQuantity: integer(),
    features: jsonb().$type<string[]>().notNull().default([]),
    position: integer().notNull().default(0),
  },
  (t) => [check('plans_price_non_negative', sql`${t.monthlyPrice} >= 0`)],
);

export const shopLicenses = pgTable(
  'shop_licenses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => plans.id),
    status: text({ enum: ['TRIAL', 'ACTIVE', 'EXPIRED', 'CANCELLED'] }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.shopId, t.startsAt),
    check('shop_licenses_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
