import type { TOrder } from '@haoyue/contracts';
import type { Db } from '../../../db/client';
import type { shops } from '../../../db/schema';
import type { OrderRow } from '../orders/load-order';
import { loadOrderParts, type OrderPart } from './load-order-parts';
import { indexOrderParts, presentOrder } from './present-order';

export interface PresentOrdersInput {
  rows: OrderRow[];
  parts: readonly OrderPart[];
  now: Date;
  knownShops?: (typeof shops.$inferSelect)[];
}

/**
 * Orders as the API answers them: their parts loaded (one query per kind of row) and mapped.
 */
export async function presentOrders(
  db: Db,
  { rows, parts, now, knownShops = [] }: PresentOrdersInput,
): Promise<TOrder[]> {
  if (rows.length === 0) return [];
  const index = indexOrderParts(await loadOrderParts(db, { rows, partList: parts, knownShops }));
  return rows.map((row) => presentOrder(row, index, now));
}
