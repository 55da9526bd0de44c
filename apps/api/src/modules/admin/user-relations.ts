import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { customers, orders, shops } from '../../db/schema';

/**
 * The user's orders at every seller (through each of their customer records, merged ones too),
 * each joined to its customer record and its shop: `qb` is a dynamic select from `orders`
 * (`db.select(columns).from(orders).$dynamic()`), its columns of orders, customers and shops.
 * The admin views of a user read them: the user's page, the support chat's profile.
 */
export function ordersOfUser<T extends PgSelect>(qb: T, userId: number) {
  return qb
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(customers.userId, userId));
}
