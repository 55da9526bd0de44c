import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * One of the seller's customers, never a merged record (its items went with the merge), or 404:
 * the record every counter call (stored value, vouchers, coupons, product sales) works on.
 */
export async function ownSellerCustomer(
  db: Db,
  sellerId: number,
  customerId: number,
): Promise<number> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.id, customerId),
        eq(customers.sellerId, sellerId),
        isNull(customers.mergedIntoId),
      ),
    );
  if (!row) throw notFound('找不到這位顧客');
  return row.id;
}

/** 409 for an idempotency key already used for a different movement (one message for all). */
export { idempotencyKeyReused } from '../../lib/money-transaction';
