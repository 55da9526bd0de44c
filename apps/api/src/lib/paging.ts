import { sql } from 'drizzle-orm';

/** `count(*) over ()`: how many rows match in all, carried on every row of one page. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The meta of a page whose rows carry windowTotal(). Past the last page no row carries the
 * total, so only then is `countAll` asked.
 */
export async function pageMeta(
  rows: readonly { total: number }[],
  paging: { page: number; perPage: number },
  countAll: () => Promise<number>,
): Promise<{ page: number; perPage: number; total: number }> {
  const total = rows[0]?.total ?? (paging.page > 1 ? await countAll() : 0);
  return { page: paging.page, perPage: paging.perPage, total };
}
