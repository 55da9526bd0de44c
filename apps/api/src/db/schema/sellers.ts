import { index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { createdAt, primaryId, refTo, timestamps } from './columns';

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

export const sellers = pgTable(
  'sellers',
  {
    id: primaryId(),
    displayName: text().notNull(),
    profileSetting: jsonb().$type<ProfileSetting>().notNull().default(DEFAULT_PROFILE_SETTING),
    ...timestamps(),
  },
  // The admin sellers list (issue 38): newest or oldest first, or by name.
  (t) => [
    index('sellers_created_at_idx').on(t.createdAt, t.id),
    index('sellers_name_idx').on(t.displayName, t.id),
  ],
);

/** The id and seller of a row that belongs to one seller and goes when the seller goes. */
export const sellerOwned = () => ({
  id: primaryId(),
  sellerId: refTo(() => sellers.id, 'cascade'),
});

export const SELLER_ROLES = ['OWNER', 'MANAGER', 'STAFF'] as const;

export const sellerMembers = pgTable(
  'seller_members',
  {
    ...sellerOwned(),
    userId: refTo(() => users.id),
    role: text({ enum: SELLER_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.sellerId, t.userId), index().on(t.userId)],
);
