import type { TCustomerTag } from '@haoyue/contracts';
import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { customers, customerTagLinks, customerTags } from '../../db/schema';
import { activeCustomer } from '../../lib/member-items/customer-records';

/** The tags a user carries as the seller's customer, in the seller's order. */
export async function myCustomerTags(
  db: Db,
  sellerId: number,
  userId: number,
): Promise<TCustomerTag[]> {
  return db
    .select({
      id: customerTags.id,
      name: customerTags.name,
      color: customerTags.color,
      vipExtraDays: customerTags.vipExtraDays,
    })
    .from(customers)
    .innerJoin(customerTagLinks, eq(customerTagLinks.customerId, customers.id))
    .innerJoin(customerTags, eq(customerTags.id, customerTagLinks.tagId))
    .where(activeCustomer({ sellerId, userId }))
    .orderBy(asc(customerTags.position), asc(customerTags.id));
}

/**
 * How many days beyond the shop's horizon a user may book at a seller: the longest VIP window of
 * the tags they carry there (0 without one). One prepared statement: availability asks it on
 * every signed-in call.
 */
export async function vipExtraDaysOfUser(
  db: Db,
  sellerId: number,
  userId: number,
): Promise<number> {
  const statement = preparedOn(db, 'vip_extra_days', (d) =>
    d
      .select({ days: max(customerTags.vipExtraDays) })
      .from(customers)
      .innerJoin(customerTagLinks, eq(customerTagLinks.customerId, customers.id))
      .innerJoin(customerTags, eq(customerTags.id, customerTagLinks.tagId))
      .where(
        and(
          eq(customers.sellerId, sql.placeholder('sellerId')),
          eq(customers.userId, sql.placeholder('userId')),
          isNull(customers.mergedIntoId),
        ),
      )
      .prepare('vip_extra_days'),
  );
  const [row] = await statement.execute({ sellerId, userId });
  return row?.days ?? 0;
}

/** The VIP window of one customer record (an order's customer, when it is rescheduled). */
export async function vipExtraDaysOfCustomer(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ days: max(customerTags.vipExtraDays) })
    .from(customerTagLinks)
    .innerJoin(customerTags, eq(customerTags.id, customerTagLinks.tagId))
    .where(eq(customerTagLinks.customerId, customerId));
  return row?.days ?? 0;
}
