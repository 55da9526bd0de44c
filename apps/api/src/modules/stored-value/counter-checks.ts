import type { Db } from '../../db/client';
import { loadActiveCustomer } from '../../lib/member-items/customer-records';

/**
 * One of the seller's customers, never a merged record (its items went with the merge), or 404:
 * the record every counter call (stored value, vouchers, coupons, product sales) works on.
 */
export async function ownSellerCustomer(
  db: Db,
  sellerId: number,
  customerId: number,
): Promise<number> {
  return (await loadActiveCustomer(db, { id: customerId, sellerId })).id;
}

/** 409 for an idempotency key already used for a different movement (one message for all). */
export { idempotencyKeyReused } from '../../lib/money-transaction';
