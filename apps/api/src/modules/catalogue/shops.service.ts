import type {
  TSearchShopsQuery,
  TShop,
  TShopOpeningHours,
  TShopPart,
  TShopSummary,
} from '@haoyue/contracts';
import { and, asc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { rowFromJson } from '../../db/json-row';
import { preparedOn } from '../../db/prepared';
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
import { notFound } from '../../lib/errors';
import { turnBatch } from '../../lib/turn-batch';
import { pageMeta, windowTotal } from '../../lib/paging';
import { keywordCondition, keywordRelevance } from './keyword-search';
import { getReference } from './reference-cache';
import {
  presentImage,
  presentLicense,
  presentOperator,
  presentShop,
  PUBLIC_SHOP_FIELDS,
  type ShopRow,
} from './presenters';

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = 111_320;

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

/** A bounding box around the point: lets the (latitude, longitude) index discard far shops. */
function withinBox(lng: number, lat: number, radius: number): SQL | undefined {
  const dLat = radius / METRES_PER_DEGREE;
  const dLng = radius / (METRES_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  return and(
    sql`${shops.latitude} between ${lat - dLat} and ${lat + dLat}`,
    sql`${shops.longitude} between ${lng - dLng} and ${lng + dLng}`,
  );
}

/**
 * Searches public shops by keyword, industry, country, cities and distance, a page at a time.
 * Near searches are ordered nearest first; keyword searches by relevance; then featured shops
 * first, then newest.
 */
export async function searchShops(db: Db, query: TSearchShopsQuery) {
  if (isShopPageCall(query)) return shopBySlug(db, query);
  const near =
    query.lng !== undefined && query.lat !== undefined ? { lng: query.lng, lat: query.lat } : null;
  const distance = near ? distanceFrom(near.lng, near.lat) : undefined;
  const where = and(
    isPublic,
    query.keyword ? keywordCondition(query.keyword) : undefined,
    query.industryId ? eq(shops.industryId, query.industryId) : undefined,
    query.countryId ? eq(shops.countryId, query.countryId) : undefined,
    query.cityIds?.length ? inArray(shops.cityId, query.cityIds) : undefined,
    query.urlSlug ? eq(shops.urlSlug, query.urlSlug) : undefined,
    near ? withinBox(near.lng, near.lat, query.distance) : undefined,
    near && distance ? lte(distance, query.distance) : undefined,
  );
  // Nearest first around a point; else, for a keyword, the best answers first (name, then
  // services, then area, then other text); featured shops, then the newest, break ties.
  const relevance = query.keyword && !distance ? keywordRelevance(query.keyword) : undefined;
  const order = distance
    ? [asc(distance), asc(shops.id)]
    : [
        ...(relevance ? [sql`${relevance} desc`] : []),
        sql`${shops.featuredRank} asc nulls last`,
        sql`${shops.id} desc`,
      ];

  const rows = await db
    .select({
      shop: shopColumns,
      total: windowTotal(),
      ...(distance ? { distance: distance.mapWith(Number) } : {}),
    })
    .from(shops)
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);

  const meta = await pageMeta(rows, query, () => db.$count(shops, where));
  const data = await embedShopParts(
    db,
    rows.map((r) => r.shop),
    query.part ?? [],
  );
  rows.forEach((r, i) => {
    const shop = data[i];
    if (shop && 'distance' in r && typeof r.distance === 'number')
      shop.distance = Math.round(r.distance);
  });
  return { data, meta };
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
    (query.lng === undefined || query.lat === undefined)
  );
}

type JsonRow = Record<string, unknown>;

/**
 * The public shops of some slugs (`any($slugs)`: the shop pages asked for in one turn, see
 * `shopPageLoader`) with their images and bookable operators, in display order, as one statement
 * prepared once per database handle: the shop page opens with this call, for any of thousands of
 * shops, so it is worth neither building the query nor planning it each time.
 * (`shops.id` is written out: Drizzle leaves a lone table's columns unqualified, which inside the
 * subqueries would name the subquery's own `id`.)
 */
function shopBySlugStatement(db: Db, name: string, withPageParts: boolean) {
  // Opening hours and the summary are read only when asked for: other callers of the slug
  // lookup do not pay for four more subqueries.
  const pageParts = withPageParts
    ? sql`${openingHoursJson(sql.raw('shops'))}, ${summaryJson(sql.raw('shops'))}`
    : sql`null::json, null::json`;
  return db
    .select({
      shop: shopColumns,
      images: sql<JsonRow[] | null>`(
        select json_agg(i order by i.position, i.id) from ${shopImages} i
        where i.shop_id = shops.id)`,
      operators: sql<JsonRow[] | null>`(
        select json_agg(o order by o.position, o.id) from ${operators} o
        where o.shop_id = shops.id and o.is_bookable)`,
      pageParts: sql<[TShopOpeningHours, TShopSummary] | null>`json_build_array(${pageParts})`,
    })
    .from(shops)
    .where(and(sql`${shops.urlSlug} = any(${sql.placeholder('slugs')}::text[])`, isPublic))
    .prepare(name);
}

async function shopBySlug(db: Db, query: TSearchShopsQuery & { urlSlug: string }) {
  const parts = query.part ?? [];
  const withPageParts = parts.includes('hours') || parts.includes('summary');
  const row = await shopPageLoader(db, withPageParts)(query.urlSlug);
  const meta = { page: 1, perPage: query.perPage, total: row ? 1 : 0 };
  if (!row) return { data: [], meta };
  const [hours, summary] = row.pageParts ?? [];
  const [shop] = await embedShopParts(db, [row.shop], parts, {
    images: (row.images ?? []).map((i) => rowFromJson(shopImages, i)),
    operators: (row.operators ?? []).map((o) => rowFromJson(operators, o)),
    ...(withPageParts
      ? { hours: new Map([[row.shop.id, hours!]]), summaries: new Map([[row.shop.id, summary!]]) }
      : {}),
  });
  return { data: [shop!], meta };
}

/**
 * At most this many shop pages per statement (about 0.8 ms of PostgreSQL time): at 50 connections
 * a batch of everything in flight left Node idle while one backend worked through it; batches of
 * 16 ran about 7% faster than of 64, and of 8 or 4 slower (more statements again).
 */
const SHOP_PAGE_BATCH = 16;

type ShopPageRow = Awaited<ReturnType<ReturnType<typeof shopBySlugStatement>['execute']>>[number];

/**
 * The shop page's lookup by slug, batched per turn of the event loop (`turnBatch`): under load,
 * the shop pages asked for together are read by one run of the prepared statement, one round trip
 * and one wake-up of a PostgreSQL backend instead of one each (decision 011). A slug that breaks
 * the statement for the whole batch cannot arrive: query text with control characters (NUL) is
 * refused with 400 before any handler runs.
 */
function shopPageLoader(db: Db, withPageParts: boolean) {
  const name = withPageParts ? 'shop_by_slug_page' : 'shop_by_slug';
  return preparedOn(db, `${name}:loader`, () => {
    const statement = preparedOn(db, name, (d) => shopBySlugStatement(d, name, withPageParts));
    return turnBatch<string, ShopPageRow>(async (slugs) => {
      const rows = await statement.execute({ slugs });
      return new Map(rows.map((row) => [row.shop.urlSlug, row]));
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
  /** Rows the caller already read (the shop page's statement reads both). */
  known: {
    images?: (typeof shopImages.$inferSelect)[];
    operators?: (typeof operators.$inferSelect)[];
    hours?: Map<number, TShopOpeningHours>;
    summaries?: Map<number, TShopSummary>;
  } = {},
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
      known.images ??
        (want.has('images')
          ? rowsInDisplayOrder(db, shopImages, inArray(shopImages.shopId, shopIds), [
              asc(shopImages.shopId),
            ])
          : []),
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
      known.operators ??
        (want.has('operators')
          ? rowsInDisplayOrder(
              db,
              operators,
              and(inArray(operators.shopId, shopIds), eq(operators.isBookable, true)),
              [asc(operators.shopId)],
            )
          : []),
      known.hours ?? (want.has('hours') ? perShop(db, shopIds, openingHoursJson) : undefined),
      known.summaries ?? (want.has('summary') ? perShop(db, shopIds, summaryJson) : undefined),
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
 * and the special days from the shop's today on (at most 31).
 */
function openingHoursJson(s: SQL): SQL<TShopOpeningHours> {
  return sql<TShopOpeningHours>`json_build_object(
    'weekly', coalesce((
      select json_agg(json_build_object('weekday', h.weekday, 'startMinute', h.start_minute,
                                        'endMinute', h.end_minute)
                      order by h.weekday, h.start_minute)
      from ${shopHours} h where h.shop_id = ${s}.id), '[]'::json),
    'specialDays', coalesce((
      select json_agg(json_build_object('date', d.date, 'ranges', d.ranges, 'note', d.note)
                      order by d.date)
      from (select * from ${shopSpecialDays} d0
            where d0.shop_id = ${s}.id and d0.date >= (now() at time zone ${s}.time_zone)::date
            order by d0.date limit 31) d), '[]'::json))`;
}

/** A shop's starting price and rating as one JSON value, for the shop row aliased `s`. */
function summaryJson(s: SQL): SQL<TShopSummary> {
  return sql<TShopSummary>`json_build_object(
    'minPrice', (select min(sv.price) from ${services} sv
                 where sv.shop_id = ${s}.id and sv.is_bookable),
    'reviewCount', coalesce((select r.review_count from ${shopRatings} r where r.shop_id = ${s}.id), 0),
    'ratingAverage', (select round(r.rating_sum::numeric / r.review_count, 1)::float8
                      from ${shopRatings} r where r.shop_id = ${s}.id and r.review_count > 0))`;
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
