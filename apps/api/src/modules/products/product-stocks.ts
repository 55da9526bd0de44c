import type { TProductStock } from '@haoyue/contracts';
import type { Db } from '../../db/client';
import { productStocks } from '../../db/schema';
import { ownProduct } from './products';

/**
 * Sets the units of one of the seller's products on a shop's shelf (the route's access hook has
 * checked the shop is an open shop of the seller). A count, not a movement: the last one wins.
 */
export async function setProductStock(
  db: Db,
  options: {
    sellerId: number;
    productId: number;
    shop: { id: number; displayName: string } | undefined;
    input: { quantity: number };
  },
): Promise<TProductStock> {
  const { sellerId, productId, input } = options;
  const shop = options.shop!;
  const { quantity } = input;
  await ownProduct(db, sellerId, productId);
  const now = new Date();
  await db
    .insert(productStocks)
    .values({ productId, shopId: shop.id, quantity, updatedAt: now })
    .onConflictDoUpdate({
      target: [productStocks.productId, productStocks.shopId],
      set: { quantity, updatedAt: now },
    });
  return { shopId: shop.id, shopName: shop.displayName, quantity };
}
