import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shops } from './catalogue';
import {
  createdAt,
  extensionOf,
  instant,
  money,
  period,
  primaryId,
  refTo,
  sortPosition,
  timestamps,
} from './columns';
import { users } from './identity';
import { sellerOwned, sellers } from './sellers';

/** Subscription plans a seller licenses per shop. */
export const plans = pgTable(
  'plans',
  {
    id: primaryId(),
    code: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    /** Minor units of `currency`, per shop per month, tax-inclusive. */
    monthlyPrice: integer().notNull(),
    /** Minor units of `currency`, per shop per year, tax-inclusive. */
    yearlyPrice: integer().notNull().default(0),
    currency: text().notNull(),
    shopQuantity: integer().notNull(),
    operatorQuantity: integer(),
    features: jsonb().$type<string[]>().notNull().default([]),
    position: sortPosition(),
  },
  (t) => [
    check('plans_price_non_negative', sql`${t.monthlyPrice} >= 0`),
    check('plans_yearly_price_non_negative', sql`${t.yearlyPrice} >= 0`),
  ],
);

export const BILLING_INTERVAL_VALUES = ['MONTH', 'YEAR'] as const;

export const shopLicenses = pgTable(
  'shop_licenses',
  {
    id: primaryId(),
    shopId: refTo(() => shops.id, 'cascade'),
    planId: refTo(() => plans.id),
    status: text({ enum: ['TRIAL', 'ACTIVE', 'EXPIRED', 'CANCELLED'] }).notNull(),
    interval: text({ enum: BILLING_INTERVAL_VALUES }).notNull().default('MONTH'),
    /** The system order that paid for (or granted) this period; null for a trial. */
    systemOrderId: integer().references(() => systemOrders.id, { onDelete: 'set null' }),
    ...period(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.shopId, t.startsAt),
    check('shop_licenses_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Per shop: what the next renewal charges, whether it renews, and its retry schedule. */
export const shopBilling = pgTable('shop_billing', {
  shopId: extensionOf(() => shops.id),
  nextPlanId: integer().references(() => plans.id),
  nextInterval: text({ enum: BILLING_INTERVAL_VALUES }).notNull().default('MONTH'),
  autoRenew: boolean().notNull().default(true),
  /** Failed renewal attempts for the period now due (reset when one is paid). */
  renewalFailures: integer().notNull().default(0),
  /**
   * When the queued renewal is tried next, as the owner's page shows it (the work queue keeps
   * the schedule); after its last try, when grace ends. Null = no failed try to show.
   */
  nextAttemptAt: instant(),
  /**
   * The period (its start: the end of the latest licence) whose renewal item is queued: the
   * renewal pass queues one item per period, by a conditional update of this column.
   */
  renewalQueuedFor: instant(),
  /** When the owner was last told the renewal could not be charged (one notice per attempt). */
  lastNoticeAt: instant(),
  ...timestamps(),
});

/**
 * The seller's card on file (one per seller): what the owner sees (brand, last four, expiry)
 * and the gateway's card key and token, sealed with PAYMENT_SECRET_KEY (lib/secret-box). The
 * card number never reaches us.
 */
export const sellerCards = pgTable('seller_cards', {
  sellerId: extensionOf(() => sellers.id),
  brand: text().notNull(),
  lastFour: text().notNull(),
  expiryMonth: integer().notNull(),
  expiryYear: integer().notNull(),
  cardKeySealed: text().notNull(),
  cardTokenSealed: text().notNull(),
  /** The saveCard call's idempotency key: the same key answers this card again. */
  idempotencyKey: text(),
  addedAt: createdAt(),
});

/** Who a seller's receipts are made out to (all optional). */
export const sellerBillingProfiles = pgTable('seller_billing_profiles', {
  sellerId: extensionOf(() => sellers.id),
  receiptTaxId: text(),
  receiptTitle: text(),
  receiptEmail: text(),
  ...timestamps(),
});

export const SYSTEM_ORDER_KIND_VALUES = ['PURCHASE', 'RENEWAL', 'GRANT'] as const;
export const SYSTEM_ORDER_STATUS_VALUES = ['PENDING', 'PAID', 'FAILED', 'REFUNDED'] as const;

/**
 * What the platform charged (or granted) a seller for a shop's licence period. Money in minor
 * units. The partial unique index is the once-per-period guarantee: a second PENDING or PAID
 * charge for the same shop and period start cannot be inserted, whoever races for it; a failed
 * attempt stays FAILED and a retry is a new row.
 */
export const systemOrders = pgTable(
  'system_orders',
  {
    ...sellerOwned(),
    shopId: refTo(() => shops.id, 'cascade'),
    planId: refTo(() => plans.id),
    interval: text({ enum: BILLING_INTERVAL_VALUES }).notNull(),
    kind: text({ enum: SYSTEM_ORDER_KIND_VALUES }).notNull(),
    status: text({ enum: SYSTEM_ORDER_STATUS_VALUES }).notNull(),
    ...money('amount'),
    periodStartsAt: instant().notNull(),
    periodEndsAt: instant().notNull(),
    idempotencyKey: text().notNull(),
    /** Ours, sent to the gateway as order_number: how a lost answer is found again. */
    gatewayOrderNumber: text().unique(),
    /** The gateway's rec_trade_id. */
    gatewayTradeId: text(),
    cardLabel: text(),
    failureReason: text(),
    createdBy: text({ enum: ['SELLER', 'JOB', 'ADMIN'] }).notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    paidAt: instant(),
    refundedAt: instant(),
    refundReason: text(),
    receiptNumber: text().unique(),
    receiptTaxId: text(),
    receiptTitle: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('system_orders_seller_idempotency').on(t.sellerId, t.idempotencyKey),
    uniqueIndex('system_orders_one_charge_per_period')
      .on(t.shopId, t.periodStartsAt)
      .where(sql`${t.status} in ('PENDING', 'PAID') and ${t.kind} <> 'GRANT'`),
    index().on(t.sellerId, t.createdAt),
    index().on(t.status, t.createdAt),
    check('system_orders_amount', sql`${t.amount} >= 0`),
    check('system_orders_period', sql`${t.periodEndsAt} > ${t.periodStartsAt}`),
  ],
);
