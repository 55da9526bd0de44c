import type { TSearchShopsQuery, TSearchShopsResponse, TShop, TShopPart } from '@haoyue/contracts';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { preparedOn } from '../../db/prepared';
import { operators, plans, shopImages, shopLicenses, shops } from '../../db/schema';
import type { JsonText } from '../../http/route';
import { notFound } from '../../lib/errors';
import { searchAlternatives } from './search-alternatives';
import { singleWindowPage } from './keyword-walk';
import { metresOfChord, unfilteredNearValues, walkSuffices } from './near-search';
import { capped, isPublic, lookahead, type RankedShops } from './search-page';
import { rankShops } from './shop-search';
import { termWalkValues } from './term-walk';
import {
  batchedGramPage,
  CLOSE,
  nearPageRowsOf,
  openingHoursJson,
  pageText,
  referenceFor,
  shopPageLoader,
  shopPageRowsOf,
  splicedPage,
  spliceShop,
  statementParts,
  termWalkPageRowsOf,
} from './shop-json';
import { cardTextsWanted, withCards } from './shop-card-cache';
import { summaryJson } from './shop-card-json';
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

/**
 * The columns a public shop is presented from, and no more: the booking rules, prepayment
 * settings (JSON) and search text stay in the database, so a page of shops reads, parses and maps
 * a third fewer fields per row.
 */
const shopColumns = Object.fromEntries(
  PUBLIC_SHOP_FIELDS.map((field) => [field, shops[field]]),
) as { [F in (typeof PUBLIC_SHOP_FIELDS)[number]]: (typeof shops)[F] };

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
  // What the page statement reads besides versions (the card texts when the copy lately missed).
  const built = statementParts(parts, cardTextsWanted(db));
  const window = spliced ? singleWindowPage(query) : undefined;
  if (window) {
    // The words people search most: page, count and shops in one statement.
    const rows = await batchedGramPage(db, window, built);
    if (rows.length > 0) return splicedPage(db, query, { rows, count: capped(rows[0]!.total!) });
  }
  const near = spliced ? unfilteredNearValues(query) : undefined;
  if (near) {
    // Near a point, nothing else asked: the walk, its page and its shops in one statement.
    const rows = await nearPageRowsOf(db, near, built);
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
  const term = spliced ? termWalkValues(query) : undefined;
  let ranked: RankedShops | undefined;
  if (term) {
    // One term of three or more characters: its window, walk and page's shops in one statement.
    const rows = await termWalkPageRowsOf(db, term, built);
    const count = lookahead(
      rows.map((r) => r.id),
      query,
    );
    if (rows.length > 0)
      return splicedPage(db, query, { rows: rows.slice(0, query.perPage), count });
    // Nothing on the first page: nothing matches (alternatives follow). Past the end: counted.
    if (query.page === 1) ranked = count;
  }
  ranked ??= await rankShops(db, query);
  const meta = {
    page: query.page,
    perPage: query.perPage,
    total: ranked.total,
    totalExact: ranked.totalExact,
  };
  if (ranked.ids.length > 0 && spliced) {
    const rows = await shopPageRowsOf(db, ranked.ids, built);
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
 * The shop page's answer, spliced from the statement's JSON texts with the parts asked for, in the
 * order the presenters give them: byte for byte the general search's answer (shops.int.test.ts).
 */
async function shopBySlug(
  db: Db,
  query: TSearchShopsQuery & { urlSlug: string },
): Promise<JsonText<TSearchShopsResponse>> {
  const parts = query.part ?? [];
  const found = await shopPageLoader(db, statementParts(parts, cardTextsWanted(db)))(query.urlSlug);
  const [row] = found ? await withCards(db, [found]) : [];
  const meta = { page: 1, perPage: query.perPage, total: row ? 1 : 0, totalExact: true };
  const bytes: Buffer[] = [];
  if (row) {
    const want = new Set(parts);
    spliceShop(bytes, row, { parts: want, reference: await referenceFor(db, [row], want) });
    bytes.push(CLOSE);
  }
  return pageText(bytes, meta);
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
