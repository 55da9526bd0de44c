/**
 * Keyword searches that walk the keyword index shop_search_grams (shop-search.ts sends them here),
 * which holds every public shop's two-character windows in search order (line of the text,
 * featured rank, newest): one term of two or more characters reads a page of a window's rows, or
 * walks its rarest window line by line; several terms walk their rarest window a score total at
 * a time. Each reads a page and one more, however many shops match. shop-json.ts writes a
 * one-window page in one statement from gramPageIds and gramCount.
 */
import { SEARCH_TOTAL_CAP, type TSearchShopsQuery } from '@haoyue/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { PreparedStatement, preparedStatement } from '../../db/prepared';
import { eachSearch, turnBatchedStatement } from '../../db/turn-batched';
import { rowsOf } from '../../lib/sql-rows';
import { likeContaining } from '../../lib/like-pattern';
import { bigramsOf, keywordTerms, relevanceOf } from './keyword-search';
import { rankByScore, scoredCondition, scoredPage } from './scored-search';
import {
  capped,
  filterConditions,
  type Filters,
  hasFilters,
  isPublic,
  lookahead,
  pastTheEnd,
  type RankedShops,
} from './search-page';
import { SEARCH_TEXT_LINES } from './search-text';

/**
 * A page read from batches that come in search order (a walk's lines, a score's totals): the
 * rows before the page are skipped, the page and one more kept (lookahead). `add` says when the
 * page is full.
 */
function pageCollector(q: { page: number; perPage: number }) {
  const ids: number[] = [];
  let toSkip = (q.page - 1) * q.perPage;
  return {
    ids,
    /** How many rows the next batch should read at most. */
    wanted: () => toSkip + q.perPage + 1 - ids.length,
    add(found: number[]): boolean {
      if (found.length <= toSkip) {
        toSkip -= found.length;
        return false;
      }
      ids.push(...found.slice(toSkip));
      toSkip = 0;
      return ids.length > q.perPage;
    },
  };
}

// ——— One term: the keyword index ————————————————————————————————————————————————————————————

/** A line's text of `shops.search_text`, for a LIKE. */
export const line = (n: number) => sql`split_part(s.search_text, E'\\n', ${sql.raw(String(n))})`;

/** The filters on the joined shop `s` (the keyword index holds public shops only). */
function joinedFilters(q: Filters): SQL {
  const parts: SQL[] = [];
  if (q.industryId) parts.push(sql` and s.industry_id = ${q.industryId}`);
  if (q.countryId) parts.push(sql` and s.country_id = ${q.countryId}`);
  if (q.cityIds?.length)
    parts.push(
      sql` and s.city_id in (${sql.join(
        q.cityIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (q.urlSlug) parts.push(sql` and s.url_slug = ${q.urlSlug}`);
  return sql.join(parts, sql``);
}

/**
 * The shop of each candidate the walk reads, `alias`, looked up by its id as the candidate comes
 * (the subquery is not flattened: `offset 0`), so the walk stays a nested loop that stops at its
 * limit. Joined plainly, a custom plan for a broad place word (臺北市, whose windows have tens of
 * thousands of rows but none in the first lines) guessed its LIKE on the lines rare and scanned
 * every shop in parallel instead: 86 ms alone at 100,000 shops, 0.2 ms walked.
 */
export const shopOf = (alias: string) =>
  sql`cross join lateral (select * from ${shops} where ${shops.id} = c.shop_id offset 0) ${sql.raw(alias)}`;

const placeholder = sql.placeholder;

/** Up to how many shops rarestGram reports for a window: fewer, and scoring them all is cheap. */
const RAREST_PROBE = 1000;

type Rarest = { gram: string; rows: number; firstLine: number | null };

/**
 * How many public shops have a window: its count kept by triggers (shop_search_gram_counts),
 * read by one index probe however many shops have it.
 */
const windowCount = (gram: SQL) =>
  sql`coalesce((select c.shops from shop_search_gram_counts c where c.gram = ${gram}), 0)`;

/** The rarest of the windows `grams` (a text[]), as one row; its count up to RAREST_PROBE. */
export const rarestOf = (grams: SQL) => sql`
    select r.gram, least(r.shops, ${RAREST_PROBE})::int as rows,
      (select min(g.line) from shop_search_grams g where g.gram = r.gram) as "firstLine"
    from (select x.gram, ${windowCount(sql`x.gram`)} as shops
          from unnest(${grams}) as x(gram)
          order by 2, 1 limit 1) r`;

/** Searches batched per turn by the walks' statements (as the pages: SHOP_PAGE_BATCH). */
const WALK_BATCH = 16;

/**
 * Of a keyword's windows, the one fewest public shops have (its count, reported up to
 * RAREST_PROBE): the fewer rows a walk reads to find the keyword's shops. 0 rows: no shop has
 * it. `firstLine` is the first line of the search text that has the window in any shop (the
 * index's first entry). The keywords asked for in one turn are probed by one statement
 * (turnBatchedStatement). Without filters, a term's page is one statement (term-walk.ts).
 */
async function rarestGram(db: Db, grams: string[]): Promise<Rarest> {
  const probe = turnBatchedStatement<{ grams: string }, Rarest & { q?: number }>(
    db,
    'search_rarest_grams',
    {
      statements: () => ({
        one: new PreparedStatement('search_rarest_gram', () =>
          rarestOf(sql`string_to_array(${placeholder('grams')}::text, ' ')`),
        ),
        // A window holds no white space: a keyword's windows travel as one text, space-separated.
        many: new PreparedStatement(
          'search_rarest_grams',
          () => sql`select w.*, q.n::int as "q"
            from ${eachSearch([['list', 'text']], rarestOf(sql`string_to_array(q.list, ' ')`))}
            order by q.n`,
        ),
      }),
      arrays: (searches) => ({ list: searches.map((s) => s.grams) }),
      size: WALK_BATCH,
    },
  );
  return (await probe({ grams: grams.join(' ') }))![0]!;
}

// The searches people make most, prepared once per connection: planning them cost more than
// running them (the keyword index answers a page in a tenth of a millisecond).

/**
 * A window's page of shop ids in search order, as an int[]: by default the placeholders gram,
 * limit and offset; or a batch's columns for each of its searches.
 */
export const gramPageIds = (
  v: { gram: SQL; limit: SQL; offset: SQL } = {
    gram: sql`${placeholder('gram')}`,
    limit: sql`${placeholder('limit')}`,
    offset: sql`${placeholder('offset')}`,
  },
) =>
  sql`array(select shop_id from shop_search_grams where gram = ${v.gram}
    order by line, featured_key, shop_id desc nulls last
    limit ${v.limit} offset ${v.offset})`;

/**
 * How many public shops have a window, up to the cap and one more, as a select of one row
 * (`total`): placeholder gram, or given.
 */
export const gramCountSelect = (gram: SQL = sql`${placeholder('gram')}`) =>
  sql`select least(${windowCount(gram)}, ${SEARCH_TOTAL_CAP + 1})::int as total`;

/** gramCountSelect as a value. */
export const gramCount = (gram?: SQL) => sql`(${gramCountSelect(gram)})`;

const gramPage = new PreparedStatement<{ ids: number[]; n: number }>(
  'search_gram_page',
  () => sql`select ${gramPageIds()} as ids, ${gramCount()} as n`,
);

/**
 * The page of a search the keyword index answers alone, in order (a term that is one window,
 * no filter, no point): its values for gramPageIds and gramCount, or undefined.
 */
export function singleWindowPage(
  q: TSearchShopsQuery,
): { gram: string; limit: number; offset: number } | undefined {
  const term = plainTerm(q);
  if (term === undefined || Array.from(term).length !== 2) return undefined;
  return { gram: term, limit: q.perPage, offset: (q.page - 1) * q.perPage };
}

/** The keyword's one term (folded) when the search has no other term, no point and no filter. */
export function plainTerm(q: TSearchShopsQuery): string | undefined {
  if (q.lng !== undefined && q.lat !== undefined) return undefined;
  if (hasFilters(q)) return undefined;
  const terms = keywordTerms(q.keyword ?? '');
  return terms.length === 1 ? terms[0] : undefined;
}

/**
 * How many rows a prepared walk reads: the rows wanted rounded up to a power of two (reading
 * more is harmless: the page collector keeps what it needs), written into the statement. With
 * `limit $wanted` PostgreSQL's generic plan assumed a tenth of the window's rows and lost to a
 * custom plan, made anew at every execution; with the limit written in, it keeps the generic one.
 */
export const walkLimit = (wanted: number) => 2 ** Math.ceil(Math.log2(Math.max(wanted, 1)));

/**
 * Line n of a longer term's walk (placeholders gram, pattern and, unless `limit` is written in,
 * wanted): the window's shops from lines 1..n merged in index order, kept when line n is the
 * first to hold the term, with the filters on the joined shop `s`.
 */
function walkLine(
  n: number,
  filters: SQL,
  /** The limit written in, and a batch's columns for the gram and pattern placeholders. */
  given: { limit?: SQL; gram?: SQL; pattern?: SQL } = {},
): SQL {
  const {
    limit = sql`${placeholder('wanted')}`,
    gram = sql`${placeholder('gram')}`,
    pattern = sql`${placeholder('pattern')}`,
  } = given;
  const v = { gram, pattern };
  const upTo = Object.values(SEARCH_TEXT_LINES).filter((m) => m <= n);
  const merged = sql.join(
    upTo.map(
      (m) => sql`(select featured_key, shop_id from shop_search_grams
        where gram = ${v.gram} and line = ${sql.raw(String(m))}
        order by featured_key, shop_id desc nulls last)`,
    ),
    sql` union all `,
  );
  const earlier = upTo.filter((m) => m < n).map((m) => sql` and ${line(m)} not like ${v.pattern}`);
  return sql`
    select c.shop_id as id, c.featured_key as "featuredKey"
    from (select * from (${merged}) u order by 1, 2 desc nulls last) c
    ${shopOf('s')}
    where ${line(n)} like ${v.pattern}${sql.join(earlier, sql``)}${filters}
    order by c.featured_key, c.shop_id desc nulls last limit ${limit}`;
}

type WalkRow = { id: number; featuredKey: number; q?: number };

/**
 * Line n of walks without filters, prepared per limit (planning the merge cost more than running
 * it); the walks of one line and limit asked for in one turn are read by one statement
 * (turnBatchedStatement), each search's rows in its walk's order.
 */
async function walkLineRows(
  db: Db,
  n: number,
  values: { gram: string; pattern: string; wanted: number },
): Promise<WalkRow[]> {
  const limit = walkLimit(values.wanted);
  const literal = sql.raw(String(limit));
  const name = `search_walks_${n}:${limit}`;
  const walks = turnBatchedStatement<{ gram: string; pattern: string }, WalkRow>(db, name, {
    statements: () => ({
      one: preparedStatement<WalkRow>(`search_walk_${n}:${limit}`, () =>
        walkLine(n, sql``, { limit: literal }),
      ),
      many: preparedStatement<WalkRow>(
        name,
        () => sql`select w.*, q.n::int as "q"
          from ${eachSearch(
            [
              ['gram', 'text'],
              ['pattern', 'text'],
            ],
            walkLine(n, sql``, { limit: literal, gram: sql`q.gram`, pattern: sql`q.pattern` }),
          )}
          order by q.n, w."featuredKey", w.id desc`,
      ),
    }),
    arrays: (searches) => ({
      gram: searches.map((s) => s.gram),
      pattern: searches.map((s) => s.pattern),
    }),
    size: WALK_BATCH,
  });
  return (await walks({ gram: values.gram, pattern: values.pattern })) ?? [];
}

/**
 * One term of two or more characters, ranked as keywordRelevance ranks one term: by the first
 * line of the search text that has it (name, services, place, the rest), then featured rank,
 * then newest.
 */
export async function rankByGrams(
  db: Db,
  q: TSearchShopsQuery,
  term: string,
): Promise<RankedShops> {
  const grams = bigramsOf(term);
  const skip = (q.page - 1) * q.perPage;
  const filtered = hasFilters(q);
  const join = filtered ? sql`join shops s on s.id = g.shop_id` : sql``;
  if (Array.from(term).length === 2) {
    // The term is one window: the index's line is the term's line, so its order is the answer.
    const where = sql`where g.gram = ${grams[0]!}${filtered ? joinedFilters(q) : sql``}`;
    const pageOf = (limit: number) =>
      db.execute(sql`select g.shop_id as id from shop_search_grams g ${join} ${where}
        order by g.line, g.featured_key, g.shop_id desc nulls last limit ${limit} offset ${skip}`);
    if (!filtered) {
      // The window's count is kept (shop_search_gram_counts): one probe.
      const values = { gram: grams[0]!, limit: q.perPage, offset: skip };
      const [page] = await gramPage.execute(db, values);
      return { ids: page?.ids ?? [], ...capped(page?.n ?? 0) };
    }
    const rows = rowsOf<{ id: number }>(await pageOf(q.perPage + 1)).map((r) => r.id);
    return pastTheEnd(db, {
      page: q.page,
      ranked: lookahead(rows, q),
      count: () => sql`select 1 from shop_search_grams g ${join} ${where}`,
    });
  }

  // A longer term: walk its rarest window's shops and keep those whose text has the whole term.
  // Its line is at or after the window's, so line by line: for line n, the window's shops from
  // lines 1..n merged in index order, kept when line n is the first to hold the term.
  const { gram, rows, firstLine } = await rarestGram(db, grams);
  if (rows === 0) return { ids: [], total: 0, totalExact: true };
  const pattern = likeContaining(term);
  const filters = joinedFilters(q);
  const page = pageCollector(q);
  // Line n's walk reads the window's rows of lines 1..n: before the window's first line it
  // reads none, so those lines are not asked (a place name's windows are seldom in a name).
  for (const n of Object.values(SEARCH_TEXT_LINES).filter((m) => m >= (firstLine ?? 1))) {
    // One beyond the page: whether more follow, without counting them.
    const values = { gram, pattern, wanted: page.wanted() };
    const found = (
      filtered
        ? await new PreparedStatement<{ id: number }>('', () => walkLine(n, filters)).executeIn(
            db,
            values,
          )
        : await walkLineRows(db, n, values)
    ).map((r) => r.id);
    if (page.add(found)) break;
  }
  return pastTheEnd(db, {
    page: q.page,
    ranked: lookahead(page.ids, q),
    count: () => sql`select 1 from shop_search_grams g join shops s on s.id = g.shop_id
      where g.gram = ${gram} and s.search_text like ${pattern}${filters}`,
  });
}

// ——— Several terms: the rarest window's shops, a score at a time ————————————————————————————————

/** What a term scores by the first line that has it (keywordRelevance). */
const LINE_SCORES = [8, 4, 2, 1] as const;

/** The totals several terms can score together, highest first (8 + 8 … 1 + 1). */
function possibleTotals(terms: number): number[] {
  let totals = new Set<number>([0]);
  for (let i = 0; i < terms; i++)
    totals = new Set([...totals].flatMap((t) => LINE_SCORES.map((score) => t + score)));
  return [...totals].sort((a, b) => b - a);
}

/** How many score tiers are walked before the rest of the page is scored and sorted instead. */
const WALKED_TIERS = 2;

/**
 * One total's walk for a keyword of `terms` terms (placeholders gram, total, the terms' LIKE
 * patterns p0, p1, … and, unless `limit` is written in, wanted): the rarest window's shops of
 * every line merged in index order, kept when they have every term and score exactly the total.
 */
function tierWalk(
  terms: number,
  filters: SQL[] = [],
  /** The limit written in, and a batch's columns for the other placeholders (pattern i: `p${i}`). */
  given: { limit?: SQL; column?: (name: string) => SQL } = {},
): SQL {
  const { limit = sql`${placeholder('wanted')}`, column = (name) => sql`${placeholder(name)}` } =
    given;
  const patterns = Array.from({ length: terms }, (_, i) => column(`p${i}`));
  const merged = sql.join(
    Object.values(SEARCH_TEXT_LINES).map(
      (m) => sql`(select featured_key, shop_id from shop_search_grams
        where gram = ${column('gram')} and line = ${sql.raw(String(m))}
        order by featured_key, shop_id desc nulls last)`,
    ),
    sql` union all `,
  );
  const has = and(isPublic, ...patterns.map((p) => sql`${shops.searchText} like ${p}`), ...filters);
  return sql`
    select c.shop_id as id, c.featured_key as "featuredKey"
    from (select * from (${merged}) u order by 1, 2 desc nulls last) c
    ${shopOf('shops')}
    where ${has} and ${relevanceOf(patterns)} = ${column('total')}
    order by c.featured_key, c.shop_id desc nulls last limit ${limit}`;
}

type TierValues = { gram: string; total: number } & Record<`p${number}`, string>;

/**
 * tierWalk without filters, prepared per number of terms (at most 8) and limit (walkLimit); the
 * walks of one such statement asked for in one turn are read by one (turnBatchedStatement).
 */
async function tierWalkRows(
  db: Db,
  terms: number,
  values: TierValues & { wanted: number },
): Promise<WalkRow[]> {
  const limit = walkLimit(values.wanted);
  const literal = sql.raw(String(limit));
  const name = `search_tier_walks_${terms}:${limit}`;
  const patterns = Array.from({ length: terms }, (_, i) => `p${i}` as const);
  const walks = turnBatchedStatement<TierValues, WalkRow>(db, name, {
    statements: () => ({
      one: preparedStatement<WalkRow>(`search_tiers_${terms}:${limit}`, () =>
        tierWalk(terms, [], { limit: literal }),
      ),
      many: preparedStatement<WalkRow>(name, () => {
        const columns = [
          ['gram', 'text'],
          ['total', 'int'],
          ...patterns.map((p) => [p, 'text'] as const),
        ] as const;
        const walk = tierWalk(terms, [], { limit: literal, column: (c) => sql.raw(`q.${c}`) });
        return sql`select w.*, q.n::int as "q" from ${eachSearch(columns, walk)}
          order by q.n, w."featuredKey", w.id desc`;
      }),
    }),
    arrays: (searches) => ({
      gram: searches.map((s) => s.gram),
      total: searches.map((s) => s.total),
      ...Object.fromEntries(patterns.map((p) => [p, searches.map((s) => s[p])])),
    }),
    size: WALK_BATCH,
  });
  const { wanted: _wanted, ...search } = values;
  return (await walks(search)) ?? [];
}

/**
 * Several terms, at least one of two or more characters. A shop's relevance is the sum of its
 * terms' scores (keywordRelevance), so its place is (total, featured, newest). Every match holds
 * the keyword's rarest window: when few shops do, they are scored and sorted (rankByScore). When
 * many do (a broad word with a number, 店家 12), the best total usually fills the page: for each
 * total from the highest, the window's shops are walked in index order (featured, newest) and
 * those scoring exactly that total kept, until the page and one more are found. A total that
 * runs dry read every candidate: after WALKED_TIERS of those, the rest of the page is scored and
 * sorted among the lower totals.
 */
export async function rankByTiers(
  db: Db,
  q: TSearchShopsQuery,
  terms: string[],
): Promise<RankedShops> {
  const { gram, rows } = await rarestGram(db, [...new Set(terms.flatMap(bigramsOf))]);
  if (rows === 0) return { ids: [], total: 0, totalExact: true };
  if (rows < RAREST_PROBE) return rankByScore(db, q);
  const filtered = hasFilters(q);
  const patterns = Object.fromEntries(terms.map((term, i) => [`p${i}`, likeContaining(term)]));
  const page = pageCollector(q);
  const totals = possibleTotals(terms.length);
  for (const [tier, total] of totals.entries()) {
    const wanted = page.wanted();
    if (tier === WALKED_TIERS) {
      // The rest among the lower totals, scored and sorted.
      const below = totals[tier - 1]!;
      page.add(await scoredPage(db, q, { offset: 0, limit: wanted, below }));
      break;
    }
    const values = { gram, total, wanted, ...patterns };
    const found = (
      filtered
        ? await new PreparedStatement<{ id: number }>('', () =>
            tierWalk(terms.length, filterConditions(q)),
          ).executeIn(db, values)
        : await tierWalkRows(db, terms.length, values)
    ).map((r) => r.id);
    if (page.add(found)) break;
  }
  return pastTheEnd(db, {
    page: q.page,
    ranked: lookahead(page.ids, q),
    count: () => sql`select 1 from ${shops} where ${scoredCondition(q)}`,
  });
}
