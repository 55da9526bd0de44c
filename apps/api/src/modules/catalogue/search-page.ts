/**
 * What every way of ranking a search shares (shop-search.ts dispatches to them): the answer's
 * shape, the public shops and filters a search keeps, and the page's count: capped at
 * SEARCH_TOTAL_CAP, read one row beyond the page, or counted only past the end.
 */
import { SEARCH_TOTAL_CAP, type TSearchShopsQuery } from '@haoyue/contracts';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

/** Which shops a search shows on the asked page, in order, and how many match (up to the cap). */
export type RankedShops = {
  ids: number[];
  /** Metres from the searched point, by shop id, when near a point. */
  distances?: Map<number, number>;
  total: number;
  totalExact: boolean;
};

/** The public-shop filters a search may carry besides its keyword and point. */
export type Filters = Pick<TSearchShopsQuery, 'industryId' | 'countryId' | 'cityIds' | 'urlSlug'>;

/** Only reviewed and approved shops are public. */
export const isPublic = eq(shops.reviewStatus, 'APPROVED');

/** Conditions on `shops` for the filters, or none. */
export function filterConditions(q: Filters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    q.industryId ? eq(shops.industryId, q.industryId) : undefined,
    q.countryId ? eq(shops.countryId, q.countryId) : undefined,
    q.cityIds?.length ? inArray(shops.cityId, q.cityIds) : undefined,
    q.urlSlug ? eq(shops.urlSlug, q.urlSlug) : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** Whether a search carries any filter. */
export const hasFilters = (q: Filters) => filterConditions(q).length > 0;

/** How many rows a count query returns up to the cap, as the meta says it. */
export function capped(count: number): { total: number; totalExact: boolean } {
  return count > SEARCH_TOTAL_CAP
    ? { total: SEARCH_TOTAL_CAP, totalExact: false }
    : { total: count, totalExact: true };
}

/**
 * The meta of a page read one row beyond it (`rows` has at most perPage + 1): without another
 * query, the total is exact when the page ends the matches, else "more than those so far".
 */
export function lookahead(
  rows: number[],
  q: { page: number; perPage: number },
): Omit<RankedShops, 'distances'> {
  const skip = (q.page - 1) * q.perPage;
  const ids = rows.slice(0, q.perPage);
  return { ids, total: skip + ids.length, totalExact: rows.length <= q.perPage };
}

/**
 * A page past the end finds no row to say how many there were: only then is counting worth it
 * (up to the cap), so a link to page 9 of 3 still says how many pages there are.
 */
export async function pastTheEnd(
  db: Db,
  {
    page,
    ranked,
    count,
  }: { page: number; ranked: Omit<RankedShops, 'distances'>; count: () => SQL },
): Promise<Omit<RankedShops, 'distances'>> {
  if (ranked.ids.length > 0 || page === 1) return ranked;
  return { ids: [], ...(await countUpToCap(db, count())) };
}

/** `count(*)` over the first SEARCH_TOTAL_CAP + 1 rows of a select (one column, any). */
async function countUpToCap(db: Db, select: SQL): Promise<{ total: number; totalExact: boolean }> {
  const result = await db.execute(
    sql`select count(*)::int as n from (${select} limit ${SEARCH_TOTAL_CAP + 1}) c`,
  );
  return capped(Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0));
}
