import { GENDERS } from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { sellers } from './sellers';
import { primaryId, refTo, timestamps } from './columns';

/** A person as one seller knows them: what they told this seller, per seller. */
export const customers = pgTable(
  'customers',
  {
    id: primaryId(),
    sellerId: refTo(() => sellers.id, 'cascade'),
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
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customers_seller_user_key')
      .on(t.sellerId, t.userId)
      .where(sql`${t.userId} is not null`),
    index().on(t.userId),
    index().on(t.sellerId, t.phoneNumber),
  ],
);
