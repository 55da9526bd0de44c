import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OrderedTable, reorderRows } from '../../lib/ordering';

/**
 * The reorder operation of one of a shop's lists: puts the rows `scope(shopId)` selects in the
 * order of `ids` (as reorderRows does), then answers the list as `list` reads it.
 */
export function shopListReorder<T>(spec: {
  table: OrderedTable;
  scope: (shopId: number) => SQL | undefined;
  message: string;
  list: (db: Db, ref: { shopId: number }) => Promise<T[]>;
}): (db: Db, request: { shopId: number; ids: number[] }) => Promise<T[]> {
  const { table, scope, message, list } = spec;
  return async (db, { shopId, ids }) => {
    await reorderRows(db, { table, scope: scope(shopId), ids, message });
    return list(db, { shopId });
  };
}
