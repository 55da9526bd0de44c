import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { googleReserveMerchants, industries, shops } from '../../../db/schema';
import { SERVED, SERVED_COLUMNS, type ServedMerchant } from '../merchants';

/** A served merchant with what the merchant feed says of the shop. */
export type FeedMerchantRow = ServedMerchant & {
  displayName: string;
  urlSlug: string;
  address: string;
  phoneNumber: string | null;
  latitude: number;
  longitude: number;
  currency: string;
  category: string;
};

/** How many merchants a run serves (it decides the number of shards). */
export async function countServedMerchants(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(googleReserveMerchants)
    .innerJoin(shops, eq(shops.id, googleReserveMerchants.shopId))
    .where(SERVED);
  return row?.n ?? 0;
}

/** Served merchants in shop id order, `pageSize` at a time (keyset paging). */
export async function* servedMerchantPages(
  db: Db,
  pageSize: number,
): AsyncGenerator<FeedMerchantRow[]> {
  let after = 0;
  for (;;) {
    const page = await db
      .select({
        ...SERVED_COLUMNS,
        displayName: shops.displayName,
        urlSlug: shops.urlSlug,
        address: shops.address,
        phoneNumber: shops.phoneNumber,
        latitude: shops.latitude,
        longitude: shops.longitude,
        currency: shops.currency,
        category: industries.slug,
      })
      .from(googleReserveMerchants)
      .innerJoin(shops, eq(shops.id, googleReserveMerchants.shopId))
      .innerJoin(industries, eq(industries.id, shops.industryId))
      .where(and(SERVED, gt(shops.id, after)))
      .orderBy(asc(shops.id))
      .limit(pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.shopId;
  }
}
