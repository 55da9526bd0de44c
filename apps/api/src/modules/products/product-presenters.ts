import type {
  TProduct,
  TProductImage,
  TProductStock,
  TProductTransaction,
} from '@haoyue/contracts';
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { products, productTransactions } from '../../db/schema';
import {
  productGroups,
  productImages,
  productStocks,
  productTransactionItems,
  shops,
} from '../../db/schema';
import { presentProductSaleItem } from '../../lib/member-items/product-sales';

export type ProductRow = typeof products.$inferSelect;
export type ProductTransactionRow = typeof productTransactions.$inferSelect;
type ShopRef = { id: number; displayName: string };

/** The seller's shops a stock list shows: every shop but closed ones, or only public ones. */
export async function stockShops(db: Db, sellerId: number, publicOnly = false): Promise<ShopRef[]> {
  const visible: SQL = publicOnly
    ? eq(shops.reviewStatus, 'APPROVED')
    : ne(shops.reviewStatus, 'CLOSED');
  return db
    .select({ id: shops.id, displayName: shops.displayName })
    .from(shops)
    .where(and(eq(shops.sellerId, sellerId), visible))
    .orderBy(asc(shops.id));
}

export interface PresentProductInput {
  row: ProductRow;
  groupName: string | null;
  images: TProductImage[];
  shopList: ShopRef[];
  quantities: Map<string, number>;
}

/** A product as the API answers it (pure): its images in order and a stock line per shop. */
export function presentProduct({
  row,
  groupName,
  images,
  shopList,
  quantities,
}: PresentProductInput): TProduct {
  const stocks: TProductStock[] = shopList.map((s) => ({
    shopId: s.id,
    shopName: s.displayName,
    quantity: quantities.get(`${row.id}:${s.id}`) ?? 0,
  }));
  return {
    id: row.id,
    groupId: row.groupId,
    groupName,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    isActive: row.isActive,
    images,
    stocks,
  };
}

/** Loads the parts of the products (group names, images, stocks at `shopList`) and presents them. */
export async function presentProducts(
  db: Db,
  rows: ProductRow[],
  shopList: ShopRef[],
): Promise<TProduct[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const groupIds = [...new Set(rows.map((r) => r.groupId).filter((g): g is number => g !== null))];
  const [groups, images, stocks] = await Promise.all([
    groupIds.length
      ? db
          .select({ id: productGroups.id, name: productGroups.name })
          .from(productGroups)
          .where(inArray(productGroups.id, groupIds))
      : [],
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db.select().from(productStocks).where(inArray(productStocks.productId, ids)),
  ]);
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const quantities = new Map(stocks.map((s) => [`${s.productId}:${s.shopId}`, s.quantity]));
  return rows.map((row) =>
    presentProduct({
      row,
      groupName: row.groupId === null ? null : (groupName.get(row.groupId) ?? null),
      images: images.filter((i) => i.productId === row.id).map(presentProductImage),
      shopList,
      quantities,
    }),
  );
}

/** An image row as the API answers it (pure). */
export const presentProductImage = (row: typeof productImages.$inferSelect): TProductImage => ({
  id: row.id,
  url: row.url,
  position: row.position,
});

/** Product sales with their lines and shop names, in the order of `rows`. */
export async function presentProductTransactions(
  db: Db,
  rows: ProductTransactionRow[],
): Promise<TProductTransaction[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const shopIds = [...new Set(rows.map((r) => r.shopId))];
  const [items, shopNames] = await Promise.all([
    db
      .select()
      .from(productTransactionItems)
      .where(inArray(productTransactionItems.productTransactionId, ids))
      .orderBy(asc(productTransactionItems.id)),
    db
      .select({ id: shops.id, name: shops.displayName })
      .from(shops)
      .where(inArray(shops.id, shopIds)),
  ]);
  const shopName = new Map(shopNames.map((s) => [s.id, s.name]));
  return rows.map((row) => ({
    id: row.id,
    shopId: row.shopId,
    shopName: shopName.get(row.shopId) ?? '',
    customerId: row.customerId,
    orderId: row.orderId,
    total: row.total,
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    items: items.filter((i) => i.productTransactionId === row.id).map(presentProductSaleItem),
    createdAt: row.createdAt.toISOString(),
  }));
}
