import { GENDERS } from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { sellerOwned } from './sellers';
import { createdAt, linkTable, refTo, sortPosition, timestamps } from './columns';

/** A person as one seller knows them: what they told this seller, per seller. */
export const customers = pgTable(
  'customers',
  {
    ...sellerOwned(),
    /** The signed-in user; null for a walk-in or phone customer the seller entered. */
    userId: integer().references(() => users.id),
    displayName: text(),
    phoneNumber: text(),
    contactEmail: text(),
    gender: text({ enum: GENDERS }),
    birthDate: date({ mode: 'string' }),
    /** The seller's own notes about the customer. */
    summary: text(),
    lineUserId: text(),
    /** A walk-in record folded into the record of the user who verified its phone. */
    mergedIntoId: integer().references((): AnyPgColumn => customers.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customers_seller_user_key')
      .on(t.sellerId, t.userId)
      .where(sql`${t.userId} is not null`),
    index().on(t.userId),
    index().on(t.sellerId, t.phoneNumber),
    // One LINE user is one customer per seller (a record folded into another lends it over).
    uniqueIndex('customers_seller_line_user_key')
      .on(t.sellerId, t.lineUserId)
      .where(sql`${t.lineUserId} is not null and ${t.mergedIntoId} is null`),
    index('customers_unclaimed_phone_idx')
      .on(t.phoneNumber)
      .where(sql`${t.userId} is null and ${t.mergedIntoId} is null`),
  ],
);

/**
 * A phone customer's record given to the user who verified that phone: claimed (the record
 * becomes theirs) or merged into the record the user already had at that seller (orders moved).
 */
export const customerMerges = pgTable('customer_merges', {
  ...sellerOwned(),
  userId: refTo(() => users.id),
  fromCustomerId: refTo(() => customers.id),
  intoCustomerId: refTo(() => customers.id),
  phoneNumber: text().notNull(),
  ordersMoved: integer().notNull(),
  createdAt: createdAt(),
});

/**
 * A seller's label for customers (VIP, 常客, 學生…), with a colour. A tag with `vipExtraDays`
 * opens booking that many days beyond the shop's horizon to the customers who carry it.
 */
export const customerTags = pgTable(
  'customer_tags',
  {
    ...sellerOwned(),
    name: text().notNull(),
    /** A Mantine colour name (`coral`, `teal`, …). */
    color: text().notNull(),
    /** VIP booking window: days beyond the shop's normal maxAdvanceDays; null = none. */
    vipExtraDays: integer(),
    position: sortPosition(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customer_tags_seller_name_key').on(t.sellerId, t.name),
    check(
      'customer_tags_vip_days',
      sql`${t.vipExtraDays} is null or ${t.vipExtraDays} between 1 and 365`,
    ),
  ],
);

/** Which customer carries which tag (a tag and a customer of the same seller). */
export const customerTagLinks = linkTable({
  name: 'customer_tag_links',
  left: ['customerId', () => customers.id],
  right: ['tagId', () => customerTags.id],
  indexRight: true,
  columns: { createdAt: createdAt() },
});
