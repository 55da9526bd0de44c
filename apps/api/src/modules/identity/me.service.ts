import type { TShop, TUpdateMeRequest } from '@haoyue/contracts';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites, shops, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readWindowPage, windowTotal } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { embedShopParts } from '../catalogue';
import { getUser, presentUser } from './users';

type UpdateMe = {
  [K in keyof TUpdateMeRequest]?: Exclude<TUpdateMeRequest[K], undefined> | null;
};

/** The signed-in user's profile. */
export async function getMe(db: Db, userId: number) {
  return presentUser(await getUser(db, userId));
}

/** Updates the fields sent (null clears); a new password is hashed with argon2id. */
export async function updateMe(db: Db, userId: number, changes: UpdateMe) {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (changes.displayName !== undefined) set.displayName = changes.displayName as string | null;
  if (changes.nickname !== undefined) set.nickname = changes.nickname as string | null;
  if (changes.contactEmail !== undefined) set.contactEmail = changes.contactEmail as string | null;
  if (changes.gender !== undefined) set.gender = changes.gender as typeof set.gender;
  if (changes.birthDate !== undefined) set.birthDate = changes.birthDate as string | null;
  if (typeof changes.smsMarketingOptIn === 'boolean') {
    set.smsMarketingOptIn = changes.smsMarketingOptIn;
  }
  if (typeof changes.password === 'string') set.passwordHash = await hashPassword(changes.password);
  const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  if (!row) throw notFound('找不到使用者');
  return presentUser(row);
}

/** Stores the URL of a newly uploaded profile photo. */
export async function setPhotoUrl(db: Db, userId: number, photoUrl: string) {
  const [row] = await db
    .update(users)
    .set({ photoUrl, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('找不到使用者');
  return presentUser(row);
}

/** Adds or removes a public shop from the user's favourites (idempotent). */
export async function setFavorite(
  db: Db,
  options: { userId: number; shopId: number; isFavorite: boolean },
) {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, options.shopId), eq(shops.reviewStatus, 'APPROVED')));
  if (!shop) throw notFound('找不到這間店家');
  if (options.isFavorite) {
    await db
      .insert(favorites)
      .values({ userId: options.userId, shopId: options.shopId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(favorites)
      .where(and(eq(favorites.userId, options.userId), eq(favorites.shopId, options.shopId)));
  }
  return { shopId: options.shopId, isFavorite: options.isFavorite };
}

/** The user's favourite public shops, newest first, with the parts a shop card shows. */
export async function listFavorites(
  db: Db,
  options: { userId: number; page: number; perPage: number },
) {
  const { searchText: _t, searchBigrams: _b, ...columns } = getTableColumns(shops);
  const { rows, meta } = await readWindowPage(
    db
      .select({ shop: columns, total: windowTotal() })
      .from(favorites)
      .innerJoin(shops, eq(shops.id, favorites.shopId))
      .where(and(eq(favorites.userId, options.userId), eq(shops.reviewStatus, 'APPROVED')))
      .orderBy(desc(favorites.createdAt), desc(favorites.shopId)),
    options,
    () => countFavorites(db, options.userId),
  );
  const data: TShop[] = await embedShopParts(
    db,
    rows.map((r) => r.shop),
    ['city', 'industry', 'images'],
  );
  return { data, meta };
}

async function countFavorites(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(favorites)
    .innerJoin(shops, eq(shops.id, favorites.shopId))
    .where(and(eq(favorites.userId, userId), eq(shops.reviewStatus, 'APPROVED')));
  return row?.n ?? 0;
}

/** Ids of the user's favourite shops (for hearts on cards and pages). */
export async function listFavoriteShopIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ shopId: favorites.shopId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
  return rows.map((r) => r.shopId);
}
