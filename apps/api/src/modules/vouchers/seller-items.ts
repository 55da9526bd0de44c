import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services, shops } from '../../db/schema';
import { invalid } from '../../lib/errors';

/** A seller's currency: its first shop's (by id); TWD when it has no shop yet. */
export async function sellerCurrency(db: Db, sellerId: number): Promise<string> {
  const [shop] = await db
    .select({ currency: shops.currency })
    .from(shops)
    .where(eq(shops.sellerId, sellerId))
    .orderBy(asc(shops.id))
    .limit(1);
  return shop?.currency ?? 'TWD';
}

export interface OwnServiceIdsInput {
  sellerId: number;
  ids: number[];
  field?: string;
}

/** The ids, each one of the seller's services, without repeats; else 400 naming `field`. */
export async function ownServiceIds(
  db: Db,
  { sellerId, ids, field = 'serviceIds' }: OwnServiceIdsInput,
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .innerJoin(shops, eq(shops.id, services.shopId))
    .where(and(inArray(services.id, wanted), eq(shops.sellerId, sellerId)));
  if (rows.length !== wanted.length) throw invalid(field, '請選擇本店的服務');
  return wanted;
}

/** The seller's services, by shop then the shop's order, for a template's choice. */
export async function listSellerServices(db: Db, sellerId: number) {
  return db
    .select({
      id: services.id,
      name: services.name,
      shopId: shops.id,
      shopName: shops.displayName,
    })
    .from(services)
    .innerJoin(shops, eq(shops.id, services.shopId))
    .where(eq(shops.sellerId, sellerId))
    .orderBy(asc(shops.id), asc(services.position), asc(services.id));
}
