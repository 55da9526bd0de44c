import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { customers, orders, sellers } from '../schema';

/** The demo user's customer record at the seller, or null where she has none. */
export async function demoCustomerAt(
  db: Db,
  sellerId: number,
  demoUserId: number,
): Promise<{ id: number } | null> {
  const [record] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.sellerId, sellerId), eq(customers.userId, demoUserId)));
  return record ?? null;
}

/**
 * The demo user's completed visits at every seller, latest first, with the seller's name; with
 * `endedBefore`, only the visits over by then.
 */
export function demoCompletedVisits(db: Db, demoUserId: number, endedBefore?: Date) {
  return db
    .select({ order: orders, sellerName: sellers.displayName })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(
      and(
        eq(customers.userId, demoUserId),
        eq(orders.status, 'COMPLETED'),
        endedBefore ? lt(orders.endsAt, endedBefore) : undefined,
      ),
    )
    .orderBy(desc(orders.startsAt));
}
