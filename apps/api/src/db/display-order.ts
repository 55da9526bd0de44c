import { asc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A table whose rows are shown in an order someone set. */
type ListTable = PgTable & { position: AnyPgColumn; id: AnyPgColumn };

/** The order a list is shown in: by the `position` its owner set, ties by `id` (oldest first). */
export function displayOrder(table: ListTable): [SQL, SQL] {
  return [asc(table.position), asc(table.id)];
}

/** Every row of a list table (countries, industries, plans…) in display order. */
export function allInDisplayOrder<T extends ListTable>(
  db: Db,
  table: T,
): Promise<T['$inferSelect'][]> {
  // Drizzle cannot type a select from a generic table: the rows are the table's, as declared.
  return db
    .select()
    .from(table as PgTable)
    .orderBy(...displayOrder(table)) as Promise<T['$inferSelect'][]>;
}
