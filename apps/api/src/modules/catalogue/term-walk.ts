/**
 * A keyword of one term of three or more characters, no filter, no point: its page in one
 * statement (shop-json.ts builds the page's shops around it). The term's rarest window
 * (rarestOf, from the kept counts), then its walk line by line from the window's first line, as
 * rankByGrams walks it (keyword-walk.ts), each line's walk read only while the page and one more
 * are not found: a recursive query, whose steps run in order and stop when the page is full. It
 * had been three statements in turn (the window, the walk, the page's shops).
 */
import type { TSearchShopsQuery } from '@haoyue/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { likeContaining } from '../../lib/like-pattern';
import { bigramsOf } from './keyword-search';
import { line, plainTerm, rarestOf, shopOf, walkLimit } from './keyword-walk';
import { SEARCH_TEXT_LINES } from './search-text';

/** A term walk's values: its windows (space-separated), LIKE pattern, and the rows to keep. */
export type TermWalkValues = {
  /** How many rows each line's walk reads, written into the statement (walkLimit). */
  walk: number;
  grams: string;
  pattern: string;
  /** The rows before the page, and the page with one more. */
  skip: number;
  take: number;
};

const LINES = Object.values(SEARCH_TEXT_LINES);
const literal = (n: number) => sql.raw(String(n));

/**
 * Line `n`'s walk (n an expression): the window's shops of lines 1..n merged in index order
 * (lines after n are switched off before they are read), kept when line n is the first line of
 * their text to hold the term, as an int[] of at most `walk` ids.
 */
function lineWalk(n: SQL, walk: number): SQL {
  const merged = sql.join(
    LINES.map(
      (m) => sql`(select featured_key, shop_id from shop_search_grams
        where gram = f.gram and line = ${literal(m)} and ${literal(m)} <= ${n}
        order by featured_key, shop_id desc nulls last)`,
    ),
    sql` union all `,
  );
  const firstHere = sql`split_part(s.search_text, E'\\n', ${n}) like q.pattern${sql.join(
    LINES.slice(0, -1).map(
      (m) => sql` and (${n} <= ${literal(m)} or ${line(m)} not like q.pattern)`,
    ),
    sql``,
  )}`;
  return sql`array(select c.shop_id
    from (select * from (${merged}) u order by 1, 2 desc nulls last) c
    ${shopOf('s')}
    where ${firstHere}
    order by c.featured_key, c.shop_id desc nulls last limit ${literal(walk)})`;
}

/**
 * The FROM of a term walk's page: `page(id, n)`, the page's shop ids (and one more) with their
 * place in the walk; `q` the search (`q.n` its place in a batch). `searches`: one search from
 * placeholders, or a batch's from arrays of them (grams, patterns, skips, takes).
 */
export function termWalkPages(walk: number, searches: 'one' | 'arrays'): SQL {
  const value = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const q =
    searches === 'one'
      ? sql`(select ${value('grams', 'text')} as grams, ${value('pattern', 'text')} as pattern,
          ${value('skip', 'int')} as skip, ${value('take', 'int')} as take, 1 as n) q`
      : sql`(select * from unnest(${value('gramLists', 'text[]')}, ${value('patterns', 'text[]')},
          ${value('skips', 'int[]')}, ${value('takes', 'int[]')})
          with ordinality as q(grams, pattern, skip, take, n)
        where q.grams is not null) q`;
  const last = literal(LINES[LINES.length - 1]!);
  return sql`${q}
    cross join lateral (
      with recursive f as (
        select r.gram, r."firstLine"::int as first
        from (${rarestOf(sql`string_to_array(q.grams, ' ')`)}) r where r.rows > 0),
      walk(n, ids, found) as (
        select f.first, ${lineWalk(sql`f.first`, walk)}, 0 from f
        union all
        select w.n + 1, ${lineWalk(sql`(w.n + 1)`, walk)}, w.found + cardinality(w.ids)
        from walk w cross join f
        where w.n < ${last} and w.found + cardinality(w.ids) < q.skip + q.take)
      select x.id, x.k as n
      from (select i.id, row_number() over (order by w.n, i.k)::int as k
            from walk w cross join unnest(w.ids) with ordinality as i(id, k)) x
      where x.k > q.skip and x.k <= q.skip + q.take) page`;
}

/** The values of termWalkPages for a search, or undefined when it does not apply. */
export function termWalkValues(q: TSearchShopsQuery): TermWalkValues | undefined {
  const term = plainTerm(q);
  if (term === undefined || Array.from(term).length < 3) return undefined;
  const skip = (q.page - 1) * q.perPage;
  const take = q.perPage + 1;
  return {
    walk: walkLimit(skip + take),
    grams: bigramsOf(term).join(' '),
    pattern: likeContaining(term),
    skip,
    take,
  };
}
