import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './catalogue';
import { users } from './sellers';

/** A six-digit code sent by SMS or WhatsApp. Only its HMAC is kept. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: text().primaryKey(),
    phoneNumber: text().notNull(),
    channel: text({ enum: ['sms', 'whatsapp'] }).notNull(),
    codeHash: text().notNull(),
    /** Tries so far, reserved before each comparison so parallel guesses cannot exceed the limit. */
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.phoneNumber, t.createdAt),
    check('phone_verifications_attempts', sql`${t.attempts} >= 0`),
  ],
);

/** A phone-call (call-in) verification: the user calls `dialNumber` from `phoneNumber`. */
export const callInVerifications = pgTable(
  'call_in_verifications',
  {
    id: text().primaryKey(),
    phoneNumber: text().notNull(),
    dialNumber: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.phoneNumber, t.createdAt), index().on(t.dialNumber, t.expiresAt)],
);

/** Issued access tokens by JWT id, so a token can be revoked before it expires. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['basic', 'sms', 'cip'] }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/** Shops a user keeps for later. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index().on(t.userId, t.createdAt)],
);
