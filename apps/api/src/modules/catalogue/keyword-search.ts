import { and, like, sql, type SQL } from 'drizzle-orm';
import { shops } from '../../db/schema';
import { likeContaining } from '../../lib/like-pattern';
import { searchFold } from './search-fold';
import { SEARCH_TEXT_LINES } from './search-text';

/** The distinct two-character windows of a term, by code point as PostgreSQL's substr counts. */
export function bigramsOf(term: string): string[] {
  const chars = Array.from(term);
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/** The distinct folded terms of a keyword (at most 8). */
export function keywordTerms(keyword: string): string[] {
  return [...new Set(searchFold(keyword).split(/\s+/).filter(Boolean))].slice(0, 8);
}

/**
 * The condition for a keyword: every whitespace-separated term, folded as the search text is
 * (臺北 finds 台北, ＳＰＡ finds spa), must appear in the shop's search text. Terms of two or more characters are first narrowed by the bigram GIN index; LIKE then
 * confirms the exact substring (bigrams alone would also match the letters in another order).
 */
export function keywordCondition(keyword: string): SQL | undefined {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return undefined;
  const grams = [...new Set(terms.flatMap(bigramsOf))];
  return and(
    grams.length > 0
      ? sql`${shops.searchBigrams} @> ARRAY[${sql.join(
          grams.map((g) => sql`${g}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    ...terms.map((term) => like(shops.searchText, likeContaining(term))),
  );
}

/**
 * How well a matching shop answers the keyword, for ordering: per term, 8 when the shop's name
 * has it, else 4 when one of its bookable services does, else 2 when its city or address does,
 * else 1 (introduction, industry). Read from the lines of the stored, folded search text
 * (search-text.ts), on the rows the condition kept.
 */
export function keywordRelevance(keyword: string): SQL<number> | undefined {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return undefined;
  return relevanceOf(terms.map((term) => sql`${likeContaining(term)}`));
}

/** keywordRelevance of terms given as LIKE patterns (values or placeholders). */
export function relevanceOf(patterns: SQL[]): SQL<number> {
  const line = (n: number) => sql`split_part(${shops.searchText}, E'\n', ${sql.raw(String(n))})`;
  const scores = patterns.map(
    (pattern) => sql`case
      when ${line(SEARCH_TEXT_LINES.name)} like ${pattern} then 8
      when ${line(SEARCH_TEXT_LINES.services)} like ${pattern} then 4
      when ${line(SEARCH_TEXT_LINES.place)} like ${pattern} then 2
      else 1 end`,
  );
  return sql<number>`(${sql.join(scores, sql` + `)})`;
}
