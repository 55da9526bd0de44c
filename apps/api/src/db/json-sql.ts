import { sql, type Column, type SQL, type Table } from 'drizzle-orm';
import { jsonFields } from './json-row';

// JSON built by PostgreSQL to be sent as it is (the shop page's answer): written compactly, as
// JSON.stringify writes it. `json_build_object` and `json_agg` put spaces after colons and commas,
// and jsonb's text puts them after commas (and reorders keys), so objects are `row_to_json` of a
// one-row select and arrays `array_to_json` of an `array_agg`.

const KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/** A JSON object of these members, in this order: `{"a":1,"b":"x"}`. */
export function jsonObject(members: readonly (readonly [key: string, value: SQL])[]): SQL {
  const columns = members.map(([key, value]) => {
    if (!KEY.test(key)) throw new Error(`jsonObject: bad key ${key}`);
    return sql`${value} as "${sql.raw(key)}"`;
  });
  return sql`(select row_to_json(j) from (select ${sql.join(columns, sql`, `)}) j)`;
}

/** The JSON array of an aggregated value in this order, `[]` when there is no row. */
export function jsonArray(value: SQL, orderBy: SQL): SQL {
  return sql`coalesce(array_to_json(array_agg(${value} order by ${orderBy})), '[]'::json)`;
}

/**
 * Some of a table's columns, for its row aliased `alias`, as a JSON object keyed by property name
 * in the order given: what a presenter copying these fields gives once serialised. Instants come
 * out as `Date.prototype.toISOString()` writes them (UTC, milliseconds, `Z`); other columns as
 * `to_json` writes their values, which JSON.parse reads back to what the driver gives.
 */
export function jsonObjectOf<T extends Table>(
  table: T,
  alias: string,
  keys: readonly (keyof T['$inferSelect'] & string)[],
): SQL {
  return jsonObjectWith(table, alias, { keys });
}

/**
 * `jsonObjectOf` with members computed in SQL rather than copied from a column, placed where
 * `keys` names them.
 */
export function jsonObjectWith<T extends Table, K extends string = never>(
  table: T,
  alias: string,
  spec: {
    keys: readonly ((keyof T['$inferSelect'] & string) | K)[];
    computed?: Partial<Record<K, SQL>>;
  },
): SQL {
  const fields = new Map(jsonFields(table).map(([key, name, column]) => [key, { name, column }]));
  const computed: Record<string, SQL | undefined> = spec.computed ?? {};
  return jsonObject(
    spec.keys.map((key) => {
      const value = computed[key];
      if (value) return [key, value] as const;
      const field = fields.get(key);
      if (!field) throw new Error(`jsonObjectOf: no column ${key}`);
      const ref = sql.raw(`${alias}."${field.name}"`);
      return [key, isInstant(field.column) ? isoInstant(ref) : ref] as const;
    }),
  );
}

function isInstant(column: Column): boolean {
  if (column.columnType !== 'PgTimestamp' && column.columnType !== 'PgTimestampString') {
    return false;
  }
  if (!(column as Column & { withTimezone?: boolean }).withTimezone) {
    throw new Error(`jsonObjectOf: ${column.name} is a timestamp without time zone`);
  }
  return true;
}

/** An instant as toISOString writes it (microseconds cut, as the driver's Date cuts them). */
function isoInstant(ref: SQL): SQL {
  return sql`to_char(${ref} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
