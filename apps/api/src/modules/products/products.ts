import type { TProduct } from '@haoyue/contracts';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productGroups, products, productTransactionItems } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { nextPosition, sellerCatalogue, sellerRow } from '../../lib/member-items/seller-catalogue';
import { sellerCurrency } from '../../lib/member-items/seller-services';
import { type PageRequest, readPage } from '../../lib/paging';
import { presentProducts, type ProductRow, stockShops } from './product-presenters';

/** The seller's products: one sold is kept (take it off the shelf instead). */
const catalogue = sellerCatalogue(products, {
  notFound: '找不到這項商品',
  usedBy: productTransactionItems.productId,
  inUse: '這項商品已有銷售紀錄，無法刪除，請改為下架',
});

export type ProductFields = {
  name: string;
  description: string;
  price: number;
  groupId: number | null;
  isActive: boolean;
};

/** Which of the seller's products a call names. */
type ProductRef = { sellerId: number; productId: number };

/** One of the seller's product rows, or 404. */
export function ownProduct(db: Db, sellerId: number, productId: number): Promise<ProductRow> {
  return catalogue.own(db, { sellerId, id: productId });
}

/** 400 on groupId unless it is null or one of the seller's groups. */
async function checkGroup(db: Db, sellerId: number, groupId: number | null) {
  if (groupId === null) return;
  const [row] = await db
    .select({ id: productGroups.id })
    .from(productGroups)
    .where(sellerRow(productGroups, sellerId, groupId));
  if (!row) throw invalid('groupId', '商品分類不存在或不屬於這個商家');
}

export interface PageProductsInput {
  where: SQL | undefined;
  shopList: Awaited<ReturnType<typeof stockShops>>;
  q: PageRequest;
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
  { sellerId, q }: { sellerId: number; q: { groupId?: number | undefined } & PageRequest },
) {
  const where = and(
    eq(products.sellerId, sellerId),
    q.groupId ? eq(products.groupId, q.groupId) : undefined,
  );
  return pageProducts(db, { where, shopList: await stockShops(db, sellerId), q });
}

/** One of the seller's products, presented, or 404. */
export async function getProduct(db: Db, { sellerId, productId }: ProductRef): Promise<TProduct> {
  const row = await ownProduct(db, sellerId, productId);
  const [product] = await presentProducts(db, [row], await stockShops(db, sellerId));
  return product!;
}

/** A new product at the end of the seller's list, priced in the seller's currency. */
export async function createProduct(
  db: Db,
  { sellerId, input }: { sellerId: number; input: ProductFields },
): Promise<TProduct> {
  await checkGroup(db, sellerId, input.groupId);
  const [row] = await db
    .insert(products)
    .values({
      sellerId,
      ...input,
      currency: await sellerCurrency(db, sellerId),
      position: nextPosition(products, sellerId),
    })
    .returning();
  return getProduct(db, { sellerId, productId: row!.id });
}

/** Changes one of the seller's products (its currency stays). */
export async function updateProduct(
  db: Db,
  { input, ...ref }: ProductRef & { input: ProductFields },
): Promise<TProduct> {
  await ownProduct(db, ref.sellerId, ref.productId);
  await checkGroup(db, ref.sellerId, input.groupId);
  await catalogue.update(
    db,
    { sellerId: ref.sellerId, id: ref.productId },
    { ...input, updatedAt: new Date() },
  );
  return getProduct(db, ref);
}

/** Deletes a product never sold; a sold one is 409 E_HAS_LEDGER_HISTORY (switch it off). */
export function deleteProduct(db: Db, { sellerId, productId }: ProductRef): Promise<void> {
  return catalogue.remove(db, sellerId, productId);
}
