import type { TSearchAlternatives, TSearchShopsQuery, TShop } from '@haoyue/contracts';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { keywordCondition, keywordTerms } from './keyword-search';
import { getReference } from './reference-cache';
import { isPublic } from './search-page';
import { industryNamedBy } from './search-suggestions';
import { rankShops } from './shop-search';

const OTHER_CITIES = 5;
const NEARBY_SHOPS = 4;

/**
 * What to offer when page 1 of a search found nothing, so the visitor is never left at a dead
 * end: the keyword without its last character (a typo or a word too long: 光點髮藝師 → 光點髮藝),
 * the other cities where the keyword (and industry) finds shops, and shops of the searched
 * industry (chosen, or named by the keyword: 美甲, nail) near the point or in the chosen area.
 * Runs only on that empty answer, so it may count matches.
 */
export async function searchAlternatives(
  db: Db,
  q: TSearchShopsQuery,
  present: (ids: number[]) => Promise<TShop[]>,
): Promise<TSearchAlternatives> {
  const [keyword, cities, nearbyIds] = await Promise.all([
    shorterKeyword(db, q),
    otherCities(db, q),
    nearbyOfIndustry(db, q),
  ]);
  return { keyword, cities, nearbyShops: await present(nearbyIds) };
}

async function shorterKeyword(
  db: Db,
  q: TSearchShopsQuery,
): Promise<TSearchAlternatives['keyword']> {
  const chars = Array.from((q.keyword ?? '').trim());
  if (chars.length < 2) return null;
  const keyword = chars.slice(0, -1).join('').trim();
  const { total } = await rankShops(db, { ...q, keyword, page: 1, perPage: 1 });
  return total > 0 ? { keyword, total } : null;
}

async function otherCities(db: Db, q: TSearchShopsQuery): Promise<TSearchAlternatives['cities']> {
  const chosenArea = Boolean(q.cityIds?.length || q.countryId || q.lng !== undefined);
  if (!q.keyword || !chosenArea) return [];
  const rows = await db
    .select({ cityId: shops.cityId, total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(shops)
    .where(
      and(
        isPublic,
        keywordCondition(q.keyword),
        q.industryId ? eq(shops.industryId, q.industryId) : undefined,
        q.cityIds?.length ? notInArray(shops.cityId, q.cityIds) : undefined,
      ),
    )
    .groupBy(shops.cityId)
    .orderBy(desc(sql`count(*)`), asc(shops.cityId))
    .limit(OTHER_CITIES);
  if (rows.length === 0) return [];
  const reference = await getReference(db, { cityIds: rows.map((r) => r.cityId) });
  return rows.flatMap(({ cityId, total }) => {
    const city = reference.cities.get(cityId);
    return city ? [{ city, total }] : [];
  });
}

/** The industry the search is about: the chosen one, else the one the keyword names. */
async function searchedIndustry(db: Db, q: TSearchShopsQuery): Promise<number | undefined> {
  if (q.industryId) return q.industryId;
  const terms = keywordTerms(q.keyword ?? '');
  return terms.length > 0 ? industryNamedBy(db, terms) : undefined;
}

async function nearbyOfIndustry(db: Db, q: TSearchShopsQuery): Promise<number[]> {
  const industryId = await searchedIndustry(db, q);
  if (!industryId) return [];
  const near = q.lng !== undefined && q.lat !== undefined;
  if (near) {
    // Any distance: the nearest of the industry, however far the search's radius was.
    const { ids } = await rankShops(db, {
      ...q,
      keyword: undefined,
      industryId,
      distance: 20_000_000,
      page: 1,
      perPage: NEARBY_SHOPS,
    });
    return ids;
  }
  const rows = await db
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(
        isPublic,
        eq(shops.industryId, industryId),
        q.cityIds?.length ? inArray(shops.cityId, q.cityIds) : undefined,
        q.countryId ? eq(shops.countryId, q.countryId) : undefined,
      ),
    )
    .orderBy(sql`${shops.featuredRank} asc nulls last`, desc(shops.id))
    .limit(NEARBY_SHOPS);
  return rows.map((r) => r.id);
}
