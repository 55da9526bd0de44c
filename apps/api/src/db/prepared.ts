import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A hot statement Drizzle's builders cannot prepare (data-modifying CTEs): built once from SQL
 * with `sql.placeholder`s, then run as a named prepared statement on the driver under the
 * database handle, so neither Drizzle nor PostgreSQL (once per connection) works it out again.
 * Placeholders inside the SQL text are sent as given: pass driver-ready values (numbers, text,
 * ISO instants, JSON text) and cast in the SQL where the type is not obvious.
 */
export class PreparedStatement<Row> {
  #query: { sql: string; params: unknown[] } | undefined;

  constructor(
    private readonly name: string,
    private readonly build: () => SQL,
  ) {}

  async execute(db: Db, values: Record<string, unknown>): Promise<Row[]> {
    this.#query ??= dialect.sqlToQuery(this.build());
    const params = fillPlaceholders(this.#query.params, values);
    const client = (db as unknown as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      const result = await client.query({ name: this.name, text: this.#query.sql, values: params });
      return result.rows as Row[];
    }
    if (client instanceof PGlite) {
      return (await client.query<Row>(this.#query.sql, params)).rows;
    }
    throw new Error(`${this.name}: prepared statements run on the database, not in a transaction`);
  }

  /**
   * The same statement inside a transaction (where a named prepared statement cannot run): its
   * text with the values bound as ordinary parameters, one round trip, planned each time.
   */
  async executeIn(tx: Db, values: Record<string, unknown>): Promise<Row[]> {
    this.#query ??= dialect.sqlToQuery(this.build());
    const params = fillPlaceholders(this.#query.params, values);
    const chunks = this.#query.sql
      .split(/\$(\d+)/)
      .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`));
    const result = await tx.execute(sql.join(chunks));
    return (result as unknown as { rows: Row[] }).rows;
  }
}

const byName = new Map<string, PreparedStatement<unknown>>();

/**
 * The PreparedStatement of this name, built on first use: for statements whose text varies by
 * a literal written into it (one statement per value, named after it), where a bound value would
 * keep PostgreSQL from ever choosing its generic plan.
 */
export function preparedStatement<Row>(name: string, build: () => SQL): PreparedStatement<Row> {
  let statement = byName.get(name);
  if (!statement) {
    statement = new PreparedStatement<unknown>(name, build);
    byName.set(name, statement);
  }
  return statement as PreparedStatement<Row>;
}

const perHandle = new WeakMap<Db, Map<string, unknown>>();

/**
 * A Drizzle prepared query of this database handle, made on first use (`build` calls the
 * builder's `.prepare(name)`): hot reads are neither rebuilt nor re-planned per request.
 */
export function preparedOn<T>(db: Db, name: string, build: (db: Db) => T): T {
  let statements = perHandle.get(db);
  if (!statements) {
    statements = new Map();
    perHandle.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(name, statement);
  }
  return statement;
}
