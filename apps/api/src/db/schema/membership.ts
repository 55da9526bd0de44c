import { GENDERS } from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { sellers } from './sellers';

/** A person as one seller knows them: what they told this seller, per seller. */
export const customers = pgTable(
  'customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer()
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_seller_user_key')
      .on(t.sellerId, t.userId)
      .where(sql`${t.userId} is not null`),
    index().on(t.userId),
    index().on(t.sellerId, t.phoneNumber),
  ],
);
