import type { TProductTransactionItem } from '@haoyue/contracts';
import type { productTransactionItems } from '../../db/schema';

/**
 * A line of a product sale as answered (pure): the seller's product ledger and an order's view
 * of the sales made with it show the same lines.
 */
export const presentProductSaleItem = (
  row: typeof productTransactionItems.$inferSelect,
): TProductTransactionItem => ({
  id: row.id,
  productId: row.productId,
  name: row.name,
  unitPrice: row.unitPrice,
  quantity: row.quantity,
  amount: row.amount,
});
