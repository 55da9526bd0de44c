/**
 * Searches that score every match (shop-search.ts sends them here): one-character terms, no
 * keyword, several terms whose rarest window few shops have. The bigram GIN index narrows the
 * keyword's shops, each is scored (keywordRelevance) and the page cut from them sorted.
 * keyword-walk.ts also scores the rest of a several-terms page this way once its walked totals
 * run dry.
 */
import type { TSearchShopsQuery } from '@haoyue/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { keywordCondition, keywordRelevance } from './keyword-search';
import { filterConditions, isPublic, lookahead, pastTheEnd, type RankedShops } from './search-page';

/**
 * Several terms, one character or no keyword: the bigram index narrows the keyword's shops,
 * each is scored (keywordRelevance) and the page is cut from them sorted; without a keyword,
 * featured shops, then the newest.
 */
export async function rankByScore(db: Db, q: TSearchShopsQuery): Promise<RankedShops> {
  const rows = await scoredPage(db, q, { offset: (q.page - 1) * q.perPage, limit: q.perPage + 1 });
  return pastTheEnd(db, {
    page: q.page,
    ranked: lookahead(rows, q),
    count: () => sql`select 1 from ${shops} where ${scoredCondition(q)}`,
  });
}

/** The public shops a search's keyword and filters keep (the keyword through the GIN index). */
export function scoredCondition(q: TSearchShopsQuery): SQL | undefined {
  return and(isPublic, q.keyword ? keywordCondition(q.keyword) : undefined, ...filterConditions(q));
}

/**
 * Matching shops by relevance, then featured, then newest, cut at offset and limit; `below` keeps
 * only those scoring less than it.
 */
export async function scoredPage(
  db: Db,
  q: TSearchShopsQuery,
  cut: { offset: number; limit: number; below?: number },
): Promise<number[]> {
  const relevance = q.keyword ? keywordRelevance(q.keyword) : undefined;
  const rows = await db
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(
        scoredCondition(q),
        relevance && cut.below !== undefined ? sql`${relevance} < ${cut.below}` : undefined,
      ),
    )
    .orderBy(
      ...(relevance ? [sql`${relevance} desc`] : []),
      sql`${shops.featuredRank} asc nulls last`,
      sql`${shops.id} desc`,
    )
    .limit(cut.limit)
    .offset(cut.offset);
  return rows.map((r) => r.id);
}
