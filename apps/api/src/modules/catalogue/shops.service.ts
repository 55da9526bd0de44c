import type {
  TSearchShopsQuery,
  TSearchShopsResponse,
  TShop,
  TShopOpeningHours,
  TShopPart,
  TShopSummary,
} from '@haoyue/contracts';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { jsonArray, jsonObject, jsonObjectOf } from '../../db/json-sql';
import { PreparedStatement, preparedOn } from '../../db/prepared';
import {
  operators,
  plans,
  services,
  shopHours,
  shopImages,
  shopLicenses,
  shopRatings,
  shops,
  shopSpecialDays,
} from '../../db/schema';
import { JsonText } from '../../http/route';
import { notFound } from '../../lib/errors';
import { turnBatch } from '../../lib/turn-batch';
import { searchAlternatives } from './search-alternatives';
import { gramCount, gramPageIds, singleWindowPage } from './keyword-walk';
import {
  metresOfChord,
  unfilteredNearPage,
  unfilteredNearValues,
  walkSuffices,
} from './near-search';
import { capped, lookahead } from './search-page';
import { rankShops } from './shop-search';
import { getReference, type Reference } from './reference-cache';
import {
  presentImage,
  presentLicense,
  presentOperator,
  presentShop,
  PUBLIC_IMAGE_FIELDS,
  PUBLIC_OPERATOR_FIELDS,
  PUBLIC_SHOP_FIELDS,
  type ShopRow,
} from './presenters';

const EARTH_RADIUS_M = 6_371_000;

/**
 * The columns a public shop is presented from, and no more: the booking rules, prepayment
 * settings (JSON) and search text stay in the database, so a page of shops reads, parses and maps
 * a third fewer fields per row.
 */
const shopColumns = Object.fromEntries(
  PUBLIC_SHOP_FIELDS.map((field) => [field, shops[field]]),
) as { [F in (typeof PUBLIC_SHOP_FIELDS)[number]]: (typeof shops)[F] };

/** Only reviewed and approved shops are public. */
const isPublic = eq(shops.reviewStatus, 'APPROVED');

/** Great-circle distance in metres from a point to each shop (haversine). */
function distanceFrom(lng: number, lat: number): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_M} * asin(sqrt(
    power(sin(radians(${shops.latitude} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${shops.latitude})) *
    power(sin(radians(${shops.longitude} - ${lng}) / 2), 2))))`;
}

/**
 * Searches public shops by keyword, industry, country, cities and distance, a page at a time.
 * Near searches are ordered nearest first; keyword searches by relevance; then featured shops
 * first, then newest (shop-search.ts chooses the page; here it is read and presented). Page 1
 * finding nothing offers alternatives (search-alternatives.ts).
 */
export async function searchShops(
  db: Db,
  query: TSearchShopsQuery,
): Promise<TSearchShopsResponse | JsonText<TSearchShopsResponse>> {
  if (isShopPageCall(query)) return shopBySlug(db, query);
  const parts = query.part ?? [];
  const spliced = !parts.includes('latestSystemShopLicense');
  const window = spliced ? singleWindowPage(query) : undefined;
  if (window) {
    // The words people search most: page, count and shops in one statement.
    const rows = await gramPageRowsOf(db, window, needsPageParts(parts));
    if (rows.length > 0) return splicedPage(db, query, { rows, count: capped(rows[0]!.total!) });
  }
  const near = spliced ? unfilteredNearValues(query) : undefined;
  if (near) {
    // Near a point, nothing else asked: the walk, its page and its shops in one statement.
    const rows = await nearPageRowsOf(db, near, needsPageParts(parts));
    const [first] = rows;
    if (
      first &&
      walkSuffices(
        { read: first.read!, reach: first.reach!, rows: rows.length },
        near,
        query.perPage,
      )
    ) {
      const page = rows.slice(0, query.perPage);
      return splicedPage(db, query, {
        rows: page,
        count: lookahead(
          rows.map((r) => r.id),
          query,
        ),
        distances: new Map(page.map((r) => [r.id, metresOfChord(r.chord!)])),
      });
    }
  }
  const ranked = await rankShops(db, query);
  const meta = {
    page: query.page,
    perPage: query.perPage,
    total: ranked.total,
    totalExact: ranked.totalExact,
  };
  if (ranked.ids.length > 0 && spliced) {
    const rows = await shopPageRowsOf(db, ranked.ids, needsPageParts(parts));
    return splicedPage(db, query, { rows, count: ranked, distances: ranked.distances });
  }
  const rows = await shopRowsInOrder(db, ranked.ids);
  const data = await embedShopParts(db, rows, parts);
  if (ranked.distances)
    data.forEach((shop) => {
      const metres = ranked.distances!.get(shop.id);
      if (metres !== undefined) shop.distance = Math.round(metres);
    });
  if (data.length > 0 || query.page > 1) return { data, meta };
  const alternatives = await searchAlternatives(db, query, async (ids) =>
    embedShopParts(db, await shopRowsInOrder(db, ids), parts),
  );
  return { data, meta, alternatives };
}

/**
 * A search's answer spliced from JSON texts PostgreSQL wrote (as the shop page's), each shop with
 * its distance from the searched point last when there is one.
 */
async function splicedPage(
  db: Db,
  query: TSearchShopsQuery,
  page: {
    rows: ShopPageRow[];
    count: { total: number; totalExact: boolean };
    distances?: Map<number, number> | undefined;
  },
): Promise<JsonText<TSearchShopsResponse>> {
  const { rows, count, distances } = page;
  const want = new Set(query.part);
  const reference = await referenceFor(db, rows, want);
  const data = rows
    .map((row) => {
      const shop = spliceShop(row, want, reference);
      const metres = distances?.get(row.id);
      return metres === undefined ? `${shop}}` : `${shop},"distance":${Math.round(metres)}}`;
    })
    .join(',');
  const meta = JSON.stringify({
    page: query.page,
    perPage: query.perPage,
    total: count.total,
    totalExact: count.totalExact,
  });
  return new JsonText(`{"data":[${data}],"meta":${meta}}`);
}

/** Public shop rows by id, in the order of the ids. */
async function shopRowsInOrder(db: Db, ids: number[]): Promise<ShopRow[]> {
  if (ids.length === 0) return [];
  const rows = await preparedOn(db, 'search_shop_rows', (d) =>
    d
      .select(shopColumns)
      .from(shops)
      .where(sql`${shops.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('search_shop_rows'),
  ).execute({ ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ShopRow => r !== undefined);
}

/** The shop page's own call: a shop by its URL slug and nothing else to filter by. */
function isShopPageCall(
  query: TSearchShopsQuery,
): query is TSearchShopsQuery & { urlSlug: string } {
  return (
    query.urlSlug !== undefined &&
    query.page === 1 &&
    !query.keyword &&
    !query.industryId &&
    !query.countryId &&
    !query.cityIds?.length &&
    (query.lng === undefined || query.lat === undefined) &&
    // The licence is the sellers' concern, not the shop page's: the general search embeds it.
    !query.part?.includes('latestSystemShopLicense')
  );
}

/**
 * A shop page's row: the shop's own fields and each part as JSON text PostgreSQL built to the
 * contract's shape, and the reference ids the answer embeds from the in-process copy.
 */
type ShopPageRow = {
  id: number;
  /** With a window's page (gram): how many shops have the window, up to the cap and one more. */
  total?: number;
  /** With a near page: the chord to the point, and how many shops the walk read, how far. */
  chord?: number;
  read?: number;
  reach?: number | null;
  urlSlug: string;
  cityId: number;
  countryId: number;
  industryId: number;
  shop: string;
  images: string;
  operators: string;
  hours: string | null;
  summary: string | null;
};

/**
 * Public shops, each as JSON text built by PostgreSQL to the contract's shape (the same fields in
 * the same order as the presenters): the shop's own fields, its images, its bookable operators in
 * display order and, when asked for, its opening hours and summary, each apart so the answer
 * carries only the parts asked for. By slug (`any($slugs)`: the shop pages asked for in one turn,
 * see `shopPageLoader`) or by id in the order given (a search's page). The answer is spliced from
 * these texts: no row is parsed, presented and serialised again in Node, which was most of an
 * uncached call's work besides compression (decision 011). Prepared once per database handle.
 */
function shopPageStatement(
  name: string,
  by: 'slugs' | 'ids' | 'gram' | 'near',
  withPageParts: boolean,
) {
  const shop = sql.raw('shops');
  const inOrder = (ids: SQL) =>
    sql`from unnest(${ids}) with ordinality as page(id, n)
      join ${shops} on ${shops.id} = page.id where ${isPublic} order by page.n`;
  const near = unfilteredNearPage();
  const source = {
    slugs: () => ({
      from: sql`from ${shops} where ${and(sql`${shops.urlSlug} = any(${sql.placeholder('slugs')}::text[])`, isPublic)}`,
    }),
    ids: () => ({ from: inOrder(sql`${sql.placeholder('ids')}::int[]`) }),
    gram: () => ({ from: inOrder(gramPageIds()), columns: sql`, ${gramCount()} as "total"` }),
    near: () => ({
      with: sql`with ${near.with}`,
      from: sql`from (${near.page}) page join ${shops} on ${shops.id} = page.id
        order by page.d, page.id`,
      columns: sql`, page.d as "chord", ${near.columns}`,
    }),
  }[by];
  return new PreparedStatement<ShopPageRow>(name, () => {
    const { with: cte, from, columns } = { with: sql``, columns: sql``, ...source() };
    return sql`${cte}
      select shops.id${columns}, shops.url_slug as "urlSlug", shops.city_id as "cityId",
        shops.country_id as "countryId", shops.industry_id as "industryId",
        ${jsonObjectOf(shops, 'shops', PUBLIC_SHOP_FIELDS)}::text as "shop",
        (select ${jsonArray(jsonObjectOf(shopImages, 'i', PUBLIC_IMAGE_FIELDS), sql`i.position, i.id`)}
         from ${shopImages} i where i.shop_id = shops.id)::text as "images",
        (select ${jsonArray(jsonObjectOf(operators, 'o', PUBLIC_OPERATOR_FIELDS), sql`o.position, o.id`)}
         from ${operators} o where o.shop_id = shops.id and o.is_bookable)::text as "operators",
        ${withPageParts ? sql`${openingHoursJson(shop)}::text` : sql`null`} as "hours",
        ${withPageParts ? sql`${summaryJson(shop)}::text` : sql`null`} as "summary"
      ${from}`;
  });
}

/** A window's page of shops as JSON texts, in search order, each row with the window's count. */
function gramPageRowsOf(
  db: Db,
  values: { gram: string; limit: number; offset: number },
  withPageParts: boolean,
): Promise<ShopPageRow[]> {
  const name = withPageParts ? 'search_gram_shops' : 'search_gram_shops_lean';
  const statement = preparedOn(db, name, () => shopPageStatement(name, 'gram', withPageParts));
  return statement.execute(db, values);
}

/** A near page of shops (with one row beyond it) as JSON texts, nearest first (near.values). */
function nearPageRowsOf(
  db: Db,
  values: NonNullable<ReturnType<typeof unfilteredNearValues>>,
  withPageParts: boolean,
): Promise<ShopPageRow[]> {
  const name = withPageParts ? 'search_near_shops' : 'search_near_shops_lean';
  const statement = preparedOn(db, name, () => shopPageStatement(name, 'near', withPageParts));
  return statement.execute(db, values);
}

/** Whether the parts asked for need the statement's costlier parts (hours, summary). */
const needsPageParts = (parts: readonly TShopPart[]) =>
  parts.includes('hours') || parts.includes('summary');

/** A search page's shops as JSON texts, in the order of the ids (public shops only). */
function shopPageRowsOf(db: Db, ids: number[], withPageParts: boolean): Promise<ShopPageRow[]> {
  const name = withPageParts ? 'search_page' : 'search_page_lean';
  const statement = preparedOn(db, name, () => shopPageStatement(name, 'ids', withPageParts));
  return statement.execute(db, { ids });
}

/** The reference rows the parts asked for embed in these shops, when they embed any. */
function referenceFor(
  db: Db,
  rows: readonly ShopPageRow[],
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
 * them, left open (no closing brace) for a caller to add members: byte for byte what the general
 * search's presenters write (shops.int.test.ts).
 */
function spliceShop(
  row: ShopPageRow,
  parts: ReadonlySet<TShopPart>,
  reference: Reference | undefined,
): string {
  let shop = row.shop.slice(0, -1);
  if (reference) {
    if (parts.has('city')) shop += member('city', reference.cities.get(row.cityId));
    if (parts.has('country')) shop += member('country', reference.countries.get(row.countryId));
    if (parts.has('industry')) {
      shop += member('industry', reference.industries.get(row.industryId));
    }
  }
  if (parts.has('images')) shop += `,"images":${row.images}`;
  if (parts.has('hours')) shop += `,"openingHours":${row.hours}`;
  if (parts.has('summary')) shop += `,"summary":${row.summary}`;
  if (parts.has('operators')) shop += `,"operators":${row.operators}`;
  return shop;
}

/**
 * The shop page's answer, spliced from the statement's JSON texts with the parts asked for, in the
 * order the presenters give them: byte for byte the general search's answer (shops.int.test.ts).
 */
async function shopBySlug(
  db: Db,
  query: TSearchShopsQuery & { urlSlug: string },
): Promise<JsonText<TSearchShopsResponse>> {
  const parts = query.part ?? [];
  const row = await shopPageLoader(db, needsPageParts(parts))(query.urlSlug);
  const meta = JSON.stringify({
    page: 1,
    perPage: query.perPage,
    total: row ? 1 : 0,
    totalExact: true,
  });
  if (!row) return new JsonText(`{"data":[],"meta":${meta}}`);
  const want = new Set(parts);
  const shop = spliceShop(row, want, await referenceFor(db, [row], want));
  return new JsonText(`{"data":[${shop}}],"meta":${meta}}`);
}

/** Reference rows' JSON, written once per loaded copy (they are embedded in every shop page). */
const referenceJson = new WeakMap<object, string>();

/** `,"name":value` for an object member, or nothing when the value is missing (as JSON.stringify). */
function member(name: string, value: object | undefined): string {
  if (value === undefined) return '';
  let json = referenceJson.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    referenceJson.set(value, json);
  }
  return `,"${name}":${json}`;
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
function shopPageLoader(db: Db, withPageParts: boolean) {
  const name = withPageParts ? 'shop_page' : 'shop_page_lean';
  return preparedOn(db, `${name}:loader`, () => {
    const statement = shopPageStatement(name, 'slugs', withPageParts);
    return turnBatch<string, ShopPageRow>(async (slugs) => {
      const rows = await statement.execute(db, { slugs });
      return new Map(rows.map((row) => [row.urlSlug, row]));
    }, SHOP_PAGE_BATCH);
  });
}

/** One public shop by id with the requested parts; 404 when unknown or not public. */
export async function getShop(db: Db, shopId: number, parts: readonly TShopPart[]): Promise<TShop> {
  const [row] = await db
    .select(shopColumns)
    .from(shops)
    .where(and(eq(shops.id, shopId), isPublic));
  if (!row) throw notFound('找不到這間店家');
  const [shop] = await embedShopParts(db, [row], parts);
  return shop!;
}

/** Featured shops for the home page; nearest first when the visitor's position is known. */
export async function listHomepageShops(
  db: Db,
  options: { lng?: number | undefined; lat?: number | undefined; perPage: number },
): Promise<TShop[]> {
  const order =
    options.lng !== undefined && options.lat !== undefined
      ? [asc(distanceFrom(options.lng, options.lat)), asc(shops.featuredRank)]
      : [asc(shops.featuredRank), asc(shops.id)];
  const rows = await db
    .select(shopColumns)
    .from(shops)
    .where(and(isPublic, isNotNull(shops.featuredRank)))
    .orderBy(...order)
    .limit(options.perPage);
  return embedShopParts(db, rows, ['city', 'industry', 'images', 'summary']);
}

/**
 * Presents shops and embeds the requested related parts, one query per part for the whole
 * page (never one per shop). Queries run concurrently where the driver allows.
 */
export async function embedShopParts(
  db: Db,
  rows: ShopRow[],
  parts: readonly TShopPart[],
): Promise<TShop[]> {
  const result = rows.map(presentShop);
  if (rows.length === 0 || parts.length === 0) return result;
  const want = new Set(parts);
  const shopIds = rows.map((r) => r.id);

  const needsReference = want.has('city') || want.has('country') || want.has('industry');
  const [reference, imageRows, licenseRows, operatorRows, hoursByShop, summaryByShop] =
    await Promise.all([
      needsReference
        ? getReference(db, {
            cityIds: rows.map((r) => r.cityId),
            countryIds: rows.map((r) => r.countryId),
            industryIds: rows.map((r) => r.industryId),
          })
        : undefined,
      want.has('images')
        ? rowsInDisplayOrder(db, {
            table: shopImages,
            where: inArray(shopImages.shopId, shopIds),
            first: [asc(shopImages.shopId)],
          })
        : [],
      want.has('latestSystemShopLicense')
        ? db
            .selectDistinctOn([shopLicenses.shopId], { license: shopLicenses, plan: plans })
            .from(shopLicenses)
            .innerJoin(plans, eq(plans.id, shopLicenses.planId))
            .where(inArray(shopLicenses.shopId, shopIds))
            .orderBy(
              asc(shopLicenses.shopId),
              sql`${shopLicenses.startsAt} desc`,
              sql`${shopLicenses.id} desc`,
            )
        : [],
      want.has('operators')
        ? rowsInDisplayOrder(db, {
            table: operators,
            where: and(inArray(operators.shopId, shopIds), eq(operators.isBookable, true)),
            first: [asc(operators.shopId)],
          })
        : [],
      want.has('hours') ? perShop(db, shopIds, openingHoursJson) : undefined,
      want.has('summary') ? perShop(db, shopIds, summaryJson) : undefined,
    ]);

  const licenseByShop = new Map(
    licenseRows.map((l) => [l.license.shopId, presentLicense(l.license, l.plan)]),
  );

  for (const shop of result) {
    if (want.has('city')) shop.city = reference?.cities.get(shop.cityId);
    if (want.has('country')) shop.country = reference?.countries.get(shop.countryId);
    if (want.has('industry')) shop.industry = reference?.industries.get(shop.industryId);
    if (want.has('images')) {
      shop.images = imageRows.filter((i) => i.shopId === shop.id).map(presentImage);
    }
    if (want.has('hours')) shop.openingHours = hoursByShop?.get(shop.id);
    if (want.has('summary')) shop.summary = summaryByShop?.get(shop.id);
    if (want.has('latestSystemShopLicense')) {
      shop.latestSystemShopLicense = licenseByShop.get(shop.id) ?? null;
    }
    if (want.has('operators')) {
      shop.operators = operatorRows.filter((o) => o.shopId === shop.id).map(presentOperator);
    }
  }
  return result;
}

/**
 * A shop's opening hours as one JSON value, for the shop row aliased `s`: the weekly intervals
 * and the special days from the shop's today on (at most 31). Written compactly (json-sql.ts):
 * the shop page sends it as it is.
 */
function openingHoursJson(s: SQL): SQL<TShopOpeningHours> {
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

/** A shop's starting price and rating as one JSON value, for the shop row aliased `s`. */
function summaryJson(s: SQL): SQL<TShopSummary> {
  return sql<TShopSummary>`${jsonObject([
    [
      'minPrice',
      sql`(select min(sv.price) from ${services} sv where sv.shop_id = ${s}.id and sv.is_bookable)`,
    ],
    [
      'reviewCount',
      sql`coalesce((select r.review_count from ${shopRatings} r where r.shop_id = ${s}.id), 0)`,
    ],
    [
      'ratingAverage',
      sql`(select round(r.rating_sum::numeric / r.review_count, 1)::float8
           from ${shopRatings} r where r.shop_id = ${s}.id and r.review_count > 0)`,
    ],
  ])}`;
}

/** One JSON value per shop of a page, by id. */
async function perShop<T>(
  db: Db,
  shopIds: number[],
  value: (s: SQL) => SQL<T>,
): Promise<Map<number, T>> {
  const rows = await db
    .select({ id: sql<number>`s.id`, value: value(sql.raw('s')) })
    .from(sql`${shops} s`)
    .where(sql`s.id in ${shopIds}`);
  return new Map(rows.map((r) => [r.id, r.value]));
}
