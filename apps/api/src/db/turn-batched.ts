import { sql, type SQL } from 'drizzle-orm';
import { turnBatch } from '../lib/turn-batch';
import type { Db } from './client';
import { preparedOn, type PreparedStatement } from './prepared';

/** A row of a batched statement: `q` says which search of the batch it answers (1-based). */
type BatchedRow = { q?: number };

/**
 * Searches of one kind asked for in one turn of the event loop, read by one statement
 * (`turnBatch`): each search's rows in its order. The same search asked for by several requests
 * in the turn is read once. A search with no row gets undefined.
 *
 * A search alone runs its own statement (`one`, given the search's values). A batch runs `many`
 * with each value as an array (`arrays`), padded to `size` with nulls (a null search has no rows,
 * and the statement answers the search of each array index in `q`): with the arrays' length
 * varying, PostgreSQL planned batches of two anew at every execution (its generic plan assumes a
 * longer array), while at a fixed length it keeps the generic plan after five runs.
 */
export function turnBatchedStatement<V extends Record<string, unknown>, R extends BatchedRow>(
  db: Db,
  name: string,
  batch: {
    statements: () => { one: PreparedStatement<R>; many: PreparedStatement<R> };
    arrays: (searches: V[]) => Record<string, unknown[]>;
    size: number;
  },
): (search: V) => Promise<R[] | undefined> {
  const load = preparedOn(db, `${name}:loader`, () => {
    const { one, many } = batch.statements();
    return turnBatch<string, R[]>(async (keys) => {
      const searches = keys.map((key) => JSON.parse(key) as V);
      if (searches.length === 1) {
        const rows = await one.execute(db, searches[0]!);
        return new Map(rows.length > 0 ? [[keys[0]!, rows]] : []);
      }
      const padded = Object.entries(batch.arrays(searches)).map(([column, values]) => [
        column,
        [...values, ...Array<null>(batch.size - values.length).fill(null)],
      ]);
      const rows = await many.execute(db, Object.fromEntries(padded));
      const byKey = new Map<string, R[]>();
      for (const row of rows) {
        const key = keys[row.q! - 1]!;
        const found = byKey.get(key);
        if (found) found.push(row);
        else byKey.set(key, [row]);
      }
      return byKey;
    }, batch.size);
  });
  // The search's values in a fixed order make its key: the same search, the same key.
  return (search) => load(JSON.stringify(search));
}

/**
 * A batch statement's FROM for `many`: one row `q` per search, its values unnested from the
 * arrays `arrays` gives (keyed by column; a padded search's first column is null), and each
 * search's rows from `lateral`, which reads the search's values as `q.<column>`, as `w`; `q.n`
 * is the search's place in the batch.
 */
export function eachSearch(
  columns: readonly (readonly [name: string, type: 'text' | 'int' | 'float8'])[],
  lateral: SQL,
): SQL {
  const arrays = columns.map(([name, type]) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`);
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  return sql`unnest(${sql.join(arrays, sql`, `)}) with ordinality as q(${names}, n)
    cross join lateral (${lateral}) w
    where q.${sql.raw(columns[0]![0])} is not null`;
}
