import { inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { operators, productImages, serviceGroups, services, shopImages } from '../db/schema';
import { invalid } from './errors';

/** The lists a seller puts in order (their rows have a `position`). */
export type OrderedTable =
  | typeof serviceGroups
  | typeof services
  | typeof operators
  | typeof shopImages
  | typeof productImages;

/** Next free position at the end of the list of rows matching `scope` (ties sort by id). */
export async function nextPosition(db: Db, table: OrderedTable, scope: SQL): Promise<number> {
  const [row] = await db
    .select({ last: max(table.position) })
    .from(table)
    .where(scope);
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/**
 * Puts the rows matching `scope` in the order of `ids`: `ids` must be exactly those rows (no
 * more, no fewer, no repeats; else 400 on ids with `message`). Positions become 0, 1, 2… in one
 * statement.
 */
export async function reorderRows(
  db: Db,
  options: { table: OrderedTable; scope: SQL | undefined; ids: number[]; message: string },
): Promise<void> {
  const { table, scope, ids, message } = options;
  const existing = await db.select({ id: table.id }).from(table).where(scope);
  const wanted = new Set(ids);
  if (
    wanted.size !== ids.length ||
    wanted.size !== existing.length ||
    existing.some((row) => !wanted.has(row.id))
  ) {
    throw invalid('ids', message);
  }
  const order = `{${ids.join(',')}}`; // an int[] literal, bound as a parameter
  await db
    .update(table)
    .set({ position: sql`array_position(${order}::int[], ${table.id}) - 1` })
    .where(inArray(table.id, ids));
}
