import { SEARCH_TOTAL_CAP, type TSearchShopsQuery } from '@haoyue/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { PreparedStatement } from '../../db/prepared';
import { rowsOf } from '../../lib/sql-rows';
import { likeContaining } from '../../lib/like-pattern';
import {
  bigramsOf,
  keywordCondition,
  keywordRelevance,
  keywordTerms,
  relevanceOf,
} from './keyword-search';
import { SEARCH_TEXT_LINES } from './search-text';

/**
 * Which shops a search shows on the asked page, in order, and how many match (counted up to
 * SEARCH_TOTAL_CAP). Three ways, each answering a page in time that does not grow with the
 * number of matches where the words people type most are concerned (decision 020):
 *
 * - one keyword term of two or more characters: walk the keyword index shop_search_grams, which
 *   holds every public shop's two-character windows in search order (line of the text, featured
 *   rank, newest), reading a page of rows plus those skipped;
 * - a point: nearest first through the GiST index on the shops' points on the unit sphere;
 * - anything else (several terms, a single character, no keyword): the bigram GIN index narrows,
 *   every match is scored and sorted, as before; such searches match few shops or have no
 *   keyword to score.
 */
export type RankedShops = {
  ids: number[];
  /** Metres from the searched point, by shop id, when near a point. */
  distances?: Map<number, number>;
  total: number;
  totalExact: boolean;
};

/** The public-shop filters a search may carry besides its keyword and point. */
type Filters = Pick<TSearchShopsQuery, 'industryId' | 'countryId' | 'cityIds' | 'urlSlug'>;

const EARTH_RADIUS_M = 6_371_000;
const isPublic = eq(shops.reviewStatus, 'APPROVED');

/** Conditions on `shops` for the filters, or none. */
function filterConditions(q: Filters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    q.industryId ? eq(shops.industryId, q.industryId) : undefined,
    q.countryId ? eq(shops.countryId, q.countryId) : undefined,
    q.cityIds?.length ? inArray(shops.cityId, q.cityIds) : undefined,
    q.urlSlug ? eq(shops.urlSlug, q.urlSlug) : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

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

/**
 * A page past the end finds no row to say how many there were: only then is counting worth it
 * (up to the cap), so a link to page 9 of 3 still says how many pages there are.
 */
async function pastTheEnd(
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

export async function rankShops(db: Db, q: TSearchShopsQuery): Promise<RankedShops> {
  const terms = keywordTerms(q.keyword ?? '');
  if (q.lng !== undefined && q.lat !== undefined)
    return rankNear(db, q, { lng: q.lng, lat: q.lat });
  const [only] = terms;
  if (terms.length === 1 && only !== undefined && Array.from(only).length >= 2)
    return rankByGrams(db, q, only);
  if (terms.length > 1 && terms.some((term) => Array.from(term).length >= 2))
    return rankByTiers(db, q, terms);
  return rankByScore(db, q);
}

// ——— One term: the keyword index ————————————————————————————————————————————————————————————

/** A line's text of `shops.search_text`, for a LIKE. */
const line = (n: number) => sql`split_part(s.search_text, E'\\n', ${sql.raw(String(n))})`;

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

const hasFilters = (q: Filters) => filterConditions(q).length > 0;

/** Up to how many rows rarestGram counts a window's shops: fewer, and scoring them all is cheap. */
const RAREST_PROBE = 1000;

const rarest = new PreparedStatement<{ gram: string; rows: number }>(
  'search_rarest_gram',
  () => sql`
    select x.gram, (select count(*)::int from (select 1 from shop_search_grams g
                      where g.gram = x.gram limit ${RAREST_PROBE}) c) as rows
    from unnest(${sql.placeholder('grams')}::text[]) as x(gram)
    order by 2, 1 limit 1`,
);

/**
 * Of a keyword's windows, the one fewest public shops have (counted up to RAREST_PROBE): the
 * fewer rows a walk reads to find the keyword's shops. 0 rows: no shop has it.
 */
async function rarestGram(db: Db, grams: string[]): Promise<{ gram: string; rows: number }> {
  return (await rarest.execute(db, { grams }))[0]!;
}

// The searches people make most, prepared once per connection: planning them cost more than
// running them (the keyword index answers a page in a tenth of a millisecond).
const placeholder = sql.placeholder;

/** A window's page of shop ids in search order, as an int[] (placeholders gram, limit, offset). */
export const gramPageIds = () =>
  sql`array(select shop_id from shop_search_grams where gram = ${placeholder('gram')}
    order by line, featured_key, shop_id desc nulls last
    limit ${placeholder('limit')} offset ${placeholder('offset')})`;

/** How many public shops have a window, up to the cap and one more (placeholder gram). */
export const gramCount = () =>
  sql`(select count(*)::int from (select 1 from shop_search_grams
    where gram = ${placeholder('gram')} limit ${SEARCH_TOTAL_CAP + 1}) c)`;

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
  if (q.lng !== undefined && q.lat !== undefined) return undefined;
  if (hasFilters(q)) return undefined;
  const terms = keywordTerms(q.keyword ?? '');
  if (terms.length !== 1 || Array.from(terms[0]!).length !== 2) return undefined;
  return { gram: terms[0]!, limit: q.perPage, offset: (q.page - 1) * q.perPage };
}

/**
 * Line n of a longer term's walk (placeholders gram, pattern, wanted): the window's shops from
 * lines 1..n merged in index order, kept when line n is the first to hold the term, with the
 * filters on the joined shop `s`.
 */
function walkLine(n: number, filters: SQL): SQL {
  const upTo = Object.values(SEARCH_TEXT_LINES).filter((m) => m <= n);
  const merged = sql.join(
    upTo.map(
      (m) => sql`(select featured_key, shop_id from shop_search_grams
        where gram = ${placeholder('gram')} and line = ${sql.raw(String(m))}
        order by featured_key, shop_id desc nulls last)`,
    ),
    sql` union all `,
  );
  const earlier = upTo
    .filter((m) => m < n)
    .map((m) => sql` and ${line(m)} not like ${placeholder('pattern')}`);
  return sql`
    select c.shop_id as id from (select * from (${merged}) u order by 1, 2 desc nulls last) c
    join shops s on s.id = c.shop_id
    where ${line(n)} like ${placeholder('pattern')}${sql.join(earlier, sql``)}${filters}
    order by c.featured_key, c.shop_id desc nulls last limit ${placeholder('wanted')}`;
}

/** The walk's lines without filters, prepared: planning the merge cost more than running it. */
const walkLines = Object.values(SEARCH_TEXT_LINES).map(
  (n) => new PreparedStatement<{ id: number }>(`search_walk_${n}`, () => walkLine(n, sql``)),
);

/**
 * One term of two or more characters, ranked as keywordRelevance ranks one term: by the first
 * line of the search text that has it (name, services, place, the rest), then featured rank,
 * then newest.
 */
async function rankByGrams(db: Db, q: TSearchShopsQuery, term: string): Promise<RankedShops> {
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
      // Counting the window's rows reads the index alone: cheap up to the cap.
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
  const { gram, rows } = await rarestGram(db, grams);
  if (rows === 0) return { ids: [], total: 0, totalExact: true };
  const pattern = likeContaining(term);
  const filters = joinedFilters(q);
  const page = pageCollector(q);
  for (const n of Object.values(SEARCH_TEXT_LINES)) {
    // One beyond the page: whether more follow, without counting them.
    const values = { gram, pattern, wanted: page.wanted() };
    const found = (
      filtered
        ? await new PreparedStatement<{ id: number }>('', () => walkLine(n, filters)).executeIn(
            db,
            values,
          )
        : await walkLines[n - 1]!.execute(db, values)
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

// ——— Near a point: the GiST index ————————————————————————————————————————————————————————

/** A point on the unit sphere, as the shops' `geo` column holds it. */
function spherePointValues(lng: number, lat: number) {
  const φ = (lat * Math.PI) / 180;
  const λ = (lng * Math.PI) / 180;
  return { x: Math.cos(φ) * Math.cos(λ), y: Math.cos(φ) * Math.sin(λ), z: Math.sin(φ) };
}
function spherePoint(lng: number, lat: number): SQL {
  const { x, y, z } = spherePointValues(lng, lat);
  return sql`cube(array[${x}, ${y}, ${z}]::float8[])`;
}

type NearWalk = { read: number; reach: number | null; page: string };
type NearValues = ReturnType<typeof spherePointValues> & {
  walk: number;
  chord: number;
  limit: number;
  offset: number;
};

type NearPlaceholders = Record<keyof NearValues, unknown>;

/** The nearest `walk` public shops, read from the GiST index alone (it holds their ids). */
function nearestCte(v: NearPlaceholders): SQL {
  const centre = sql`cube(array[${v.x}::float8, ${v.y}::float8, ${v.z}::float8])`;
  return sql`nearest as materialized (
      select id, geo <-> ${centre} as d from shops where review_status = 'APPROVED'
      order by geo <-> ${centre} limit ${v.walk}::int)`;
}

/** How many shops the walk read and how far the farthest of them is. */
const walkStats = sql`(select count(*)::int from nearest) as read, (select max(d) from nearest) as reach`;

/**
 * Of the nearest shops, the page of those that qualify, rows (id, d) nearest first, leaving out
 * those as far as the farthest read unless the walk read every shop: others may stand at that
 * same distance. Only a keyword or filter (`qualifies`) joins the shops.
 */
function nearPageSql(qualifies: SQL | undefined, v: NearPlaceholders): SQL {
  const candidates = qualifies
    ? sql`select n.id, n.d from nearest n join ${shops} on ${shops.id} = n.id where ${qualifies} and`
    : sql`select n.id, n.d from nearest n where`;
  return sql`${candidates} n.d <= ${v.chord}::float8
      and (n.d < (select max(d) from nearest) or (select count(*) from nearest) < ${v.walk}::int)
    order by n.d, n.id limit ${v.limit}::int offset ${v.offset}::int`;
}

/** The walk and its page as JSON text of [id, chord] pairs. With values, or placeholders. */
function nearWalkSql(qualifies: SQL | undefined, v: NearPlaceholders): SQL {
  return sql`with ${nearestCte(v)}
    select ${walkStats},
      (select coalesce(json_agg(json_build_array(p.id, p.d) order by p.d, p.id), '[]')
       from (${nearPageSql(qualifies, v)}) p)::text as page`;
}

const nearPlaceholders: NearPlaceholders = {
  x: placeholder('x'),
  y: placeholder('y'),
  z: placeholder('z'),
  walk: placeholder('walk'),
  chord: placeholder('chord'),
  limit: placeholder('limit'),
  offset: placeholder('offset'),
};
const nearWalk = new PreparedStatement<NearWalk>('search_near_walk', () =>
  nearWalkSql(undefined, nearPlaceholders),
);

/**
 * A near search with nothing else to narrow it (no keyword, no filter), for one statement that
 * reads its page and presents it: the walk's CTE, the page's rows `page(id, d)` nearest first,
 * and the walk's numbers as columns (read, reach); its values from nearPageValues.
 */
export const unfilteredNearPage = () => ({
  with: nearestCte(nearPlaceholders),
  page: nearPageSql(undefined, nearPlaceholders),
  columns: walkStats,
});

/** The values of unfilteredNearPage for a search, or undefined when it does not apply. */
export function unfilteredNearValues(q: TSearchShopsQuery): NearValues | undefined {
  if (q.lng === undefined || q.lat === undefined || q.keyword || hasFilters(q)) return undefined;
  return nearValues(q, { lng: q.lng, lat: q.lat }, false);
}

/** Whether a page cut from the walk stands, or the box around the point must bound it instead. */
export function walkSuffices(
  walked: { read: number; reach: number | null; rows: number },
  values: NearValues,
  perPage: number,
): boolean {
  const walkedAll = walked.read < values.walk || (walked.reach ?? 0) > values.chord;
  return walked.rows > perPage || walkedAll;
}

/** The walk's values: enough to fill the page several times over, more when thinned out. */
function nearValues(
  q: TSearchShopsQuery,
  point: { lng: number; lat: number },
  filtered: boolean,
): NearValues {
  const skip = (q.page - 1) * q.perPage;
  return {
    ...spherePointValues(point.lng, point.lat),
    walk: (filtered ? 8 : 2) * Math.max(32, skip + q.perPage + 1),
    chord: chordOf(q.distance),
    limit: q.perPage + 1,
    offset: skip,
  };
}

/** The straight-line (chord) length on the unit sphere of a distance on the ground. */
const chordOf = (metres: number) => 2 * Math.sin(Math.min(metres / EARTH_RADIUS_M, Math.PI) / 2);

/** Metres on the ground for a chord on the unit sphere. */
export const metresOfChord = (chord: number) =>
  2 * EARTH_RADIUS_M * Math.asin(Math.min(chord / 2, 1));

/**
 * Public shops within the search distance of a point, nearest first (then by id), the keyword
 * and filters narrowing them. The GiST index hands shops over nearest first (KNN): the nearest
 * few hundred are read and the page is cut from those that qualify, a walk that does not grow
 * with the shops in range. Shops as far as the farthest read are left out unless the walk read
 * every shop: others may stand at that same distance, and the page must be the same cut of the
 * one order (distance, id) whatever was read. When they are not enough (a narrow keyword or
 * filter among many shops near by), a box around the point bounds the search instead. The planner would not pick
 * the walk itself: it guesses a cube box holds a handful of rows and sorts whatever it holds.
 */
async function rankNear(
  db: Db,
  q: TSearchShopsQuery,
  point: { lng: number; lat: number },
): Promise<RankedShops> {
  const centre = spherePoint(point.lng, point.lat);
  const chord = chordOf(q.distance);
  const distance = sql<number>`${shops.geo} <-> ${centre}`;
  const qualifies = and(
    isPublic,
    q.keyword ? keywordCondition(q.keyword) : undefined,
    ...filterConditions(q),
  );
  // In range: inside the box around the point (what the GiST index finds), then the distance.
  const inRange = and(
    qualifies,
    sql`cube_enlarge(${centre}, ${chord}, 3) @> ${shops.geo}`,
    sql`${distance} <= ${chord}`,
  );
  const filtered = Boolean(q.keyword) || hasFilters(q);
  const values = nearValues(q, point, filtered);
  const walked = filtered
    ? rowsOf<NearWalk>(await db.execute(nearWalkSql(qualifies, values)))[0]!
    : (await nearWalk.execute(db, values))[0]!;
  let rows = (JSON.parse(walked.page) as [number, number][]).map(([id, d]) => ({ id, chord: d }));
  if (!walkSuffices({ ...walked, rows: rows.length }, values, q.perPage)) {
    rows = await db
      .select({ id: shops.id, chord: distance.mapWith(Number) })
      .from(shops)
      .where(inRange)
      .orderBy(distance, shops.id)
      .limit(q.perPage + 1)
      .offset(values.offset);
  }
  const ranked = await pastTheEnd(db, {
    page: q.page,
    ranked: lookahead(
      rows.map((r) => r.id),
      q,
    ),
    count: () => sql`select 1 from ${shops} where ${inRange}`,
  });
  return { ...ranked, distances: new Map(rows.map((r) => [r.id, metresOfChord(r.chord)])) };
}

// ——— Anything else: score every match ————————————————————————————————————————————————————————

/**
 * Several terms, one character or no keyword: the bigram index narrows the keyword's shops,
 * each is scored (keywordRelevance) and the page is cut from them sorted; without a keyword,
 * featured shops, then the newest.
 */
async function rankByScore(db: Db, q: TSearchShopsQuery): Promise<RankedShops> {
  const rows = await scoredPage(db, q, { offset: (q.page - 1) * q.perPage, limit: q.perPage + 1 });
  return pastTheEnd(db, {
    page: q.page,
    ranked: lookahead(rows, q),
    count: () => sql`select 1 from ${shops} where ${scoredCondition(q)}`,
  });
}

/** The public shops a search's keyword and filters keep (the keyword through the GIN index). */
function scoredCondition(q: TSearchShopsQuery): SQL | undefined {
  return and(isPublic, q.keyword ? keywordCondition(q.keyword) : undefined, ...filterConditions(q));
}

/**
 * Matching shops by relevance, then featured, then newest, cut at offset and limit; `below` keeps
 * only those scoring less than it.
 */
async function scoredPage(
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
 * One total's walk for a keyword of `terms` terms (placeholders gram, total, wanted and the
 * terms' LIKE patterns p0, p1, …): the rarest window's shops of every line merged in index order,
 * kept when they have every term and score exactly the total.
 */
function tierWalk(terms: number, filters: SQL[] = []): SQL {
  const patterns = Array.from({ length: terms }, (_, i) => placeholder(`p${i}`));
  const merged = sql.join(
    Object.values(SEARCH_TEXT_LINES).map(
      (m) => sql`(select featured_key, shop_id from shop_search_grams
        where gram = ${placeholder('gram')} and line = ${sql.raw(String(m))}
        order by featured_key, shop_id desc nulls last)`,
    ),
    sql` union all `,
  );
  const has = and(isPublic, ...patterns.map((p) => sql`${shops.searchText} like ${p}`), ...filters);
  return sql`
    select c.shop_id as id from (select * from (${merged}) u order by 1, 2 desc nulls last) c
    join ${shops} on ${shops.id} = c.shop_id
    where ${has} and ${relevanceOf(patterns.map((p) => sql`${p}`))} = ${placeholder('total')}
    order by c.featured_key, c.shop_id desc nulls last limit ${placeholder('wanted')}`;
}

/** tierWalk without filters, prepared per number of terms (at most 8). */
const tierStatements = new Map<number, PreparedStatement<{ id: number }>>();
function tierWalks(terms: number): PreparedStatement<{ id: number }> {
  let statement = tierStatements.get(terms);
  if (!statement) {
    statement = new PreparedStatement(`search_tiers_${terms}`, () => tierWalk(terms));
    tierStatements.set(terms, statement);
  }
  return statement;
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
async function rankByTiers(db: Db, q: TSearchShopsQuery, terms: string[]): Promise<RankedShops> {
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
        : await tierWalks(terms.length).execute(db, values)
    ).map((r) => r.id);
    if (page.add(found)) break;
  }
  return pastTheEnd(db, {
    page: q.page,
    ranked: lookahead(page.ids, q),
    count: () => sql`select 1 from ${shops} where ${scoredCondition(q)}`,
  });
}
