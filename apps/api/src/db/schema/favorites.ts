import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { shops } from './catalogue';
import { users } from './identity';
import { createdAt, refTo } from './columns';

// Identity's favourites sit apart from identity.ts: they point at shops, whose file reaches
// users through sellers, so one file would close an import cycle.

/** Shops a user keeps for later. */
export const favorites = pgTable(
  'favorites',
  {
    userId: refTo(() => users.id, 'cascade'),
    shopId: refTo(() => shops.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index().on(t.userId, t.createdAt)],
);
