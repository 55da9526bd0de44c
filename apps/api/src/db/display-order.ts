import { asc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A table whose rows are shown in an order someone set. */
type ListTable = PgTable & { position: AnyPgColumn; id: AnyPgColumn };

/** The order a list is shown in: by the `position` its owner set, ties by `id` (oldest first). */
export function displayOrder(table: ListTable): [SQL, SQL] {
  return [asc(table.position), asc(table.id)];
}

export interface RowsInDisplayOrderInput<T extends ListTable> {
  table: T;
  where?: SQL;
  first?: SQL[];
}

/**
 * The rows of a list table matching `where` (every row when undefined) in display order; `first`
 * sorts before it (the shop, when several shops' lists are read at once).
 */
export function rowsInDisplayOrder<T extends ListTable>(
  db: Db,
  { table, where, first = [] }: RowsInDisplayOrderInput<T>,
): Promise<T['$inferSelect'][]> {
  // Drizzle cannot type a select from a generic table: the rows are the table's, as declared.
  return db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...first, ...displayOrder(table)) as unknown as Promise<T['$inferSelect'][]>;
}
