import type { TAdminShop, TAdminShopDetail, TAdminShopsQuery } from '@haoyue/contracts';
import { and, asc, count, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  cities,
  countries,
  industries,
  operators,
  searchBigramsOf,
  sellerMembers,
  sellers,
  services,
  shopImages,
  shops,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { containsAny } from '../../lib/like-pattern';
import { type Paged, readPage } from '../../lib/paging';
import { listAudit } from './audit.service';
import { bigramsContaining, candidateIds } from './user-search';

/** The owner of the shop's seller (one per seller): whom review decisions are sent to. */
const owner = sql<{
  userId: number;
  displayName: string | null;
  phoneNumber: string | null;
} | null>`(select json_build_object('userId', u.id, 'displayName', u.display_name,
    'phoneNumber', u.phone_number)
  from ${sellerMembers} m join ${users} u on u.id = m.user_id
  where m.seller_id = ${shops.sellerId} and m.role = 'OWNER' order by m.id limit 1)`;

/** The cover, else the avatar, else the first gallery photo. */
const imageUrl = sql<string | null>`(select i.url from ${shopImages} i
  where i.shop_id = ${shops.id}
  order by case i.type when 'COVER' then 0 when 'AVATAR' then 1 else 2 end, i.position, i.id
  limit 1)`;

/**
 * The shop's own columns the admin pages show: not its search text and bigrams (kilobytes a row,
 * read and parsed for nothing), nor its booking rules.
 */
const shopColumns = {
  id: shops.id,
  sellerId: shops.sellerId,
  displayName: shops.displayName,
  urlSlug: shops.urlSlug,
  address: shops.address,
  introduction: shops.introduction,
  phoneNumber: shops.phoneNumber,
  reviewStatus: shops.reviewStatus,
  reviewNote: shops.reviewNote,
  reviewedAt: shops.reviewedAt,
  editedSinceReviewAt: shops.editedSinceReviewAt,
  countryId: shops.countryId,
  cityId: shops.cityId,
  industryId: shops.industryId,
  createdAt: shops.createdAt,
  updatedAt: shops.updatedAt,
};

const columns = {
  shop: shopColumns,
  sellerName: sellers.displayName,
  countryName: countries.name,
  cityName: cities.name,
  industryName: industries.name,
  owner,
  imageUrl,
};

type Row = {
  shop: Pick<typeof shops.$inferSelect, keyof typeof shopColumns>;
  sellerName: string;
  countryName: string;
  cityName: string;
  industryName: string;
  owner: TAdminShop['owner'];
  imageUrl: string | null;
};

/** Shops joined to their seller (whose name the list searches): its rows, and its count. */
function selectWithSeller<F extends SelectedFields>(db: Db, fields: F) {
  return db.select(fields).from(shops).innerJoin(sellers, eq(sellers.id, shops.sellerId));
}

function selectShops(db: Db) {
  return selectWithSeller(db, columns)
    .innerJoin(countries, eq(countries.id, shops.countryId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(industries, eq(industries.id, shops.industryId));
}

function present({ shop, ...row }: Row): TAdminShop {
  return {
    id: shop.id,
    displayName: shop.displayName,
    urlSlug: shop.urlSlug,
    address: shop.address,
    reviewStatus: shop.reviewStatus,
    reviewNote: shop.reviewNote,
    reviewedAt: shop.reviewedAt?.toISOString() ?? null,
    editedSinceReviewAt: shop.editedSinceReviewAt?.toISOString() ?? null,
    imageUrl: row.imageUrl,
    seller: { id: shop.sellerId, name: row.sellerName },
    owner: row.owner,
    country: { id: shop.countryId, name: row.countryName },
    city: { id: shop.cityId, name: row.cityName },
    industry: { id: shop.industryId, name: row.industryName },
    createdAt: shop.createdAt.toISOString(),
    updatedAt: shop.updatedAt.toISOString(),
  };
}

const ORDER: Record<TAdminShopsQuery['sort'], SQL[]> = {
  newest: [desc(shops.id)],
  oldest: [asc(shops.id)],
  name: [asc(shops.displayName), asc(shops.id)],
  reviewed: [sql`${shops.reviewedAt} desc nulls last`, desc(shops.id)],
};

/** Shops filtered by text, place, industry and review state; paged and ordered on the server. */
export async function listAdminShops(db: Db, query: TAdminShopsQuery): Promise<Paged<TAdminShop>> {
  const where: SQL[] = [];
  if (query.q) {
    const byText = [containsAny([shops.displayName, shops.urlSlug, sellers.displayName], query.q)];
    const byId =
      /^[1-9][0-9]{0,9}$/.test(query.q) && Number(query.q) <= 2_147_483_647
        ? eq(shops.id, Number(query.q))
        : null;
    if (byId) byText.push(byId);
    where.push(or(...byText)!);
    // The shops the text can find, through indexes: by name or slug (shops_admin_search_idx),
    // by their seller's name (sellers read whole: a few thousand names), by id.
    const candidates = candidateIds(shops, shops.id, [
      bigramsContaining(searchBigramsOf(shops.displayName, shops.urlSlug), query.q),
      sql`${shops.sellerId} = any(array(select ${sellers.id} from ${sellers} where ${containsAny([sellers.displayName], query.q)}))`,
      ...(byId ? [byId] : []),
    ]);
    if (candidates) where.push(candidates);
  }
  if (query.countryId) where.push(eq(shops.countryId, query.countryId));
  if (query.cityId) where.push(eq(shops.cityId, query.cityId));
  if (query.industryId) where.push(eq(shops.industryId, query.industryId));
  if (query.reviewStatus) where.push(eq(shops.reviewStatus, query.reviewStatus));
  if (query.edited) where.push(isNotNull(shops.editedSinceReviewAt));
  const condition = and(...where);
  const { rows, meta } = await readPage(
    selectShops(db)
      .where(condition)
      .orderBy(...ORDER[query.sort]),
    {
      count: selectWithSeller(db, { total: count() }).where(condition),
      paging: query,
    },
  );
  return { data: rows.map(present), meta };
}

/** One shop as a reviewer needs it: text, photos, services, operators and its audit rows. */
export async function getAdminShop(db: Db, shopId: number): Promise<TAdminShopDetail> {
  const [row] = await selectShops(db).where(eq(shops.id, shopId));
  if (!row) throw notFound('找不到店家');
  const [images, serviceRows, operatorRows, history] = await Promise.all([
    db
      .select({
        id: shopImages.id,
        type: shopImages.type,
        url: shopImages.url,
        position: shopImages.position,
      })
      .from(shopImages)
      .where(eq(shopImages.shopId, shopId))
      .orderBy(asc(shopImages.type), asc(shopImages.position), asc(shopImages.id)),
    db
      .select({
        id: services.id,
        name: services.name,
        durationMinutes: services.durationMinutes,
        price: services.price,
        currency: services.currency,
        isBookable: services.isBookable,
      })
      .from(services)
      .where(eq(services.shopId, shopId))
      .orderBy(asc(services.position), asc(services.id)),
    db
      .select({
        id: operators.id,
        displayName: operators.displayName,
        title: operators.title,
        avatarUrl: operators.avatarUrl,
      })
      .from(operators)
      .where(eq(operators.shopId, shopId))
      .orderBy(asc(operators.position), asc(operators.id)),
    listAudit(db, { targetType: 'shop', targetId: shopId, page: 1, perPage: 50 }),
  ]);
  return {
    ...present(row),
    introduction: row.shop.introduction,
    phoneNumber: row.shop.phoneNumber,
    images,
    services: serviceRows,
    operators: operatorRows,
    history: history.data,
  };
}
