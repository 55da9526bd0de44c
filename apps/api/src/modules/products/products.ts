import type { TProduct } from '@haoyue/contracts';
import { and, asc, count, eq, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productGroups, products, productTransactionItems, shops } from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { presentProducts, type ProductRow, stockShops } from './product-presenters';

const NOT_FOUND = '找不到這項商品';

export type ProductFields = {
  name: string;
  description: string;
  price: number;
  groupId: number | null;
  isActive: boolean;
};

/** The seller's currency: its first shop's (by id), TWD when it has no shop yet. */
export async function sellerCurrency(db: Db, sellerId: number): Promise<string> {
  const [shop] = await db
    .select({ currency: shops.currency })
    .from(shops)
    .where(eq(shops.sellerId, sellerId))
    .orderBy(asc(shops.id))
    .limit(1);
  return shop?.currency ?? 'TWD';
}

/** One of the seller's product rows, or 404. */
export async function ownProduct(db: Db, sellerId: number, productId: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** 400 on groupId unless it is null or one of the seller's groups. */
async function checkGroup(db: Db, sellerId: number, groupId: number | null) {
  if (groupId === null) return;
  const [row] = await db
    .select({ id: productGroups.id })
    .from(productGroups)
    .where(and(eq(productGroups.id, groupId), eq(productGroups.sellerId, sellerId)));
  if (!row) throw invalid('groupId', '商品分類不存在或不屬於這個商家');
}

export interface PageProductsInput {
  where: SQL | undefined;
  shopList: Awaited<ReturnType<typeof stockShops>>;
  q: { page: number; perPage: number };
}

/** Products of a seller matching `where`, a page at a time, in the seller's order. */
export async function pageProducts(db: Db, { where, shopList, q }: PageProductsInput) {
  const { rows, meta } = await readPage(
    db.select().from(products).where(where).orderBy(asc(products.position), asc(products.id)),
    { count: db.select({ total: count() }).from(products).where(where), paging: q },
  );
  return { data: await presentProducts(db, rows, shopList), meta };
}

/** The seller's products, on and off, with images and stock at each of its shops. */
export async function listProducts(
  db: Db,
  sellerId: number,
  q: { groupId?: number | undefined; page: number; perPage: number },
) {
  const where = and(
    eq(products.sellerId, sellerId),
    q.groupId ? eq(products.groupId, q.groupId) : undefined,
  );
  return pageProducts(db, { where, shopList: await stockShops(db, sellerId), q });
}

/** One of the seller's products, presented, or 404. */
export async function getProduct(db: Db, sellerId: number, productId: number): Promise<TProduct> {
  const row = await ownProduct(db, sellerId, productId);
  const [product] = await presentProducts(db, [row], await stockShops(db, sellerId));
  return product!;
}

/** A new product at the end of the seller's list, priced in the seller's currency. */
export async function createProduct(
  db: Db,
  { sellerId, fields }: { sellerId: number; fields: ProductFields },
): Promise<TProduct> {
  await checkGroup(db, sellerId, fields.groupId);
  const [last] = await db
    .select({ position: max(products.position) })
    .from(products)
    .where(eq(products.sellerId, sellerId));
  const [row] = await db
    .insert(products)
    .values({
      sellerId,
      ...fields,
      currency: await sellerCurrency(db, sellerId),
      position: last?.position == null ? 0 : last.position + 1,
    })
    .returning();
  return getProduct(db, sellerId, row!.id);
}

/** Changes one of the seller's products (its currency stays). */
export async function updateProduct(
  db: Db,
  { sellerId, productId, fields }: { sellerId: number; productId: number; fields: ProductFields },
): Promise<TProduct> {
  await ownProduct(db, sellerId, productId);
  await checkGroup(db, sellerId, fields.groupId);
  await db
    .update(products)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
  return getProduct(db, sellerId, productId);
}

/** Deletes a product never sold; a sold one is 409 E_HAS_LEDGER_HISTORY (switch it off). */
export async function deleteProduct(
  db: Db,
  { sellerId, productId }: { sellerId: number; productId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownProduct(tx, sellerId, productId);
    const [sold] = await tx
      .select({ id: productTransactionItems.id })
      .from(productTransactionItems)
      .where(eq(productTransactionItems.productId, productId))
      .limit(1);
    if (sold) {
      throw AppError.of('E_HAS_LEDGER_HISTORY', '這項商品已有銷售紀錄，無法刪除，請改為下架');
    }
    await tx.delete(products).where(eq(products.id, productId));
  });
}
