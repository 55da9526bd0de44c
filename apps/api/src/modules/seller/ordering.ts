import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { operators, serviceGroups, services, shopImages } from '../../db/schema';
import { invalid } from '../../lib/errors';

/**
 * Checks that `ids` are exactly the rows `existing` (no more, no fewer, no repeats) and stores
 * their order as positions 0, 1, 2… in one statement.
 */
export async function applyOrder(
  db: Db,
  table: typeof serviceGroups | typeof services | typeof operators | typeof shopImages,
  existing: number[],
  ids: number[],
  message: string,
): Promise<void> {
  const wanted = new Set(ids);
  if (
    wanted.size !== ids.length ||
    wanted.size !== existing.length ||
    existing.some((id) => !wanted.has(id))
  ) {
    throw invalid('ids', message);
  }
  const order = `{${ids.join(',')}}`; // an int[] literal, bound as a parameter
  await db
    .update(table)
    .set({ position: sql`array_position(${order}::int[], ${table.id}) - 1` })
    .where(inArray(table.id, ids));
}
