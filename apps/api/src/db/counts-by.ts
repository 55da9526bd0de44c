import { count, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * How many rows of `key`'s table matching `where` hold each value of `key` (responses per form,
 * vouchers sold per template, products per group): one grouped count; a value no row holds is
 * absent from the map.
 */
export async function countsBy<K extends AnyPgColumn>(
  db: Pick<Db, 'select'>,
  key: K,
  where: SQL | undefined,
): Promise<Map<K['_']['data'] | null, number>> {
  const rows = await db.select({ key, n: count() }).from(key.table).where(where).groupBy(key);
  return new Map(rows.map((r) => [r.key as K['_']['data'] | null, r.n]));
}
