import {
  LINE_PAY_ENVIRONMENTS,
  ONLINE_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENTABLE_STATUSES,
  PAYMENTABLE_TYPES,
  TRANSFER_REPORT_STATUSES,
  type TBankTransferAccount,
} from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './booking';
import { shops } from './catalogue';
import { createdAt, extensionOf, instant, money, primaryId, refTo, timestamps } from './columns';
import { users } from './identity';
import { sellers } from './sellers';

/** Something an order owes: its prepayment (訂金), the rest paid online (尾款); one of each. */
export const paymentables = pgTable(
  'paymentables',
  {
    id: primaryId(),
    orderId: refTo(() => orders.id, 'cascade'),
    type: text({ enum: PAYMENTABLE_TYPES }).notNull(),
    ...money('amount'),
    status: text({ enum: PAYMENTABLE_STATUSES }).notNull(),
    deadline: instant(),
    paidAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.orderId, t.type),
    index('paymentables_pending_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'PENDING'`),
    check('paymentables_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * One payment attempt against a paymentable (decision 014): one method, amount and currency.
 * The idempotency key makes a retried call harmless; refunds are reserved on `refundedAmount`
 * before they are sent, and the CHECK keeps them within what was paid.
 */
export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    paymentableId: refTo(() => paymentables.id, 'cascade'),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    ...money('amount'),
    status: text({ enum: PAYMENT_STATUSES }).notNull(),
    idempotencyKey: text().notNull().unique(),
    /** The payment method's own transaction (LINE Pay transactionId…), kept as a string. */
    methodTransactionId: text(),
    /** The customer who paid online (null for what the shop recorded). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The order id we sent the provider (LINE Pay's orderId): one per attempt, for ever. */
    providerOrderId: text().unique(),
    /** The paying channel (LINE Pay): refunds and reconciliation use the same one. */
    sellerId: integer().references(() => sellers.id, { onDelete: 'set null' }),
    refundedAmount: integer().notNull().default(0),
    /** When an unconfirmed attempt is given up (LINE Pay: 20 minutes after the request). */
    expiresAt: instant(),
    /** The provider's last return code or our reason, for support. */
    failureCode: text(),
    updatedAt: createdAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.paymentableId),
    index('payments_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('PENDING', 'CONFIRMING')`),
    check('payments_amount', sql`${t.amount} > 0`),
    check(
      'payments_refunded_amount',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
  ],
);

/** Every provider call and callback about a payment: what support reads to answer "did I pay?". */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: primaryId(),
    paymentId: refTo(() => payments.id, 'cascade'),
    /** REQUEST, CONFIRM, CHECK, DETAILS, REFUND, CALLBACK, CANCELLED_BY_CUSTOMER, EXPIRED… */
    kind: text().notNull(),
    returnCode: text(),
    detail: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.paymentId)],
);

export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export const REFUND_REASONS = ['CUSTOMER_CANCEL', 'SELLER_CANCEL', 'LATE_PAYMENT'] as const;

/** Money given back from a payment: reserved (PENDING) before the provider is called. */
export const refunds = pgTable(
  'refunds',
  {
    id: primaryId(),
    paymentId: refTo(() => payments.id, 'cascade'),
    amount: integer().notNull(),
    reason: text({ enum: REFUND_REASONS }).notNull(),
    status: text({ enum: REFUND_STATUSES }).notNull(),
    idempotencyKey: text().notNull().unique(),
    /** LINE Pay's refundTransactionId. */
    providerRefundId: text(),
    failureCode: text(),
    /**
     * Sends to the provider so far (the claim: 0 = never sent; above 0 an earlier send may have
     * reached LINE Pay, so its details are read before sending again).
     */
    attempts: integer().notNull().default(0),
    /**
     * When its `refund` work item was queued (decision 029), in the transaction that reserved
     * it; null for a LINE Pay refund reserved before the queue sent refunds (the adoption pass
     * queues those).
     */
    queuedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.paymentId),
    index('refunds_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('refunds_amount', sql`${t.amount} > 0`),
  ],
);

/** A customer's report of a bank transfer (帳號末五碼) against a paymentable. */
export const transferReports = pgTable(
  'transfer_reports',
  {
    id: primaryId(),
    paymentableId: refTo(() => paymentables.id, 'cascade'),
    lastFiveDigits: text().notNull(),
    ...money('amount'),
    transferredAt: instant().notNull(),
    status: text({ enum: TRANSFER_REPORT_STATUSES }).notNull().default('REPORTED'),
    rejectReason: text(),
    decidedAt: instant(),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.paymentableId),
    // At most one report waits for the shop per paymentable.
    uniqueIndex('transfer_reports_one_open')
      .on(t.paymentableId)
      .where(sql`${t.status} = 'REPORTED'`),
    check('transfer_reports_amount', sql`${t.amount} > 0`),
  ],
);

/** How a shop takes money online; a shop without a row takes none (and refunds in full until 24 h). */
export const shopPaymentSettings = pgTable(
  'shop_payment_settings',
  {
    shopId: extensionOf(() => shops.id),
    methods: text({ enum: ONLINE_PAYMENT_METHODS })
      .array()
      .notNull()
      .default(sql`'{}'`),
    bankTransfer: jsonb().$type<TBankTransferAccount>(),
    fullRefundHoursBefore: integer().notNull().default(24),
    lateRefundPercent: integer().notNull().default(0),
    /** Customers may pay the rest of a confirmed order online (orders:pay). */
    allowOnlineBalance: boolean().notNull().default(false),
    updatedAt: createdAt(),
  },
  (t) => [
    check('shop_payment_settings_refund_hours', sql`${t.fullRefundHoursBefore} between 0 and 720`),
    check('shop_payment_settings_refund_percent', sql`${t.lateRefundPercent} between 0 and 100`),
  ],
);

/** A seller's LINE Pay channel; the secret AES-256-GCM encrypted (lib/secret-box). */
export const sellerLinePayChannels = pgTable('seller_line_pay_channels', {
  sellerId: extensionOf(() => sellers.id),
  channelId: text().notNull(),
  secretCiphertext: text().notNull(),
  /** Last 4 characters of the secret, to tell which one is stored. */
  secretHint: text().notNull(),
  environment: text({ enum: LINE_PAY_ENVIRONMENTS }).notNull(),
  verifiedAt: instant(),
  updatedAt: createdAt(),
});
