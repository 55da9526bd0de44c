import { getTableColumns, type Column, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/** Per table: each column's property key, its name in `row_to_json`'s output, and the column. */
const fieldsOf = new WeakMap<Table, [key: string, jsonName: string, column: Column][]>();

export function jsonFields(table: Table) {
  let fields = fieldsOf.get(table);
  if (!fields) {
    fields = Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      column.keyAsName ? toSnakeCase(key) : column.name,
      column,
    ]);
    fieldsOf.set(table, fields);
  }
  return fields;
}

/**
 * A row as PostgreSQL's `row_to_json` gives it (column names as keys, timestamps as text) turned
 * into the table's typed row, as Drizzle's own select would return it. The column names are
 * worked out once per table: this runs for every image and operator of every shop page.
 */
export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, jsonName, column] of jsonFields(table)) {
    const value = json[jsonName];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}
