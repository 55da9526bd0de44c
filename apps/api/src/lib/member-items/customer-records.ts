import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { customers, customerTagLinks, customerTags } from '../../db/schema';
import { firstOrNotFound } from '../errors';

/** Which customer record: of a seller, of a signed-in user, by its id, or any of these at once. */
export type CustomerMatch = { id?: number; sellerId?: number; userId?: number };

/**
 * The customer records matching `match` that are still in use: a walk-in record merged into
 * another is never one (its items went with the merge). Every item call (stored value,
 * vouchers, coupons, products, the member card) finds its customer through this condition.
 */
export function activeCustomer({ id, sellerId, userId }: CustomerMatch): SQL {
  return and(
    id === undefined ? undefined : eq(customers.id, id),
    sellerId === undefined ? undefined : eq(customers.sellerId, sellerId),
    userId === undefined ? undefined : eq(customers.userId, userId),
    isNull(customers.mergedIntoId),
  )!;
}

/** The record in use matching `match`, or 404: another seller's, another user's and a merged one alike. */
export function loadActiveCustomer(
  db: Db,
  match: CustomerMatch,
  message = '找不到這位顧客',
): Promise<typeof customers.$inferSelect> {
  return firstOrNotFound(db.select().from(customers).where(activeCustomer(match)), message);
}

/** A table of what customers hold or did at a seller: vouchers, coupons, accounts, orders, sales. */
export type HeldTable = { id: AnyPgColumn; sellerId: AnyPgColumn; customerId: AnyPgColumn };

/** Which customer of which seller; with `id`, which one of theirs. */
export type Holder = { sellerId: number; customerId: number; id?: number };

/** The rows of `table` the customer holds at the seller (the one with `id`, when given). */
export function heldBy(table: HeldTable, { sellerId, customerId, id }: Holder): SQL {
  return and(
    id === undefined ? undefined : eq(table.id, id),
    eq(table.sellerId, sellerId),
    eq(table.customerId, customerId),
  )!;
}

/** The tags each customer carries (by customer id), in the seller's tag order. */
export async function tagsOfCustomers(
  db: Db,
  customerIds: readonly number[],
): Promise<Map<number, (typeof customerTags.$inferSelect)[]>> {
  const byCustomer = new Map<number, (typeof customerTags.$inferSelect)[]>();
  if (customerIds.length === 0) return byCustomer;
  const rows = await db
    .select({ customerId: customerTagLinks.customerId, tag: customerTags })
    .from(customerTagLinks)
    .innerJoin(customerTags, eq(customerTags.id, customerTagLinks.tagId))
    .where(inArray(customerTagLinks.customerId, [...customerIds]))
    .orderBy(asc(customerTags.position), asc(customerTags.id));
  for (const { customerId, tag } of rows) {
    byCustomer.set(customerId, [...(byCustomer.get(customerId) ?? []), tag]);
  }
  return byCustomer;
}

/** The records in use carrying one of the seller's tags, by id; null for a tag not the seller's. */
export async function customersWithTag(
  db: Db,
  sellerId: number,
  tagId: number,
): Promise<number[] | null> {
  const [tag] = await db
    .select({ id: customerTags.id })
    .from(customerTags)
    .where(and(eq(customerTags.id, tagId), eq(customerTags.sellerId, sellerId)));
  if (!tag) return null;
  const rows = await db
    .select({ id: customers.id })
    .from(customerTagLinks)
    .innerJoin(customers, eq(customers.id, customerTagLinks.customerId))
    .where(and(eq(customerTagLinks.tagId, tag.id), activeCustomer({ sellerId })))
    .orderBy(asc(customers.id));
  return rows.map((r) => r.id);
}
