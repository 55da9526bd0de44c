import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TCurrency } from '@haoyue/contracts';
import type { Db } from '../../db/client';
import { customers, shops } from '../../db/schema';
import { firstOrNotFound } from '../../lib/errors';

export type OwnCustomer = typeof customers.$inferSelect;

/**
 * One of the user's customer records, the way every member-card read starts: another user's
 * record, a walk-in record merged into another, or no record at all is 404 alike.
 */
export function loadOwnCustomer(db: Db, userId: number, customerId: number): Promise<OwnCustomer> {
  return firstOrNotFound(
    db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.id, customerId),
          eq(customers.userId, userId),
          isNull(customers.mergedIntoId),
        ),
      ),
    '找不到會員資料',
  );
}

/** A seller's currency: its first shop's (by id); TWD when it has no shop. */
export async function sellerCurrency(db: Db, sellerId: number): Promise<TCurrency> {
  const [first] = await db
    .select({ currency: shops.currency })
    .from(shops)
    .where(eq(shops.sellerId, sellerId))
    .orderBy(asc(shops.id))
    .limit(1);
  return (first?.currency ?? 'TWD') as TCurrency;
}
