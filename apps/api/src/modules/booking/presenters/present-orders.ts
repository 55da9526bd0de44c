import type { TOrder } from '@haoyue/contracts';
import type { Db } from '../../../db/client';
import type { shops } from '../../../db/schema';
import type { OrderRow } from '../orders/load-order';
import { loadOrderParts, type OrderPart } from './load-order-parts';
import { indexOrderParts, presentOrder } from './present-order';

/**
 * Orders as the API answers them: their parts loaded (one query per kind of row) and mapped.
 */
export async function presentOrders(
  db: Db,
  rows: OrderRow[],
  parts: readonly OrderPart[],
  now: Date,
  /** Shops the caller already loaded (saves reading them again). */
  knownShops: (typeof shops.$inferSelect)[] = [],
): Promise<TOrder[]> {
  if (rows.length === 0) return [];
  const index = indexOrderParts(await loadOrderParts(db, rows, parts, knownShops));
  return rows.map((row) => presentOrder(row, index, now));
}
