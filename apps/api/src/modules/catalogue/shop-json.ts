/**
 * Public shops as JSON text PostgreSQL writes to the contract's shape, and the answers spliced
 * from it (decision 011): the shop page's statement and its prepared variants (by slug, batched
 * per turn; by ids in order; keyword windows' pages, batched per turn; a plain near page), each
 * shop's opening hours as JSON, and the splicing of a row's parts and reference rows
 * into a shop, byte for byte what the presenters write. shops.service.ts decides which to run.
 */
import type {
  TSearchShopsQuery,
  TSearchShopsResponse,
  TShopOpeningHours,
  TShopPart,
} from '@haoyue/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonArray, jsonObject, jsonObjectOf } from '../../db/json-sql';
import { PreparedStatement, preparedOn } from '../../db/prepared';
import { turnBatchedStatement } from '../../db/turn-batched';
import { operators, shopHours, shopCards, shops, shopSpecialDays } from '../../db/schema';
import { JsonText } from '../../http/route';
import { turnBatch } from '../../lib/turn-batch';
import { gramCount, gramCountSelect, gramPageIds } from './keyword-walk';
import { nearPages, type unfilteredNearValues } from './near-search';
import { termWalkPages, type TermWalkValues } from './term-walk';
import { getReference, type Reference } from './reference-cache';
import { type ShopCard, withCards } from './shop-card-cache';
import { PUBLIC_OPERATOR_FIELDS } from './presenters';
import { isPublic } from './search-page';

/**
 * A shop page's row: the shop's own fields and each part as JSON text PostgreSQL built to the
 * contract's shape, and the reference ids the answer embeds from the in-process copy.
 */
type ShopPageRow = {
  id: number;
  /** With a window's page (grams): how many shops have the window, up to the cap and one more. */
  total?: number;
  /** With a batch of windows' pages: which of the batch's searches the row answers (1-based). */
  q?: number;
  /** With a near page: the chord to the point, and how many shops the walk read, how far. */
  chord?: number;
  read?: number;
  reach?: number | null;
  /** With a page by slugs: the slug the row answers. */
  urlSlug?: string;
  /**
   * The version of the shop's card (its own fields, images and summary, and the reference ids
   * the answer embeds): withCards adds the card.
   */
  version: string;
  /** The card's texts, when the statement was built to read them (`StatementParts`). */
  shop?: string;
  images?: string;
  summary?: string;
  /** Each part is null unless the statement was built for it (see `StatementParts`). */
  operators: string | null;
  hours: string | null;
};

/** A shop page's row with its card's texts (shop-card-cache.ts). */
type CardedRow = Omit<ShopPageRow, keyof ShopCard> & ShopCard;

/**
 * What a shop statement reads besides the card's version: the cards' texts when this instance's
 * copy of them has lately missed (shop-card-cache.ts), the parts built per row when asked for.
 */
type BuiltPart = 'cards' | 'operators' | 'hours';
const BUILT_PARTS: readonly BuiltPart[] = ['cards', 'operators', 'hours'];

/**
 * What a statement reads besides the version, as the suffix of its prepared name (`:` and the
 * initials, e.g. `:oh` for operators and hours). Each combination is prepared once per handle:
 * a search page builds neither operators nor hours (20 subqueries each for nothing had been most
 * of the statement's time); images and summary come with the card.
 */
export type StatementParts = string & { readonly kind: 'StatementParts' };

/** The statement parts for the parts a call asked for, with the cards' texts or without. */
export function statementParts(parts: readonly TShopPart[], cardTexts: boolean): StatementParts {
  const built = BUILT_PARTS.filter((part) => (part === 'cards' ? cardTexts : parts.includes(part)));
  return `:${built.map((part) => part[0]).join('')}` as StatementParts;
}

const builds = (built: StatementParts, part: BuiltPart) => built.slice(1).includes(part[0]!);

/** A near page's columns: the shop's chord to the point, and the walk's numbers (nearPages). */
const nearColumns = sql`page.d as "chord", page.read as "read", page.reach as "reach"`;

/**
 * Public shops, each as JSON text PostgreSQL wrote to the contract's shape (the same fields in
 * the same order as the presenters): the shop's own fields, images and summary from its card
 * (shop-card-json.ts), and when asked for its bookable operators in display order and its opening
 * hours, built here (hours depend on the day), each apart so the answer
 * carries only the parts asked for. By slug (`any($slugs)`: the shop pages asked for in one turn,
 * see `shopPageLoader`) or by id in the order given (a search's page). The answer is spliced from
 * these texts: no row is parsed, presented and serialised again in Node, which was most of an
 * uncached call's work besides compression (decision 011). Prepared once per database handle.
 */
function shopPageStatement(
  name: string,
  /** A near page and a term walk carry their walk length, written into the statement. */
  by:
    | { kind: 'slugs' | 'ids' | 'idLists' | 'gram' | 'grams' }
    | { kind: 'near' | 'nearBatch' | 'termWalk' | 'termWalks'; walk: number },
  built: StatementParts,
) {
  const walk = 'walk' in by ? by.walk : 0;
  const shop = sql.raw('shops');
  const part = (which: BuiltPart, json: SQL) =>
    builds(built, which) ? sql`${json}::text` : sql`null`;
  // Each shop with its card's version: its own fields, images and summary are the JSON text
  // triggers keep (shop-card-json.ts, migration 0038), spliced from this instance's copy unless
  // the version moved (shop-card-cache.ts), never built per row of a page.
  const withCard = (id: SQL) =>
    sql`join ${shops} on ${shops.id} = ${id} join ${shopCards} cards on cards.shop_id = shops.id`;
  // Shops the statement found public itself (a near walk reads only those, the keyword index
  // holds only those): the row of shops is needed only by the parts built from it. Joining it
  // for nothing was a fifth of a near page's statement.
  const publicCard = (id: SQL) =>
    builds(built, 'operators') || builds(built, 'hours')
      ? withCard(id)
      : sql`join ${shopCards} cards on cards.shop_id = ${id}`;
  const source = {
    slugs: () => ({
      from: sql`from ${shops} join ${shopCards} cards on cards.shop_id = shops.id
        where ${and(sql`${shops.urlSlug} = any(${sql.placeholder('slugs')}::text[])`, isPublic)}`,
    }),
    // Ids an earlier statement found: public unless changed since.
    ids: () => ({
      from: sql`from unnest(${sql.placeholder('ids')}::int[]) with ordinality as page(id, n)
        ${withCard(sql`page.id`)} where ${isPublic} order by page.n`,
    }),
    // Each page of the batch: its ids as text (`1,2,3`: arrays of arrays must be rectangular).
    idLists: () => ({
      from: sql`from unnest(${sql.placeholder('idLists')}::text[]) with ordinality as q(ids, n)
        cross join lateral unnest(string_to_array(q.ids, ',')::int[]) with ordinality as page(id, n)
        ${withCard(sql`page.id`)} where ${isPublic} order by q.n, page.n`,
      columns: sql`, q.n::int as "q"`,
    }),
    gram: () => ({
      from: sql`from unnest(${gramPageIds()}) with ordinality as page(id, n)
        ${publicCard(sql`page.id`)} order by page.n`,
      columns: sql`, ${gramCount()} as "total"`,
    }),
    // Each search of the batch: its window's count once (an aggregate in FROM: a scalar
    // subquery there was pulled up and counted again for every row of the page, 80 × 0.3 ms
    // for four searches), then its page's shops in order.
    grams: () => ({
      from: sql`from unnest(${sql.placeholder('grams')}::text[], ${sql.placeholder('limits')}::int[],
          ${sql.placeholder('offsets')}::int[]) with ordinality as q(gram, lim, off, n)
        cross join lateral (${gramCountSelect(sql`q.gram`)}) counted
        cross join lateral unnest(${gramPageIds({ gram: sql`q.gram`, limit: sql`q.lim`, offset: sql`q.off` })})
          with ordinality as page(id, n)
        ${publicCard(sql`page.id`)} order by q.n, page.n`,
      columns: sql`, q.n::int as "q", counted.total as "total"`,
    }),
    // The search's (each search's of the batch) walk and page, then the page's shops, nearest
    // first.
    near: () => ({
      from: sql`from ${nearPages(walk, 'one')} ${publicCard(sql`page.id`)} order by page.d, page.id`,
      columns: sql`, ${nearColumns}`,
    }),
    nearBatch: () => ({
      from: sql`from ${nearPages(walk, 'arrays')} ${publicCard(sql`page.id`)}
        order by q.n, page.d, page.id`,
      columns: sql`, q.n::int as "q", ${nearColumns}`,
    }),
    // A term's walk and page (term-walk.ts), each search's of the batch in walk order.
    termWalk: () => ({
      from: sql`from ${termWalkPages(walk, 'one')} ${publicCard(sql`page.id`)} order by page.n`,
    }),
    termWalks: () => ({
      from: sql`from ${termWalkPages(walk, 'arrays')} ${publicCard(sql`page.id`)}
        order by q.n, page.n`,
      columns: sql`, q.n::int as "q"`,
    }),
  }[by.kind];
  return new PreparedStatement<ShopPageRow>(name, () => {
    const { with: cte, from, columns } = { with: sql``, columns: sql``, ...source() };
    return sql`${cte}
      select cards.shop_id as id${columns},${
        by.kind === 'slugs' ? sql` shops.url_slug as "urlSlug",` : sql``
      } cards.version::text as "version",${
        builds(built, 'cards')
          ? sql` cards.shop as "shop", cards.images as "images", cards.summary as "summary",`
          : sql``
      }
        ${part(
          'operators',
          sql`(select ${jsonArray(jsonObjectOf(operators, 'o', PUBLIC_OPERATOR_FIELDS), sql`o.position, o.id`)}
         from ${operators} o where o.shop_id = shops.id and o.is_bookable)`,
        )} as "operators",
        ${part('hours', openingHoursJson(shop))} as "hours"
      ${from}`;
  });
}

/** What a page statement reads its shops by (shopPageStatement). */
type PageKind = Parameters<typeof shopPageStatement>[1];

/**
 * The pages of one kind asked for in one turn, read by one statement (turnBatchedStatement):
 * `one` for a page alone, `many` for a batch, each value as the array `arrays` gives; both
 * prepared under `name` with the parts built (and the walk length, for a walk).
 */
function batchedPages<V extends Record<string, unknown>>(
  db: Db,
  statement: { name: string; one: PageKind; many: PageKind; built: StatementParts },
  arrays: (searches: V[]) => Record<string, unknown[]>,
): (search: V) => Promise<ShopPageRow[] | undefined> {
  const { name, one, many, built } = statement;
  const suffix = `${built}${'walk' in one ? `:${one.walk}` : ''}`;
  return turnBatchedStatement<V, ShopPageRow>(db, `${name}_batch${suffix}`, {
    statements: () => ({
      one: shopPageStatement(`${name}${suffix}`, one, built),
      many: shopPageStatement(`${name}_batch${suffix}`, many, built),
    }),
    arrays,
    size: SHOP_PAGE_BATCH,
  });
}

/** A search page's shops as JSON texts, in the order of the ids (public shops only). */
export async function shopPageRowsOf(
  db: Db,
  ids: number[],
  built: StatementParts,
): Promise<ShopPageRow[]> {
  const load = batchedPages<{ ids: number[] }>(
    db,
    { name: 'search_page', one: { kind: 'ids' }, many: { kind: 'idLists' }, built },
    (pages) => ({ idLists: pages.map((page) => page.ids.join(',')) }),
  );
  return (await load({ ids })) ?? [];
}

/** A window's page: the window, and how many rows of its index to read and skip. */
type GramPage = { gram: string; limit: number; offset: number };

/** A window's page of shops with the window's count. */
export async function batchedGramPage(
  db: Db,
  page: GramPage,
  built: StatementParts,
): Promise<ShopPageRow[]> {
  const load = batchedPages<GramPage>(
    db,
    { name: 'search_gram', one: { kind: 'gram' }, many: { kind: 'grams' }, built },
    (pages) => ({
      grams: pages.map((p) => p.gram),
      limits: pages.map((p) => p.limit),
      offsets: pages.map((p) => p.offset),
    }),
  );
  return (await load({ gram: page.gram, limit: page.limit, offset: page.offset })) ?? [];
}

type NearValues = NonNullable<ReturnType<typeof unfilteredNearValues>>;

/**
 * A plain near page of shops (with one row beyond it) as JSON texts, nearest first, with the
 * walk's numbers; batched with the near pages of the same walk length.
 */
export async function nearPageRowsOf(
  db: Db,
  values: NearValues,
  built: StatementParts,
): Promise<ShopPageRow[]> {
  const { x, y, z, walk, chord, limit, offset } = values;
  const load = batchedPages<NearValues>(
    db,
    { name: 'search_near', one: { kind: 'near', walk }, many: { kind: 'nearBatch', walk }, built },
    (searches) => ({
      xs: searches.map((v) => v.x),
      ys: searches.map((v) => v.y),
      zs: searches.map((v) => v.z),
      chords: searches.map((v) => v.chord),
      limits: searches.map((v) => v.limit),
      offsets: searches.map((v) => v.offset),
    }),
  );
  return (await load({ x, y, z, walk, chord, limit, offset })) ?? [];
}

/**
 * A term walk's page of shops (with one row beyond it) as JSON texts, in walk order; batched
 * with the term walks of the same walk length.
 */
export async function termWalkPageRowsOf(
  db: Db,
  values: TermWalkValues,
  built: StatementParts,
): Promise<ShopPageRow[]> {
  const { walk, grams, pattern, skip, take } = values;
  const load = batchedPages<TermWalkValues>(
    db,
    {
      name: 'search_term',
      one: { kind: 'termWalk', walk },
      many: { kind: 'termWalks', walk },
      built,
    },
    (searches) => ({
      gramLists: searches.map((v) => v.grams),
      patterns: searches.map((v) => v.pattern),
      skips: searches.map((v) => v.skip),
      takes: searches.map((v) => v.take),
    }),
  );
  return (await load({ walk, grams, pattern, skip, take })) ?? [];
}

/**
 * At most this many shop pages per statement (about 0.8 ms of PostgreSQL time): at 50 connections
 * a batch of everything in flight left Node idle while one backend worked through it; batches of
 * 16 ran about 7% faster than of 64, and of 8 or 4 slower (more statements again).
 */
const SHOP_PAGE_BATCH = 16;

/**
 * The shop page's lookup by slug, batched per turn of the event loop (`turnBatch`): under load,
 * the shop pages asked for together are read by one run of the prepared statement, one round trip
 * and one wake-up of a PostgreSQL backend instead of one each (decision 011). A slug that breaks
 * the statement for the whole batch cannot arrive: query text with control characters (NUL) is
 * refused with 400 before any handler runs.
 */
export function shopPageLoader(db: Db, built: StatementParts) {
  const name = `shop_page${built}`;
  return preparedOn(db, `${name}:loader`, () => {
    const statement = shopPageStatement(name, { kind: 'slugs' }, built);
    return turnBatch<string, ShopPageRow>(async (slugs) => {
      const rows = await statement.execute(db, { slugs });
      return new Map(rows.map((row) => [row.urlSlug!, row]));
    }, SHOP_PAGE_BATCH);
  });
}

/**
 * A shop's opening hours as one JSON value, for the shop row aliased `s`: the weekly intervals
 * and the special days from the shop's today on (at most 31). Written compactly (json-sql.ts):
 * the shop page sends it as it is.
 */
export function openingHoursJson(s: SQL): SQL<TShopOpeningHours> {
  const weekly = jsonObject([
    ['weekday', sql`h.weekday`],
    ['startMinute', sql`h.start_minute`],
    ['endMinute', sql`h.end_minute`],
  ]);
  // `ranges` is jsonb, whose text puts a space after each comma; it holds only integer pairs
  // (ZShopOpeningHours), so taking the spaces out writes it as JSON.stringify would.
  const specialDay = jsonObject([
    ['date', sql`d.date`],
    ['ranges', sql`replace(d.ranges::text, ' ', '')::json`],
    ['note', sql`d.note`],
  ]);
  return sql<TShopOpeningHours>`${jsonObject([
    [
      'weekly',
      sql`(select ${jsonArray(weekly, sql`h.weekday, h.start_minute`)}
           from ${shopHours} h where h.shop_id = ${s}.id)`,
    ],
    [
      'specialDays',
      sql`(select ${jsonArray(specialDay, sql`d.date`)}
           from (select * from ${shopSpecialDays} d0
                 where d0.shop_id = ${s}.id and d0.date >= (now() at time zone ${s}.time_zone)::date
                 order by d0.date limit 31) d)`,
    ],
  ])}`;
}

/**
 * A search's answer spliced from JSON texts PostgreSQL wrote (as the shop page's), each shop with
 * its distance from the searched point last when there is one.
 */
export async function splicedPage(
  db: Db,
  query: TSearchShopsQuery,
  page: {
    rows: ShopPageRow[];
    count: { total: number; totalExact: boolean };
    distances?: Map<number, number> | undefined;
  },
): Promise<JsonText<TSearchShopsResponse>> {
  const { count, distances } = page;
  const want = new Set(query.part);
  // The reference ids are the cards'.
  const rows = await withCards(db, page.rows);
  const reference = await referenceFor(db, rows, want);
  const bytes: Buffer[] = [];
  for (const [i, row] of rows.entries()) {
    if (i > 0) bytes.push(COMMA);
    spliceShop(bytes, row, { parts: want, reference });
    const metres = distances?.get(row.id);
    bytes.push(metres === undefined ? CLOSE : Buffer.from(`,"distance":${Math.round(metres)}}`));
  }
  const meta = {
    page: query.page,
    perPage: query.perPage,
    total: count.total,
    totalExact: count.totalExact,
  };
  return pageText(bytes, meta);
}

const COMMA = Buffer.from(',');
/** A shop's closing brace (spliceShop leaves it open). */
export const CLOSE = Buffer.from('}');
const DATA = Buffer.from('{"data":[');

/** `{"data":[…],"meta":…}` around the shops' bytes, as one buffer. */
export function pageText<T>(shops: readonly Buffer[], meta: object): JsonText<T> {
  return new JsonText(
    Buffer.concat([DATA, ...shops, Buffer.from(`],"meta":${JSON.stringify(meta)}}`)]),
  );
}

/** The reference rows the parts asked for embed in these shops, when they embed any. */
export function referenceFor(
  db: Db,
  rows: readonly Pick<ShopCard, 'cityId' | 'countryId' | 'industryId'>[],
  parts: ReadonlySet<TShopPart>,
): Promise<Reference> | undefined {
  if (!parts.has('city') && !parts.has('country') && !parts.has('industry')) return undefined;
  return getReference(db, {
    cityIds: rows.map((r) => r.cityId),
    countryIds: rows.map((r) => r.countryId),
    industryIds: rows.map((r) => r.industryId),
  });
}

/**
 * A shop's JSON object from its row, with the parts asked for in the order the presenters give
 * them, left open (no closing brace) for a caller to add members, as bytes pushed onto `bytes`:
 * byte for byte what the general search's presenters write (shops.int.test.ts).
 */
export function spliceShop(
  bytes: Buffer[],
  row: CardedRow,
  options: { parts: ReadonlySet<TShopPart>; reference: Reference | undefined },
): void {
  const { parts, reference } = options;
  bytes.push(row.shop.subarray(0, -1));
  if (reference) {
    if (parts.has('city')) member(bytes, 'city', reference.cities.get(row.cityId));
    if (parts.has('country')) member(bytes, 'country', reference.countries.get(row.countryId));
    if (parts.has('industry')) {
      member(bytes, 'industry', reference.industries.get(row.industryId));
    }
  }
  if (parts.has('images')) bytes.push(IMAGES, row.images);
  if (parts.has('hours')) bytes.push(Buffer.from(`,"openingHours":${row.hours}`));
  if (parts.has('summary')) bytes.push(SUMMARY, row.summary);
  if (parts.has('operators')) bytes.push(Buffer.from(`,"operators":${row.operators}`));
}

const IMAGES = Buffer.from(',"images":');
const SUMMARY = Buffer.from(',"summary":');

/**
 * Reference rows' members (`,"city":{…}`), written once per loaded copy (they are embedded in
 * every shop page); each row is embedded under one name only.
 */
const referenceMember = new WeakMap<object, Buffer>();

/** `,"name":value` for an object member, or nothing when the value is missing (as JSON.stringify). */
function member(bytes: Buffer[], name: string, value: object | undefined): void {
  if (value === undefined) return;
  let json = referenceMember.get(value);
  if (json === undefined) {
    json = Buffer.from(`,"${name}":${JSON.stringify(value)}`);
    referenceMember.set(value, json);
  }
  bytes.push(json);
}
