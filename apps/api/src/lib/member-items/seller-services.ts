import type { TCurrency } from '@haoyue/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookingServiceItems, services, shops } from '../../db/schema';
import { invalid } from '../errors';

/*
 * What the seller's items are priced in and cover: stored-value plans, voucher templates,
 * coupon campaigns and products all take the seller's currency, and templates, vouchers and
 * campaigns cover some of the seller's services.
 */

/** A seller's currency: its first shop's (by id); TWD while it has no shop. */
export async function sellerCurrency(db: Db, sellerId: number): Promise<TCurrency> {
  const [shop] = await db
    .select({ currency: shops.currency })
    .from(shops)
    .where(eq(shops.sellerId, sellerId))
    .orderBy(asc(shops.id))
    .limit(1);
  return (shop?.currency ?? 'TWD') as TCurrency;
}

/**
 * The ids, each one of the seller's services, without repeats; else 400 naming `serviceIds`
 * (saying `message`).
 */
export async function ownServiceIds(
  db: Db,
  sellerId: number,
  { ids, message = '請選擇本店的服務' }: { ids: number[]; message?: string },
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .innerJoin(shops, eq(shops.id, services.shopId))
    .where(and(inArray(services.id, wanted), eq(shops.sellerId, sellerId)));
  if (rows.length !== wanted.length) throw invalid('serviceIds', message);
  return wanted;
}

/** The seller's services, by shop then the shop's order, with their price and shop. */
export function sellerServices(db: Db, sellerId: number) {
  return db
    .select({
      id: services.id,
      name: services.name,
      price: services.price,
      currency: shops.currency,
      shopId: shops.id,
      shopName: shops.displayName,
    })
    .from(services)
    .innerJoin(shops, eq(shops.id, services.shopId))
    .where(eq(shops.sellerId, sellerId))
    .orderBy(asc(shops.id), asc(services.position), asc(services.id));
}

/** The seller's services, by shop then the shop's order, for an item's choice of services. */
export async function listSellerServices(db: Db, sellerId: number) {
  const rows = await sellerServices(db, sellerId);
  return rows.map(({ id, name, shopId, shopName }) => ({ id, name, shopId, shopName }));
}

/** A service an item covers, as answered. */
export type CoveredService = { id: number; name: string };

/** The same with its shop's name, for an item whose services span the seller's shops. */
export type CoveredShopService = CoveredService & { shopName: string };

/** A table linking items (templates, vouchers, campaigns, consent forms) to their services. */
export type ServiceLinks = PgTable & { serviceId: AnyPgColumn };

/**
 * In which order an item's services are listed: the shops' own, shop by shop (by id) each in its
 * own, by name, or by id.
 */
const SERVICE_ORDER = {
  shop: [asc(services.position), asc(services.id)],
  byShop: [asc(services.shopId), asc(services.position), asc(services.id)],
  name: [asc(services.name), asc(services.id)],
  id: [asc(services.id)],
};

type CoveredServicesOptions = {
  itemId: AnyPgColumn;
  itemIds: readonly number[];
  order?: keyof typeof SERVICE_ORDER;
  /** Each service with its shop's name (CoveredShopService). */
  withShopName?: boolean;
};

/**
 * The services each item covers (by its id in `itemId`, a column of `links`), in `order` (the
 * shops' by default), with their shop's name when asked; an item covering none is absent.
 */
export async function coveredServices(
  db: Db,
  links: ServiceLinks,
  options: CoveredServicesOptions & { withShopName: true },
): Promise<Map<number, CoveredShopService[]>>;
export async function coveredServices(
  db: Db,
  links: ServiceLinks,
  options: CoveredServicesOptions,
): Promise<Map<number, CoveredService[]>>;
export async function coveredServices(
  db: Db,
  links: ServiceLinks,
  { itemId, itemIds, order = 'shop', withShopName = false }: CoveredServicesOptions,
): Promise<Map<number, CoveredService[]>> {
  const byItem = new Map<number, CoveredService[]>();
  if (itemIds.length === 0) return byItem;
  const linked = db
    .select({
      itemId,
      id: services.id,
      name: services.name,
      ...(withShopName ? { shopName: shops.displayName } : {}),
    })
    .from(links)
    .innerJoin(services, eq(services.id, links.serviceId))
    .$dynamic();
  const rows = await (
    withShopName ? linked.innerJoin(shops, eq(shops.id, services.shopId)) : linked
  )
    .where(inArray(itemId, [...new Set(itemIds)]))
    .orderBy(...SERVICE_ORDER[order]);
  for (const { itemId: item, ...service } of rows as ({ itemId: number } & CoveredService)[]) {
    byItem.set(item, [...(byItem.get(item) ?? []), service]);
  }
  return byItem;
}

/**
 * Joins the links of one item (`itemId` in `links`' column `item`) to the booked services
 * (booking_service_items) it covers: what a voucher may serve, what a coupon takes off.
 */
export function coversBookedService(links: ServiceLinks, item: AnyPgColumn, itemId: number): SQL {
  return and(eq(links.serviceId, bookingServiceItems.serviceId), eq(item, itemId))!;
}
