import type { TPaging } from '@haoyue/contracts';
import { count, type SQL, sql, type Subquery } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** `count(*) over ()`: how many rows match in all, carried on every row of one page. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/** Which page of a list: from 1, `perPage` rows each. */
export type PageRequest = { page: number; perPage: number };

/** An ordered query that can still be cut to one page (a Drizzle select before its limit). */
export interface PageableQuery<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/**
 * One page of `query`, whose rows carry windowTotal(), and the list's meta: one read for the rows
 * and their total. Past the last page no row carries the total, so only then is `countAll` asked.
 */
export async function readWindowPage<R extends { total: number }>(
  query: PageableQuery<R>,
  paging: PageRequest,
  countAll: () => Promise<number>,
): Promise<{ rows: R[]; meta: PageRequest & { total: number } }> {
  const { page, perPage } = paging;
  const rows = await query.limit(perPage).offset((page - 1) * perPage);
  const total = rows[0]?.total ?? (page > 1 ? await countAll() : 0);
  return { rows, meta: { page, perPage, total } };
}

/** A paged answer: one page of rows and the list's meta. */
export type Paged<T> = { data: T[]; meta: TPaging };

/**
 * One page of `query` and how many rows match in all (`count`, a `{ total }` row), read at once:
 * the rows of the page and the list's meta, as every paged answer carries it.
 */
export async function readPage<R>(
  query: PageableQuery<R>,
  {
    count,
    paging,
    cap,
  }: {
    count: PromiseLike<{ total: number }[]>;
    paging: PageRequest;
    /** The count was cut at `cap + 1` rows (cappedCount): more than `cap` says "over `cap`". */
    cap?: number;
  },
): Promise<{ rows: R[]; meta: PageRequest & { total: number; totalExact?: boolean } }> {
  const { page, perPage } = paging;
  const [rows, [counted]] = await Promise.all([
    query.limit(perPage).offset((page - 1) * perPage),
    count,
  ]);
  const total = Number(counted?.total ?? 0);
  if (cap === undefined) return { rows, meta: { page, perPage, total } };
  return { rows, meta: { page, perPage, total: Math.min(total, cap), totalExact: total <= cap } };
}

/** How many rows of `table` match `where`: readWindowPage's count past the last page. */
export async function countRows(
  db: Pick<Db, 'select'>,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(table).where(where);
  return Number(counted?.total ?? 0);
}

/**
 * How many a list's total counts at most (COUNT_CAP): beyond it a list of many rows (every user,
 * the whole audit) answers "over 10,000" instead of counting every row on every page.
 */
export const COUNT_CAP = 10_000;

/**
 * `count(*)` of the rows `matching` selects, stopping after `cap + 1` of them: readPage's `count`
 * for a list whose total would otherwise read every row (pass the same `cap` to readPage).
 */
export function cappedCount(
  db: Pick<Db, 'select'>,
  matching: { limit(n: number): { as(alias: string): Subquery } },
  cap = COUNT_CAP,
): PromiseLike<{ total: number }[]> {
  return db.select({ total: count() }).from(matching.limit(cap + 1).as('capped'));
}
