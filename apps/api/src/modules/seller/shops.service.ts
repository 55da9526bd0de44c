import type {
  TBookingRules,
  TPrepaymentSettings,
  TSeller,
  TSellerShop,
  TShopPart,
  TSpecialDay,
  TWeeklyHours,
} from '@haoyue/contracts';
import { URL_SLUG_PATTERN, type ZCreateShopRequest } from '@haoyue/contracts';
import type { z } from 'zod';
import { and, asc, count, eq, gte, inArray, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  ACTIVE_BOOKING_STATUSES,
  bookings,
  cities,
  countries,
  DEFAULT_PROFILE_SETTING,
  orders,
  sellerMembers,
  sellers,
  shopHours,
  shopImages,
  shops,
  shopSpecialDays,
} from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import { hasPgCode, PG } from '../../lib/pg-errors';
import { embedShopParts } from '../catalogue';
import { refreshShopSearchText } from '../catalogue';
import { localDate } from '../../lib/zoned-time';
import { applyOrder } from './ordering';
import { GALLERY_MAX_IMAGES } from './images';

type ShopRow = typeof shops.$inferSelect;

/** Slugs that would shadow pages or look official. */
const RESERVED_SLUGS = new Set([
  'admin',
  'api',
  'booking',
  'dashboard',
  'haoyue',
  'help',
  'line',
  'login',
  'orders',
  'search',
  'shop',
  'support',
  'user',
  'v1',
]);

export async function listSellers(db: Db, userId: number): Promise<TSeller[]> {
  const rows = await db
    .select({ seller: sellers, role: sellerMembers.role })
    .from(sellerMembers)
    .innerJoin(sellers, eq(sellers.id, sellerMembers.sellerId))
    .where(eq(sellerMembers.userId, userId))
    .orderBy(asc(sellerMembers.createdAt), asc(sellers.id));
  return rows.map(({ seller, role }) => ({
    id: seller.id,
    displayName: seller.displayName,
    memberDetails: { role },
    profileSetting: { ...DEFAULT_PROFILE_SETTING, ...seller.profileSetting },
    createdAt: seller.createdAt.toISOString(),
  }));
}

export async function getSeller(db: Db, userId: number, sellerId: number): Promise<TSeller> {
  const seller = (await listSellers(db, userId)).find((s) => s.id === sellerId);
  if (!seller) throw notFound('找不到商家');
  return seller;
}

function bookingRulesOf(row: ShopRow): TBookingRules {
  return {
    slotMinutes: row.slotMinutes,
    minLeadMinutes: row.minLeadMinutes,
    maxAdvanceDays: row.maxAdvanceDays,
    cancelCutoffMinutes: row.cancelCutoffMinutes,
    rescheduleCutoffMinutes: row.rescheduleCutoffMinutes,
    reminderMinutesBefore: row.reminderMinutesBefore,
  };
}

export async function presentSellerShops(
  db: Db,
  rows: ShopRow[],
  parts: readonly TShopPart[],
): Promise<TSellerShop[]> {
  const presented = await embedShopParts(db, rows, parts);
  return presented.map((shop, i) => ({
    ...shop,
    bookingRules: bookingRulesOf(rows[i]!),
    prepaymentSettings: rows[i]!.prepaymentSettings as TPrepaymentSettings,
  }));
}

/** The seller's shops (closed ones excluded), oldest first. */
export async function listSellerShops(db: Db, sellerId: number, parts: readonly TShopPart[]) {
  const rows = await db
    .select()
    .from(shops)
    .where(and(eq(shops.sellerId, sellerId), ne(shops.reviewStatus, 'CLOSED')))
    .orderBy(asc(shops.id));
  return presentSellerShops(db, rows, parts);
}

export async function getSellerShop(
  db: Db,
  sellerId: number,
  shopId: number,
  parts: readonly TShopPart[],
) {
  const [row] = await db
    .select()
    .from(shops)
    .where(
      and(eq(shops.id, shopId), eq(shops.sellerId, sellerId), ne(shops.reviewStatus, 'CLOSED')),
    );
  if (!row) throw notFound('找不到店家');
  return (await presentSellerShops(db, [row], parts))[0]!;
}

/** Whether a URL slug can be used (by `shopId` when editing it). */
export async function checkSlug(db: Db, urlSlug: string, shopId?: number) {
  const slug = urlSlug.trim().toLowerCase();
  if (!URL_SLUG_PATTERN.test(slug)) {
    return { available: false, reason: '只能用小寫英數字與連字號，頭尾不可為連字號' };
  }
  if (RESERVED_SLUGS.has(slug)) return { available: false, reason: '這個網址代稱保留給系統使用' };
  const [taken] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.urlSlug, slug), shopId ? ne(shops.id, shopId) : undefined));
  return taken
    ? { available: false, reason: '這個網址代稱已被使用' }
    : { available: true, reason: null };
}

async function assertSlugFree(db: Db, urlSlug: string, shopId?: number) {
  const { available, reason } = await checkSlug(db, urlSlug, shopId);
  if (!available) throw new AppError(409, 'E_SLUG_TAKEN', reason ?? '網址代稱不可用', 'urlSlug');
}

/** A slug taken by a concurrent write, or an unknown industry, as the client's error. */
function shopWriteError(error: unknown): unknown {
  if (hasPgCode(error, PG.UNIQUE_VIOLATION)) {
    return new AppError(409, 'E_SLUG_TAKEN', '這個網址代稱已被使用', 'urlSlug');
  }
  if (hasPgCode(error, PG.FOREIGN_KEY_VIOLATION)) return invalid('industryId', '請選擇行業類別');
  return error;
}

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
 * city's. New shops are public at once (no review step yet: the admin issue adds one).
 */
export async function createShop(
  db: Db,
  sellerId: number,
  input: z.output<typeof ZCreateShopRequest>,
) {
  await assertSlugFree(db, input.urlSlug);
  const { city, country } = await placeOf(db, input.cityId);
  try {
    const [row] = await db
      .insert(shops)
      .values({
        sellerId,
        displayName: input.displayName,
        urlSlug: input.urlSlug,
        address: input.address,
        introduction: input.introduction,
        phoneNumber: input.phoneNumber ?? null,
        industryId: input.industryId,
        countryId: country.id,
        cityId: city.id,
        longitude: input.longitude ?? city.longitude,
        latitude: input.latitude ?? city.latitude,
        timeZone: country.timeZone,
        currency: country.currency,
        reviewStatus: 'APPROVED',
        ...input.bookingRules,
      })
      .returning();
    await refreshShopSearchText(db, row!.id);
    return getSellerShop(db, sellerId, row!.id, ['city', 'country', 'images']);
  } catch (error) {
    throw shopWriteError(error);
  }
}

export async function updateShop(
  db: Db,
  sellerId: number,
  shopId: number,
  input: {
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
  },
) {
  await getSellerShop(db, sellerId, shopId, []);
  if (input.urlSlug) await assertSlugFree(db, input.urlSlug, shopId);
  const { bookingRules, cityId, ...fields } = input;
  const set: Partial<typeof shops.$inferInsert> = {
    ...fields,
    ...bookingRules,
    updatedAt: new Date(),
  };
  for (const key of Object.keys(set) as (keyof typeof set)[]) {
    if (set[key] === undefined) delete set[key];
  }
  if (cityId) {
    const { city, country } = await placeOf(db, cityId);
    Object.assign(set, {
      cityId: city.id,
      countryId: country.id,
      timeZone: country.timeZone,
      currency: country.currency,
    });
    if (input.longitude === undefined) set.longitude = city.longitude;
    if (input.latitude === undefined) set.latitude = city.latitude;
  }
  try {
    await db.update(shops).set(set).where(eq(shops.id, shopId));
  } catch (error) {
    throw shopWriteError(error);
  }
  await refreshShopSearchText(db, shopId);
  return getSellerShop(db, sellerId, shopId, ['city', 'country', 'images']);
}

export async function updatePrepaymentSettings(
  db: Db,
  sellerId: number,
  shopId: number,
  settings: TPrepaymentSettings,
) {
  await getSellerShop(db, sellerId, shopId, []);
  if (settings.mode === 'FIXED' && settings.fixedAmount <= 0) {
    throw invalid('fixedAmount', '請輸入訂金金額');
  }
  if (settings.mode === 'PERCENTAGE' && settings.percentage <= 0) {
    throw invalid('percentage', '請輸入訂金比例');
  }
  await db
    .update(shops)
    .set({ prepaymentSettings: settings, updatedAt: new Date() })
    .where(eq(shops.id, shopId));
  return getSellerShop(db, sellerId, shopId, []);
}

/**
 * Deletes a shop. Refused while it has bookings to come (they must be moved or cancelled
 * first: customers are counting on them). A shop with past orders is CLOSED instead of
 * deleted, so the orders keep their shop; one with none is deleted outright.
 */
export async function deleteShop(db: Db, sellerId: number, shopId: number, now: Date) {
  await getSellerShop(db, sellerId, shopId, []);
  const [{ upcoming } = { upcoming: 0 }] = await db
    .select({ upcoming: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.shopId, shopId),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        gte(bookings.endsAt, now),
      ),
    );
  if (upcoming > 0) {
    throw new AppError(
      409,
      'E_HAS_FUTURE_BOOKINGS',
      `這間店還有 ${upcoming} 筆未完成的預約，請先改期或取消後再刪除`,
    );
  }
  const [{ history } = { history: 0 }] = await db
    .select({ history: count() })
    .from(orders)
    .where(eq(orders.shopId, shopId));
  if (history > 0) {
    await db
      .update(shops)
      .set({ reviewStatus: 'CLOSED', featuredRank: null, updatedAt: now })
      .where(eq(shops.id, shopId));
    return { deleted: false, closed: true };
  }
  await db.delete(shops).where(eq(shops.id, shopId));
  return { deleted: true, closed: false };
}

// ---------------------------------------------------------------------------------------------
// Opening hours and special days

const toClock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

export async function getSchedule(db: Db, shop: ShopRow, now: Date) {
  const today = localDate(shop.timeZone, now.getTime());
  const [hours, special] = await Promise.all([
    db
      .select()
      .from(shopHours)
      .where(eq(shopHours.shopId, shop.id))
      .orderBy(asc(shopHours.weekday), asc(shopHours.startMinute)),
    db
      .select()
      .from(shopSpecialDays)
      .where(and(eq(shopSpecialDays.shopId, shop.id), gte(shopSpecialDays.date, today)))
      .orderBy(asc(shopSpecialDays.date)),
  ]);
  const weeklyHours: TWeeklyHours = [[], [], [], [], [], [], []];
  for (const h of hours) {
    weeklyHours[h.weekday]!.push({ start: toClock(h.startMinute), end: toClock(h.endMinute) });
  }
  const specialDays: TSpecialDay[] = special.map((d) => ({
    date: d.date,
    ranges: d.ranges.map(([s, e]) => ({ start: toClock(s), end: toClock(e) })),
    note: d.note,
  }));
  return { weeklyHours, specialDays };
}

export async function putWeeklyHours(db: Db, shop: ShopRow, weeklyHours: TWeeklyHours, now: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(shopHours).where(eq(shopHours.shopId, shop.id));
    const rows = weeklyHours.flatMap((ranges, weekday) =>
      ranges.map((r) => ({
        shopId: shop.id,
        weekday,
        startMinute: toMinutes(r.start),
        endMinute: toMinutes(r.end),
      })),
    );
    if (rows.length) await tx.insert(shopHours).values(rows);
  });
  return getSchedule(db, shop, now);
}

export async function putSpecialDay(db: Db, shop: ShopRow, day: TSpecialDay, now: Date) {
  const ranges = day.ranges
    .map((r): [number, number] => [toMinutes(r.start), toMinutes(r.end)])
    .sort((a, b) => a[0] - b[0]);
  await db
    .insert(shopSpecialDays)
    .values({ shopId: shop.id, date: day.date, ranges, note: day.note ?? null })
    .onConflictDoUpdate({
      target: [shopSpecialDays.shopId, shopSpecialDays.date],
      set: { ranges, note: day.note ?? null },
    });
  return getSchedule(db, shop, now);
}

export async function deleteSpecialDay(db: Db, shop: ShopRow, date: string, now: Date) {
  await db
    .delete(shopSpecialDays)
    .where(and(eq(shopSpecialDays.shopId, shop.id), eq(shopSpecialDays.date, date)));
  return getSchedule(db, shop, now);
}

// ---------------------------------------------------------------------------------------------
// Images

export async function listImages(db: Db, shopId: number) {
  return db
    .select()
    .from(shopImages)
    .where(eq(shopImages.shopId, shopId))
    .orderBy(asc(shopImages.type), asc(shopImages.position), asc(shopImages.id));
}

/** Adds an image: an avatar or cover replaces the previous one; the gallery appends. */
export async function addImage(
  db: Db,
  shopId: number,
  type: 'AVATAR' | 'COVER' | 'GALLERY',
  url: string,
) {
  return db.transaction(async (tx) => {
    if (type === 'GALLERY') {
      const [{ n, last } = { n: 0, last: null }] = await tx
        .select({ n: count(), last: max(shopImages.position) })
        .from(shopImages)
        .where(and(eq(shopImages.shopId, shopId), eq(shopImages.type, 'GALLERY')));
      if (n >= GALLERY_MAX_IMAGES) {
        throw new AppError(409, 'E_TOO_MANY_IMAGES', `相簿最多 ${GALLERY_MAX_IMAGES} 張照片`);
      }
      const [row] = await tx
        .insert(shopImages)
        .values({ shopId, type, url, position: (last ?? -1) + 1 })
        .returning();
      return row!;
    }
    await tx
      .delete(shopImages)
      .where(and(eq(shopImages.shopId, shopId), eq(shopImages.type, type)));
    const [row] = await tx
      .insert(shopImages)
      .values({ shopId, type, url, position: 0 })
      .returning();
    return row!;
  });
}

export async function deleteImage(db: Db, shopId: number, imageId: number) {
  const [row] = await db
    .delete(shopImages)
    .where(and(eq(shopImages.id, imageId), eq(shopImages.shopId, shopId)))
    .returning();
  if (!row) throw notFound('找不到圖片');
}

/** Reorders the gallery: `ids` must be exactly the shop's gallery images. */
export async function reorderGallery(db: Db, shopId: number, ids: number[]) {
  const gallery = await db
    .select({ id: shopImages.id })
    .from(shopImages)
    .where(and(eq(shopImages.shopId, shopId), eq(shopImages.type, 'GALLERY')));
  await applyOrder(
    db,
    shopImages,
    gallery.map((g) => g.id),
    ids,
    '請提供這間店相簿中的全部照片',
  );
  return listImages(db, shopId);
}
