import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { customers } from '../schema';

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
