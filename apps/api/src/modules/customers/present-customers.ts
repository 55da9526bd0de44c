import type { TCustomer } from '@haoyue/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { customers } from '../../db/schema';
import { sellers, shops, users } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

/** What a customer record is shown with besides its own row. */
export type CustomerExtras = {
  sellerName: string;
  defaultShopName: string | null;
  photoUrl: string | null;
};

/** A customer record as the API answers it (pure). */
export function presentCustomer(row: CustomerRow, extra: CustomerExtras): TCustomer {
  return {
    id: row.id,
    sellerId: row.sellerId,
    sellerName: extra.sellerName,
    defaultShopName: extra.defaultShopName,
    displayName: row.displayName,
    phoneNumber: row.phoneNumber,
    contactEmail: row.contactEmail,
    gender: row.gender,
    birthDate: row.birthDate,
    photoUrl: extra.photoUrl,
    lineUserId: row.lineUserId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Customer rows with their seller's name, default shop and the user's photo. */
export async function presentCustomers(
  db: Db,
  rows: CustomerRow[],
  withShops = false,
): Promise<TCustomer[]> {
  if (rows.length === 0) return [];
  const sellerIds = [...new Set(rows.map((r) => r.sellerId))];
  const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
  const [sellerRows, shopRows, userRows] = await Promise.all([
    db.select().from(sellers).where(inArray(sellers.id, sellerIds)),
    db
      .select({
        id: shops.id,
        sellerId: shops.sellerId,
        displayName: shops.displayName,
        urlSlug: shops.urlSlug,
      })
      .from(shops)
      .where(inArray(shops.sellerId, sellerIds))
      .orderBy(asc(shops.id)),
    userIds.length
      ? db
          .select({ id: users.id, photoUrl: users.photoUrl })
          .from(users)
          .where(inArray(users.id, userIds))
      : Promise.resolve([]),
  ]);
  const sellerName = new Map(sellerRows.map((s) => [s.id, s.displayName]));
  const photo = new Map(userRows.map((u) => [u.id, u.photoUrl]));
  return rows.map((row) => {
    const own = shopRows.filter((s) => s.sellerId === row.sellerId);
    const customer = presentCustomer(row, {
      sellerName: sellerName.get(row.sellerId) ?? '',
      defaultShopName: own[0]?.displayName ?? null,
      photoUrl: row.userId ? (photo.get(row.userId) ?? null) : null,
    });
    if (withShops) {
      customer.shops = own.map(({ id, displayName, urlSlug }) => ({ id, displayName, urlSlug }));
    }
    return customer;
  });
}
