import { startTrial } from '../billing';
import type {
  TBookingRules,
  TDeleteShopResult,
  TSellerShop,
  TShopPart,
  ZCreateShopRequest,
} from '@haoyue/contracts';
import { and, asc, count, eq, gte, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  bookings,
  cities,
  countries,
  industries,
  orders,
  productTransactions,
  shops,
} from '../../db/schema';
import { invalid } from '../../lib/errors';
import { hasPgCode, PG } from '../../lib/pg-errors';
import { embedShopParts, refreshShopSearchText } from '../catalogue';
import { changedFields } from './changed-fields';
import { assertNoFutureBookings } from './future-bookings';
import { presentSellerShop } from './shop-presenters';
import { markEditedSinceReview, REVIEWED_FIELDS } from './shop-review';
import { assertSlugFree, slugTaken } from './shop-slug';

type ShopRow = typeof shops.$inferSelect;

/** What a shop's edit page shows after a write: its place and images. */
const EDITED_PARTS: TShopPart[] = ['city', 'country', 'industry', 'images'];

/** Shop rows as their seller sees them, with the parts asked for. */
async function presentSellerShops(
  db: Db,
  rows: ShopRow[],
  parts: readonly TShopPart[],
): Promise<TSellerShop[]> {
  const presented = await embedShopParts(db, rows, parts);
  return presented.map((shop, i) => presentSellerShop(shop, rows[i]!));
}

/** The seller's shops (closed ones excluded), oldest first. */
export async function listSellerShops(
  db: Db,
  { sellerId, parts }: { sellerId: number; parts: readonly TShopPart[] },
): Promise<TSellerShop[]> {
  const rows = await db
    .select()
    .from(shops)
    .where(and(eq(shops.sellerId, sellerId), ne(shops.reviewStatus, 'CLOSED')))
    .orderBy(asc(shops.id));
  return presentSellerShops(db, rows, parts);
}

/** A shop already loaded (by the access hook) as its seller sees it. */
export async function getSellerShop(
  db: Db,
  { shop, parts }: { shop: ShopRow; parts: readonly TShopPart[] },
): Promise<TSellerShop> {
  return (await presentSellerShops(db, [shop], parts))[0]!;
}

/** The shop as stored now (after a write), as its seller sees it. */
export async function readSellerShop(
  db: Db,
  shopId: number,
  parts: readonly TShopPart[],
): Promise<TSellerShop> {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId));
  return getSellerShop(db, { shop: row!, parts });
}

/** A slug taken by a concurrent write, or an unknown industry, as the client's error. */
function shopWriteError(error: unknown): unknown {
  if (hasPgCode(error, PG.UNIQUE_VIOLATION)) return slugTaken('這個網址代稱已被使用');
  if (hasPgCode(error, PG.FOREIGN_KEY_VIOLATION)) return invalid('industryId', '請選擇行業類別');
  return error;
}

/**
 * Refuses an industry the platform has hidden (decision 022: hidden industries take no new shops)
 * unless it is already the shop's own, which the shop keeps until its seller picks another.
 * An unknown id is left to the foreign key.
 */
async function assertIndustryOpen(db: Db, industryId: number, shopId?: number): Promise<void> {
  const [row] = await db
    .select({ hidden: industries.hidden, own: sql<boolean>`${shops.id} is not null` })
    .from(industries)
    .leftJoin(shops, and(eq(shops.industryId, industries.id), eq(shops.id, shopId ?? 0)))
    .where(eq(industries.id, industryId));
  if (row?.hidden && !row.own) {
    throw invalid('industryId', '這個行業類別已不開放選擇，請選擇其他類別');
  }
}

/** The city and its country, whose time zone and currency a shop there takes, or 400. */
async function placeOf(db: Db, cityId: number) {
  const [row] = await db
    .select({ city: cities, country: countries })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(cities.id, cityId));
  if (!row) throw invalid('cityId', '請選擇城市');
  return row;
}

/**
 * Opens a shop: country, currency and time zone follow the city; coordinates default to the
 * city's. A new shop waits for the platform's review (PENDING, decision 022) before it is public.
 */
export async function createShop(
  db: Db,
  {
    sellerId,
    fields,
    now = new Date(),
  }: { sellerId: number; fields: z.output<typeof ZCreateShopRequest>; now?: Date },
): Promise<TSellerShop> {
  const { bookingRules, cityId, ...details } = fields;
  await assertSlugFree(db, { urlSlug: details.urlSlug });
  await assertIndustryOpen(db, details.industryId);
  const { city, country } = await placeOf(db, cityId);
  try {
    const [row] = await db
      .insert(shops)
      .values({
        ...details,
        sellerId,
        phoneNumber: details.phoneNumber ?? null,
        countryId: country.id,
        cityId: city.id,
        longitude: details.longitude ?? city.longitude,
        latitude: details.latitude ?? city.latitude,
        timeZone: country.timeZone,
        currency: country.currency,
        reviewStatus: 'PENDING',
        ...bookingRules,
      })
      .returning();
    await refreshShopSearchText(db, row!.id);
    // Every new shop starts with a free trial licence (issue 39).
    await startTrial(db, { shopId: row!.id, currency: row!.currency, now });
    return getSellerShop(db, { shop: row!, parts: EDITED_PARTS });
  } catch (error) {
    throw shopWriteError(error);
  }
}

/** Changes of a shop's PATCH: only the fields sent. */
export type ShopChanges = {
  displayName?: string | undefined;
  urlSlug?: string | undefined;
  address?: string | undefined;
  introduction?: string | undefined;
  phoneNumber?: string | null | undefined;
  industryId?: number | undefined;
  cityId?: number | undefined;
  longitude?: number | undefined;
  latitude?: number | undefined;
  bookingRules?: Partial<TBookingRules> | undefined;
};

/**
 * Changes the fields sent. A new city brings its country, time zone and currency, and its
 * coordinates unless others are sent.
 */
export async function updateShop(
  db: Db,
  { shopId, changes }: { shopId: number; changes: ShopChanges },
): Promise<TSellerShop> {
  if (changes.urlSlug) await assertSlugFree(db, { urlSlug: changes.urlSlug, shopId });
  if (changes.industryId) await assertIndustryOpen(db, changes.industryId, shopId);
  const { bookingRules, cityId, ...fields } = changes;
  const set: Partial<typeof shops.$inferInsert> = {
    ...changedFields({ ...fields, ...bookingRules }),
    updatedAt: new Date(),
  };
  if (cityId) {
    const { city, country } = await placeOf(db, cityId);
    Object.assign(set, {
      cityId: city.id,
      countryId: country.id,
      timeZone: country.timeZone,
      currency: country.currency,
    });
    if (changes.longitude === undefined) set.longitude = city.longitude;
    if (changes.latitude === undefined) set.latitude = city.latitude;
  }
  const reviewed = REVIEWED_FIELDS.filter((f) => set[f] !== undefined).map(
    (f) => sql`${shops[f]} is distinct from ${set[f]}`,
  );
  try {
    await db.transaction(async (tx) => {
      // Before the update, while the old values are there to compare with.
      if (reviewed.length)
        await markEditedSinceReview(tx as unknown as Db, shopId, or(...reviewed));
      await tx.update(shops).set(set).where(eq(shops.id, shopId));
    });
  } catch (error) {
    throw shopWriteError(error);
  }
  await refreshShopSearchText(db, shopId);
  return readSellerShop(db, shopId, EDITED_PARTS);
}

/**
 * Deletes a shop. Refused while it has bookings to come (they must be moved or cancelled
 * first: customers are counting on them). A shop with past orders or product sales is CLOSED
 * instead of deleted, so they keep their shop; one with neither is deleted outright.
 */
export async function deleteShop(
  db: Db,
  { shopId, now }: { shopId: number; now: Date },
): Promise<TDeleteShopResult> {
  await assertNoFutureBookings(
    db,
    [eq(bookings.shopId, shopId), gte(bookings.endsAt, now)],
    (n) => `這間店還有 ${n} 筆未完成的預約，請先改期或取消後再刪除`,
  );
  const [{ history } = { history: 0 }] = await db
    .select({ history: count() })
    .from(orders)
    .where(eq(orders.shopId, shopId));
  // Counter sales of products keep their shop too (product_transactions.shop_id, no cascade).
  const [{ sales } = { sales: 0 }] = await db
    .select({ sales: count() })
    .from(productTransactions)
    .where(eq(productTransactions.shopId, shopId));
  if (history > 0 || sales > 0) {
    await db
      .update(shops)
      .set({ reviewStatus: 'CLOSED', featuredRank: null, updatedAt: now })
      .where(eq(shops.id, shopId));
    return { deleted: false, closed: true };
  }
  await db.delete(shops).where(eq(shops.id, shopId));
  return { deleted: true, closed: false };
}
