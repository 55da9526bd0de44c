import type { TProductGroup } from '@haoyue/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, shops } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { PageRequest } from '../../lib/paging';
import { loadMyCustomer } from '../customers';
import { listProductGroups } from './product-groups';
import { stockShops } from './product-presenters';
import { listCustomerProductSales } from './product-sales';
import { pageProducts } from './products';

/** The seller of a public (approved) shop, or 404. */
async function sellerOfPublicShop(db: Db, shopId: number): Promise<number> {
  const [shop] = await db
    .select({ sellerId: shops.sellerId })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.reviewStatus, 'APPROVED')));
  if (!shop) throw notFound('找不到這間店家');
  return shop.sellerId;
}

/** The active products of a public shop's seller, with stock at the seller's public shops. */
export async function listShopProducts(
  db: Db,
  { shopId, q }: { shopId: number; q: { groupId?: number | undefined } & PageRequest },
) {
  const sellerId = await sellerOfPublicShop(db, shopId);
  const where = and(
    eq(products.sellerId, sellerId),
    eq(products.isActive, true),
    q.groupId ? eq(products.groupId, q.groupId) : undefined,
  );
  return pageProducts(db, { where, shopList: await stockShops(db, sellerId, true), q });
}

/** A public shop's seller's groups that hold active products. */
export async function listShopProductGroups(
  db: Db,
  { shopId }: { shopId: number },
): Promise<TProductGroup[]> {
  return listProductGroups(db, {
    sellerId: await sellerOfPublicShop(db, shopId),
    activeOnly: true,
  });
}

/** The caller's purchases at the seller of one of their customer records (404 for another's). */
export async function listMyProductTransactions(
  db: Db,
  { userId, customerId, q }: { userId: number; customerId: number; q: PageRequest },
) {
  const customer = await loadMyCustomer(db, userId, customerId);
  return listCustomerProductSales(db, { sellerId: customer.sellerId, customerId: customer.id, q });
}
