import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './identity';

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
