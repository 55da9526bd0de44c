import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { shops } from './catalogue';
import { createdAt, period, primaryId, refTo, sortPosition } from './columns';

/** Subscription plans a seller licenses per shop. */
export const plans = pgTable(
  'plans',
  {
    id: primaryId(),
    code: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    /** Minor units of `currency`, per shop per month. */
    monthlyPrice: integer().notNull(),
    currency: text().notNull(),
    shopQuantity: integer().notNull(),
    operatorQuantity: integer(),
    features: jsonb().$type<string[]>().notNull().default([]),
    position: sortPosition(),
  },
  (t) => [check('plans_price_non_negative', sql`${t.monthlyPrice} >= 0`)],
);

export const shopLicenses = pgTable(
  'shop_licenses',
  {
    id: primaryId(),
    shopId: refTo(() => shops.id, 'cascade'),
    planId: refTo(() => plans.id),
    status: text({ enum: ['TRIAL', 'ACTIVE', 'EXPIRED', 'CANCELLED'] }).notNull(),
    ...period(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.shopId, t.startsAt),
    check('shop_licenses_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
