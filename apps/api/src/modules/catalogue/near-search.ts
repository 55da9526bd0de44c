/**
 * Searches near a point (shop-search.ts sends them here): public shops within the search distance,
 * nearest first, read through the GiST index on the shops' points on the unit sphere (a KNN walk
 * of the nearest few hundred), or bounded by a box around the point when the walk does not fill
 * the page. shop-json.ts writes a plain near page in one statement from nearPages.
 */
import type { TSearchShopsQuery } from '@haoyue/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { preparedStatement } from '../../db/prepared';
import { rowsOf } from '../../lib/sql-rows';
import { keywordCondition } from './keyword-search';
import {
  filterConditions,
  hasFilters,
  isPublic,
  lookahead,
  pastTheEnd,
  type RankedShops,
} from './search-page';

const EARTH_RADIUS_M = 6_371_000;
const placeholder = sql.placeholder;

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

/**
 * The walk's length is written into the statement, not bound: with `limit $walk` PostgreSQL's
 * generic plan assumed the walk reads a tenth of all shops, never chose it over planning every
 * execution anew (0 generic plans in 8 executions, planning about as long as running), so each
 * length gets its own prepared statement. Lengths are powers of two (walkLength), a dozen at most.
 */
const walkLiteral = (walk: number) => sql.raw(String(walk));

/** The walk's length: at least `shops`, rounded up to a power of two (reading more is harmless). */
const walkLength = (shops: number) => 2 ** Math.ceil(Math.log2(shops));

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

/** The statement's placeholders, the walk's length written in. */
const nearPlaceholders = (walk: number): NearPlaceholders => ({
  x: placeholder('x'),
  y: placeholder('y'),
  z: placeholder('z'),
  walk: walkLiteral(walk),
  chord: placeholder('chord'),
  limit: placeholder('limit'),
  offset: placeholder('offset'),
});

/** The unfiltered walk's prepared statement for each walk length. */
const nearWalk = (walk: number) =>
  preparedStatement<NearWalk>(`search_near_walk:${walk}`, () =>
    nearWalkSql(undefined, nearPlaceholders(walk)),
  );

/**
 * Near searches with nothing else to narrow them (no keyword, no filter), for one statement that
 * reads their pages and presents them: for each search `q(x, y, z, chord, lim, off, n)`, the
 * nearest `walk` public shops (read from the GiST index alone) and of those the page with one row
 * beyond it, nearest first, as lateral rows `page(id, d, read, reach)` with how many the walk read
 * and how far the farthest stands (the same cut as nearPageSql's). The searches are one search's
 * values (`one`), or a batch's arrays (shop-json.ts's nearPageRowsOf; rows with a null point are
 * padding).
 */
export function nearPages(walk: number, searches: 'one' | 'arrays'): SQL {
  const length = walkLiteral(walk);
  const centre = sql`cube(array[q.x, q.y, q.z])`;
  const value = (name: string, type: string) => sql`${placeholder(name)}::${sql.raw(type)}`;
  const column = (name: string, type: string) => sql`${value(name, type)}[]`;
  const q =
    searches === 'one'
      ? sql`(select ${value('x', 'float8')} as x, ${value('y', 'float8')} as y,
          ${value('z', 'float8')} as z, ${value('chord', 'float8')} as chord,
          ${value('limit', 'int')} as lim, ${value('offset', 'int')} as off, 1 as n) q`
      : sql`(select * from unnest(${column('xs', 'float8')}, ${column('ys', 'float8')},
          ${column('zs', 'float8')}, ${column('chords', 'float8')}, ${column('limits', 'int')},
          ${column('offsets', 'int')}) with ordinality as q(x, y, z, chord, lim, off, n)
        where q.x is not null) q`;
  return sql`${q}
    cross join lateral (
      select p.id, p.d, p.read, p.reach from (
        select w.id, w.d, count(*) over ()::int as read, max(w.d) over () as reach
        from (select id, geo <-> ${centre} as d from shops where review_status = 'APPROVED'
              order by geo <-> ${centre} limit ${length}) w) p
      where p.d <= q.chord and (p.d < p.reach or p.read < ${length})
      order by p.d, p.id limit q.lim offset q.off) page`;
}

/** The values of nearPages for a search, or undefined when it does not apply. */
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

/**
 * The walk's values. Unfiltered, every shop read is a candidate: the page's rows and the one past
 * it, nearer than the farthest read (which may tie with others), so one more than those. A keyword
 * or filter thins the shops out: enough to fill the page eight times over.
 */
function nearValues(
  q: TSearchShopsQuery,
  point: { lng: number; lat: number },
  filtered: boolean,
): NearValues {
  const skip = (q.page - 1) * q.perPage;
  const rows = skip + q.perPage + 1;
  return {
    ...spherePointValues(point.lng, point.lat),
    walk: walkLength(filtered ? 8 * Math.max(32, rows) : Math.max(32, rows + 1)),
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
export async function rankNear(
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
    : (await nearWalk(values.walk).execute(db, values))[0]!;
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
