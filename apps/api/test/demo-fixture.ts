import { eq, type InferSelectModel, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client';
import { customers, sellers, users } from '../src/db/schema';
import { DEMO_CUSTOMER } from '../src/db/seed/demo-data';

/** A table of what customers hold at a seller (stored-value accounts, vouchers, coupons). */
type HeldItems = PgTable & { customerId: AnyPgColumn; sellerId: AnyPgColumn };

/**
 * The rows of `table` the demo customer 王小美 holds, at any seller, each with that seller's
 * name: what the demo data gave her, for the tests of the demo data.
 */
export async function heldByDemoCustomer<T extends HeldItems>(db: Db, table: T) {
  const rows = await db
    .select({ item: table as HeldItems, sellerName: sellers.displayName })
    .from(table as HeldItems)
    .innerJoin(customers, eq(customers.id, table.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .innerJoin(sellers, eq(sellers.id, table.sellerId))
    .where(eq(users.phoneNumber, DEMO_CUSTOMER.phoneNumber));
  return rows as unknown as { item: InferSelectModel<T>; sellerName: string }[];
}

/**
 * The rows of a table the demo data fills with one row per seller (LINE settings, LINE Pay
 * channels), once their count is checked to be the number of sellers.
 */
export async function oneRowPerSeller<T extends PgTable>(db: Db, table: T) {
  const sellerRows = await db.select().from(sellers);
  const rows = await db.select().from(table as PgTable);
  expect(rows).toHaveLength(sellerRows.length);
  return rows as InferSelectModel<T>[];
}

/** Every seller with its rows of `table`, in `orderBy`'s order: what the demo data gave each. */
export async function rowsOfEachSeller<T extends PgTable & { sellerId: AnyPgColumn }>(
  db: Db,
  table: T,
  ...orderBy: SQL[]
) {
  const each = [];
  for (const seller of await db.select().from(sellers)) {
    const rows = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.sellerId, seller.id))
      .orderBy(...orderBy);
    each.push({ seller, rows: rows as InferSelectModel<T>[] });
  }
  return each;
}
