import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client';
import {
  cities,
  countries,
  industries,
  linePayApplications,
  operatorServices,
  operators,
  plans,
  serviceGroups,
  services,
  shopImages,
  shopLicenses,
  shops,
  sellers,
} from '../src/db/schema';
import { refreshShopSearchText } from '../src/modules/catalogue/search-text';

let counter = 0;
const next = () => ++counter;

/** Inserts one row into `table` and returns it. */
async function insertRow<T extends PgTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  return row!;
}

/**
 * A builder of rows that belong to a shop: `defaults` (made afresh for each row, so names stay
 * unique) under the caller's overrides.
 */
function shopRowBuilder<T extends PgTable & { $inferInsert: { shopId: number } }>(
  table: T,
  defaults: () => Omit<T['$inferInsert'], 'shopId'>,
) {
  return (db: Db, shopId: number, overrides: Partial<T['$inferInsert']> = {}) =>
    insertRow(db, table, { shopId, ...defaults(), ...overrides } as T['$inferInsert']);
}

/** A seller with no members. */
export const buildSeller = (db: Db, overrides: Partial<typeof sellers.$inferInsert> = {}) =>
  insertRow(db, sellers, { displayName: `測試商家 ${next()}`, ...overrides });

/** Looks up a seeded city by name (reference data). */
export async function cityNamed(db: Db, name: string) {
  const [row] = await db.select().from(cities).where(eq(cities.name, name));
  if (!row) throw new Error(`no city ${name}`);
  return row;
}

/** Looks up a seeded industry by slug (reference data). */
export async function industryWithSlug(db: Db, slug: string) {
  const [row] = await db.select().from(industries).where(eq(industries.slug, slug));
  if (!row) throw new Error(`no industry ${slug}`);
  return row;
}

type ShopOptions = Partial<typeof shops.$inferInsert> & {
  cityName?: string;
  industrySlug?: string;
};

/** An approved shop in Taipei (by default) with search text computed, ready to be found. */
export async function buildShop(db: Db, options: ShopOptions = {}) {
  const { cityName = '臺北市', industrySlug = 'hair', ...overrides } = options;
  const city = await cityNamed(db, cityName);
  const [country] = await db.select().from(countries).where(eq(countries.id, city.countryId));
  const industry = await industryWithSlug(db, industrySlug);
  const sellerId = overrides.sellerId ?? (await buildSeller(db)).id;
  const n = next();
  const row = await insertRow(db, shops, {
    sellerId,
    displayName: `測試店家 ${n}`,
    urlSlug: `test-shop-${n}`,
    address: `測試地址 ${n} 號`,
    introduction: '',
    industryId: industry.id,
    countryId: city.countryId,
    cityId: city.id,
    longitude: city.longitude,
    latitude: city.latitude,
    currency: country!.currency,
    timeZone: country!.timeZone,
    reviewStatus: 'APPROVED',
    ...overrides,
  });
  await refreshShopSearchText(db, row.id);
  return row;
}

/** An operator of a shop. */
export const buildOperator = shopRowBuilder(operators, () => ({ displayName: `設計師 ${next()}` }));

/** A service group of a shop. */
export const buildServiceGroup = shopRowBuilder(serviceGroups, () => ({
  name: `服務分類 ${next()}`,
}));

/** A service in a group, performed by the given operators; refreshes the shop's search text. */
export async function buildService(
  db: Db,
  group: { id: number; shopId: number },
  overrides: Partial<typeof services.$inferInsert> & { operatorIds?: number[] } = {},
) {
  const { operatorIds = [], ...values } = overrides;
  const [shop] = await db.select().from(shops).where(eq(shops.id, group.shopId));
  const row = await insertRow(db, services, {
    shopId: group.shopId,
    serviceGroupId: group.id,
    name: `服務 ${next()}`,
    durationMinutes: 60,
    price: 100000,
    currency: shop!.currency,
    ...values,
  });
  if (operatorIds.length) {
    await db
      .insert(operatorServices)
      .values(operatorIds.map((operatorId) => ({ operatorId, serviceId: row.id })));
  }
  await refreshShopSearchText(db, group.shopId);
  return row;
}

/** An image of a shop. */
export const buildShopImage = shopRowBuilder(shopImages, () => ({
  type: 'GALLERY' as const,
  url: `/static/test-${next()}.jpg`,
}));

/** A licence of a shop on the first plan (or the given one). */
export async function buildShopLicense(
  db: Db,
  shopId: number,
  overrides: Partial<typeof shopLicenses.$inferInsert> = {},
) {
  const [plan] = await db.select().from(plans).limit(1);
  return insertRow(db, shopLicenses, {
    shopId,
    planId: plan!.id,
    status: 'ACTIVE',
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2027-01-01T00:00:00Z'),
    ...overrides,
  });
}

/** An approved LINE Pay application for the seller: what entering channel keys needs. */
export async function approveLinePay(db: Db, sellerId: number) {
  const now = new Date();
  await db
    .insert(linePayApplications)
    .values({
      sellerId,
      status: 'APPROVED',
      businessName: '測試商號',
      taxId: '04595257',
      contactName: '王小明',
      contactPhone: '0912345678',
      contactEmail: 'owner@example.com',
      submittedAt: now,
      decidedAt: now,
    })
    .onConflictDoUpdate({
      target: linePayApplications.sellerId,
      set: { status: 'APPROVED', decidedAt: now },
    });
}
