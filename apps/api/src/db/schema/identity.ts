import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, primaryId, refTo, searchBigramsOf, timestamps } from './columns';

/**
 * People with a phone identity: sign-in, profile and password. Seller members and customers
 * point at a user.
 */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    /** E.164, a Taiwan trunk 0 removed: +886912345678. */
    phoneNumber: text().unique(),
    phoneNumberVerified: boolean().notNull().default(false),
    /** argon2id; null until the user sets a password. */
    passwordHash: text(),
    email: text(),
    displayName: text(),
    nickname: text(),
    photoUrl: text(),
    contactEmail: text(),
    gender: text({ enum: ['MALE', 'FEMALE', 'OTHER'] }),
    birthDate: date({ mode: 'string' }),
    /** The user agreed to receive the platform's promotional SMS (admin push messages). */
    smsMarketingOptIn: boolean().notNull().default(false),
    /** Suspended by the platform: sign-in is refused and every token stops working. */
    disabledAt: instant(),
    disabledReason: text(),
    ...timestamps(),
  },
  // The admin users list (issue 38): newest or oldest first, by name, the suspended ones, and
  // found by name, nickname or phone digits.
  (t) => [
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_name_idx').on(sql`coalesce(${t.displayName}, ${t.nickname})`, t.id),
    index('users_disabled_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.disabledAt} is not null`),
    index('users_admin_search_idx').using(
      'gin',
      searchBigramsOf(t.displayName, t.nickname, t.phoneNumber),
    ),
  ],
);

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
    expiresAt: instant().notNull(),
    consumedAt: instant(),
    createdAt: createdAt(),
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
    expiresAt: instant().notNull(),
    verifiedAt: instant(),
    consumedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.phoneNumber, t.createdAt), index().on(t.dialNumber, t.expiresAt)],
);

/** Issued access tokens by JWT id, so a token can be revoked before it expires. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: text().primaryKey(),
    userId: refTo(() => users.id, 'cascade'),
    provider: text({ enum: ['basic', 'sms', 'cip', 'line'] }).notNull(),
    expiresAt: instant().notNull(),
    revokedAt: instant(),
    /** The last admin call made with this token: an admin session idles out after 30 minutes. */
    adminSeenAt: instant(),
    /** Where the sign-in came from (the admin's user page lists sign-ins). */
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);
