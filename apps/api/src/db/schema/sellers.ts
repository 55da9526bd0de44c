import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * People with a phone identity. The identity module extends this table (passwords, profile);
 * the catalogue needs it only so seller members can point at a user.
 */
export const users = pgTable('users', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
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
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Which customer profile fields the seller's booking form shows and requires. */
export type ProfileSetting = Record<
  'birthDate' | 'contactEmail' | 'displayName' | 'gender' | 'phoneNumber',
  { enabled: boolean; required: boolean }
>;

/** The spec's defaults: every field shown; name and phone required. */
export const DEFAULT_PROFILE_SETTING: ProfileSetting = {
  birthDate: { enabled: true, required: false },
  contactEmail: { enabled: true, required: false },
  displayName: { enabled: true, required: true },
  gender: { enabled: true, required: false },
  phoneNumber: { enabled: true, required: true },
};

export const sellers = pgTable('sellers', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  displayName: text().notNull(),
  profileSetting: jsonb().$type<ProfileSetting>().notNull().default(DEFAULT_PROFILE_SETTING),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const SELLER_ROLES = ['OWNER', 'MANAGER', 'STAFF'] as const;

export const sellerMembers = pgTable(
  'seller_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer()
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    role: text({ enum: SELLER_ROLES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.sellerId, t.userId), index().on(t.userId)],
);
