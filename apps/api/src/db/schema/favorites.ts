import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './catalogue';
import { users } from './identity';

// Identity's favourites sit apart from identity.ts: they point at shops, whose file reaches
// users through sellers, so one file would close an import cycle.

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
