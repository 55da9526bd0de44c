import {
  COUNTER_PAYMENT_METHODS,
  COUPON_DISCOUNT_TYPES,
  COUPON_SCOPES,
  COUPON_SOURCES,
  DEPOSITORY_TRANSACTION_KINDS,
  PRODUCT_SALE_PAYMENT_METHODS,
  VOUCHER_TRANSACTION_KINDS,
} from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bookings, bookingServiceItems, orders } from './booking';
import { services, shops } from './catalogue';
import {
  createdAt,
  instant,
  linkTable,
  money,
  primaryId,
  refTo,
  sortPosition,
  timestamps,
  validityDaysCheck,
} from './columns';
import { users } from './identity';
import { customers } from './membership';
import { sellerOwned } from './sellers';

// Membership items: what a customer holds at one seller. Every balance (money on a depository,
// sessions on a voucher, units in a shop's stock) is a column that a CHECK keeps at or above
// zero and that changes only in the same database transaction as the ledger row explaining it;
// the ledger rows carry the caller's idempotency key, unique per seller.

/**
 * The end of a ledger row (a depository's, a voucher's, a counter sale): the seller member who
 * recorded it, the caller's idempotency key and when.
 */
const recorded = () => ({
  actorUserId: integer().references(() => users.id),
  idempotencyKey: text().notNull(),
  createdAt: createdAt(),
});

/** The unique `<table>_key` on a ledger row's seller and idempotency key: a retry writes nothing. */
const recordedOnce = (table: string, t: { sellerId: AnyPgColumn; idempotencyKey: AnyPgColumn }) =>
  uniqueIndex(`${table}_key`).on(t.sellerId, t.idempotencyKey);

/** A stored-value offer: pay `payAmount`, receive `receiveAmount` to spend (儲值 1 萬送 1 千). */
export const topUpPlans = pgTable(
  'top_up_plans',
  {
    ...sellerOwned(),
    name: text().notNull(),
    payAmount: integer().notNull(),
    receiveAmount: integer().notNull(),
    currency: text().notNull(),
    /** Days the balance stays spendable after a top-up with this plan; null = no expiry. */
    validityDays: integer(),
    isActive: boolean().notNull().default(true),
    position: sortPosition(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.sellerId),
    check('top_up_plans_amounts', sql`${t.payAmount} > 0 and ${t.receiveAmount} >= ${t.payAmount}`),
    validityDaysCheck('top_up_plans', t),
  ],
);

/** A customer's stored-value account at a seller, one per currency. */
export const depositories = pgTable(
  'depositories',
  {
    ...sellerOwned(),
    customerId: refTo(() => customers.id),
    currency: text().notNull(),
    /** The sum of its transactions' amounts, kept in step with them; never negative. */
    balance: integer().notNull().default(0),
    /** Spendable until then (the latest expiring top-up extends it); null = no expiry. */
    expiresAt: instant(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('depositories_customer_currency_key').on(t.customerId, t.currency),
    index().on(t.sellerId),
    check('depositories_balance', sql`${t.balance} >= 0`),
  ],
);

export const depositoryTransactions = pgTable(
  'depository_transactions',
  {
    ...sellerOwned(),
    depositoryId: refTo(() => depositories.id, 'cascade'),
    kind: text({ enum: DEPOSITORY_TRANSACTION_KINDS }).notNull(),
    /** Signed change of the balance, minor units. */
    amount: integer().notNull(),
    balanceAfter: integer().notNull(),
    /** Money that changed hands: received for a top-up, paid back for a refund. */
    paidAmount: integer(),
    paymentMethod: text({ enum: COUNTER_PAYMENT_METHODS }),
    topUpPlanId: integer().references(() => topUpPlans.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id),
    productTransactionId: integer().references(() => productTransactions.id),
    reason: text(),
    ...recorded(),
  },
  (t) => [
    recordedOnce('depository_transactions', t),
    index().on(t.depositoryId, t.id),
    index().on(t.orderId),
    check('depository_transactions_amount', sql`${t.amount} <> 0 and ${t.balanceAfter} >= 0`),
  ],
);

/** A multi-visit voucher on sale (套票 / 計次券): N sessions of the covered services. */
export const voucherTemplates = pgTable(
  'voucher_templates',
  {
    ...sellerOwned(),
    name: text().notNull(),
    description: text().notNull().default(''),
    sessions: integer().notNull(),
    ...money('price'),
    /** Days a sold voucher stays valid; null = no expiry. */
    validityDays: integer(),
    isActive: boolean().notNull().default(true),
    position: sortPosition(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.sellerId),
    check('voucher_templates_sessions', sql`${t.sessions} between 1 and 100`),
    check('voucher_templates_price', sql`${t.price} >= 0`),
    validityDaysCheck('voucher_templates', t),
  ],
);

export const voucherTemplateServices = linkTable({
  name: 'voucher_template_services',
  left: ['templateId', () => voucherTemplates.id],
  right: ['serviceId', () => services.id],
});

/** A voucher sold to a customer: a copy of its template at the sale, and its sessions left. */
export const vouchers = pgTable(
  'vouchers',
  {
    ...sellerOwned(),
    customerId: refTo(() => customers.id),
    templateId: integer().references(() => voucherTemplates.id, { onDelete: 'set null' }),
    name: text().notNull(),
    sessionsTotal: integer().notNull(),
    sessionsLeft: integer().notNull(),
    ...money('price'),
    expiresAt: instant(),
    refundedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.customerId),
    index().on(t.sellerId),
    check(
      'vouchers_sessions',
      sql`${t.sessionsLeft} >= 0 and ${t.sessionsLeft} <= ${t.sessionsTotal}`,
    ),
  ],
);

/** The services a sold voucher covers (copied from its template at the sale). */
export const voucherServices = linkTable({
  name: 'voucher_services',
  left: ['voucherId', () => vouchers.id],
  right: ['serviceId', () => services.id],
});

export const voucherTransactions = pgTable(
  'voucher_transactions',
  {
    ...sellerOwned(),
    voucherId: refTo(() => vouchers.id, 'cascade'),
    kind: text({ enum: VOUCHER_TRANSACTION_KINDS }).notNull(),
    /** Signed change of the sessions left. */
    sessions: integer().notNull(),
    sessionsAfter: integer().notNull(),
    /** Money that changed hands: the sale's price, a refund's amount. */
    amount: integer(),
    paymentMethod: text({ enum: COUNTER_PAYMENT_METHODS }),
    orderId: integer().references(() => orders.id),
    /** The booking a USE served. */
    bookingId: integer().references(() => bookings.id),
    /**
     * The service of an online booking a RESERVE holds a session for (its USE or RELEASE carry
     * it too); null for the counter's USE of a whole booking.
     */
    serviceItemId: integer().references(() => bookingServiceItems.id),
    reason: text(),
    ...recorded(),
  },
  (t) => [
    recordedOnce('voucher_transactions', t),
    /** A booking uses at most one session of any voucher at the counter. */
    uniqueIndex('voucher_transactions_booking_use_key')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'USE' and ${t.serviceItemId} is null`),
    /** A booked service holds at most one session (reserved, then used or released once). */
    uniqueIndex('voucher_transactions_service_item_key')
      .on(t.serviceItemId, t.kind)
      .where(sql`${t.serviceItemId} is not null`),
    index().on(t.voucherId, t.id),
    index().on(t.orderId),
    check('voucher_transactions_sessions', sql`${t.sessionsAfter} >= 0`),
  ],
);

/** A coupon offer (優惠券): an amount or a percentage off, within a window. */
export const couponCampaigns = pgTable(
  'coupon_campaigns',
  {
    ...sellerOwned(),
    name: text().notNull(),
    description: text().notNull().default(''),
    discountType: text({ enum: COUPON_DISCOUNT_TYPES }).notNull(),
    /** Minor units for AMOUNT; 1–100 (percent) for PERCENT. */
    discountValue: integer().notNull(),
    currency: text().notNull(),
    /** The order (or covered services) must come to at least this, minor units. */
    minSpend: integer().notNull().default(0),
    scope: text({ enum: COUPON_SCOPES }).notNull().default('ORDER'),
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    perCustomerLimit: integer().notNull().default(1),
    /** Customers claim a coupon by typing this (upper case); null = issued by the shop only. */
    claimCode: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index().on(t.sellerId),
    uniqueIndex('coupon_campaigns_claim_code_key')
      .on(t.sellerId, t.claimCode)
      .where(sql`${t.claimCode} is not null`),
    check(
      'coupon_campaigns_discount',
      sql`${t.discountValue} > 0 and (${t.discountType} <> 'PERCENT' or ${t.discountValue} <= 100)`,
    ),
    check('coupon_campaigns_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('coupon_campaigns_limit', sql`${t.perCustomerLimit} between 1 and 100`),
    check('coupon_campaigns_min_spend', sql`${t.minSpend} >= 0`),
  ],
);

export const couponCampaignServices = linkTable({
  name: 'coupon_campaign_services',
  left: ['campaignId', () => couponCampaigns.id],
  right: ['serviceId', () => services.id],
});

/** A coupon a customer holds; `seq` counts their coupons of the campaign (≤ its limit). */
export const coupons = pgTable(
  'coupons',
  {
    ...sellerOwned(),
    campaignId: refTo(() => couponCampaigns.id, 'cascade'),
    customerId: refTo(() => customers.id),
    source: text({ enum: COUPON_SOURCES }).notNull(),
    seq: integer().notNull(),
    expiresAt: instant().notNull(),
    issuedByUserId: integer().references(() => users.id),
    /** Redemption: when, against which order, how much it took off, by whom. */
    redeemedAt: instant(),
    orderId: integer().references(() => orders.id),
    discountAmount: integer(),
    redeemedByUserId: integer().references(() => users.id),
    redeemIdempotencyKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_campaign_customer_seq_key').on(t.campaignId, t.customerId, t.seq),
    uniqueIndex('coupons_redeem_key')
      .on(t.sellerId, t.redeemIdempotencyKey)
      .where(sql`${t.redeemIdempotencyKey} is not null`),
    index().on(t.customerId),
    index().on(t.orderId),
    check(
      'coupons_redeemed',
      sql`(${t.redeemedAt} is null) = (${t.discountAmount} is null) and (${t.discountAmount} is null or ${t.discountAmount} >= 0)`,
    ),
  ],
);

export const productGroups = pgTable(
  'product_groups',
  {
    ...sellerOwned(),
    name: text().notNull(),
    position: sortPosition(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('product_groups_seller_name_key').on(t.sellerId, t.name)],
);

/** Something a seller sells over the counter (shampoo, aftercare kit…). */
export const products = pgTable(
  'products',
  {
    ...sellerOwned(),
    groupId: integer().references(() => productGroups.id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    ...money('price'),
    isActive: boolean().notNull().default(true),
    position: sortPosition(),
    ...timestamps(),
  },
  (t) => [index().on(t.sellerId, t.position), check('products_price', sql`${t.price} >= 0`)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: primaryId(),
    productId: refTo(() => products.id, 'cascade'),
    url: text().notNull(),
    position: sortPosition(),
  },
  (t) => [index().on(t.productId, t.position)],
);

/** Units of a product on a shop's shelf; never below zero. */
export const productStocks = pgTable(
  'product_stocks',
  {
    productId: refTo(() => products.id, 'cascade'),
    shopId: refTo(() => shops.id, 'cascade'),
    quantity: integer().notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.shopId] }),
    index().on(t.shopId),
    check('product_stocks_quantity', sql`${t.quantity} >= 0`),
  ],
);

/** A counter sale of products to a customer at a shop (its lines: productTransactionItems). */
export const productTransactions = pgTable(
  'product_transactions',
  {
    ...sellerOwned(),
    shopId: refTo(() => shops.id),
    customerId: refTo(() => customers.id),
    /** The visit it was sold with, if any. */
    orderId: integer().references(() => orders.id),
    ...money('total'),
    paymentMethod: text({ enum: PRODUCT_SALE_PAYMENT_METHODS }).notNull(),
    ...recorded(),
  },
  (t) => [
    recordedOnce('product_transactions', t),
    index().on(t.customerId),
    index().on(t.orderId),
    check('product_transactions_total', sql`${t.total} >= 0`),
  ],
);

export const productTransactionItems = pgTable(
  'product_transaction_items',
  {
    id: primaryId(),
    productTransactionId: refTo(() => productTransactions.id, 'cascade'),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    /** The product's name and price at the sale. */
    name: text().notNull(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    amount: integer().notNull(),
  },
  (t) => [
    index().on(t.productTransactionId),
    check('product_transaction_items_quantity', sql`${t.quantity} > 0`),
  ],
);
