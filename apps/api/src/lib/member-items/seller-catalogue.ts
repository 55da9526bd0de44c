import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { AppError, firstOrNotFound } from '../errors';
import type { ServiceLinks } from './seller-services';

/*
 * The catalogue a seller keeps of each item kind (top-up plans, voucher templates, coupon
 * campaigns, products and their groups, customer tags): rows of the seller's, in the seller's
 * order, read and changed only as that seller's, kept once a ledger row points at them.
 */

/** A table of a seller's catalogue rows. */
export type SellerTable = PgTable & { id: AnyPgColumn; sellerId: AnyPgColumn };
/** …that the seller puts in an order of their own. */
export type OrderedSellerTable = SellerTable & { position: AnyPgColumn };

/** The row `id` when it is the seller's. */
export function sellerRow(table: SellerTable, sellerId: number, id: number): SQL {
  return and(eq(table.id, id), eq(table.sellerId, sellerId))!;
}

/** The seller's rows in their order: by position, then creation. */
export function sellerRows<T extends OrderedSellerTable>(
  db: Db,
  table: T,
  sellerId: number,
): Promise<T['$inferSelect'][]> {
  const t = table as OrderedSellerTable;
  return db
    .select()
    .from(t)
    .where(eq(t.sellerId, sellerId))
    .orderBy(asc(t.position), asc(t.id)) as Promise<T['$inferSelect'][]>;
}

/** The position after the seller's last row (0 for the first): where a new row goes. */
export function nextPosition(table: OrderedSellerTable, sellerId: number): SQL {
  return sql`(select coalesce(max(${table.position}) + 1, 0) from ${table} where ${table.sellerId} = ${sellerId})`;
}

/** Whether any row of `table` matches `where` (a ledger row pointing at an item). */
export async function anyRow(db: Db, table: PgTable, where: SQL): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return row !== undefined;
}

/** How a seller's rows of one kind are found, and when one is kept rather than deleted. */
export interface CatalogueRules {
  /** The 404 for another seller's row, or none. */
  notFound: string;
  /**
   * Once used a row keeps the history: the ledger column pointing at it, or how to tell (a
   * sale, a top-up, a redemption); a used row is refused deletion (409 E_HAS_LEDGER_HISTORY).
   */
  usedBy?: AnyPgColumn | ((tx: Db, id: number) => Promise<boolean>);
  /** The 409 message for a used row: what to do instead (switch it off). */
  inUse?: string;
}

/** Which row, of which seller. */
export type RowRef = { sellerId: number; id: number };

/** One kind of a seller's catalogue rows: found, changed and deleted only as the seller's. */
export function sellerCatalogue<T extends SellerTable>(table: T, rules: CatalogueRules) {
  const t = table as SellerTable;
  const { usedBy } = rules;
  const used = (tx: Db, id: number) =>
    typeof usedBy === 'function'
      ? usedBy(tx, id)
      : usedBy
        ? anyRow(tx, usedBy.table, eq(usedBy, id))
        : Promise.resolve(false);
  return {
    /**
     * One of the seller's rows, or 404; with `lock`, locked until the caller's transaction ends
     * (`update`: a sale or a redemption of it then waits, or is waited for; `share`: a sale
     * keeps a delete of it waiting).
     */
    async own(
      db: Db,
      { sellerId, id }: RowRef,
      lock?: 'update' | 'share',
    ): Promise<T['$inferSelect']> {
      const query = db
        .select()
        .from(t)
        .where(sellerRow(t, sellerId, id));
      return firstOrNotFound(lock ? query.for(lock) : query, rules.notFound) as Promise<
        T['$inferSelect']
      >;
    },

    /** Changes one of the seller's rows (404 for another seller's or none); answers it changed. */
    update(
      db: Db,
      { sellerId, id }: RowRef,
      values: Partial<T['$inferInsert']>,
    ): Promise<T['$inferSelect']> {
      return firstOrNotFound(
        db
          .update(t)
          .set(values as never)
          .where(sellerRow(t, sellerId, id))
          .returning() as PromiseLike<T['$inferSelect'][]>,
        rules.notFound,
      );
    },

    /**
     * Deletes one of the seller's rows (404 for another's); a used one is kept (409). The row
     * is locked first, so a sale cannot slip in between the check and the delete.
     */
    async remove(db: Db, sellerId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await this.own(tx, { sellerId, id }, 'update');
        if (await used(tx, id)) throw AppError.of('E_HAS_LEDGER_HISTORY', rules.inUse ?? '');
        await tx.delete(t).where(eq(t.id, id));
      });
    },
  };
}

/** Sets the services an item covers (`item`: its column in `links`, by name): the old links go. */
export async function linkServices<T extends ServiceLinks>(
  tx: Db,
  links: T,
  {
    item,
    id,
    serviceIds,
  }: { item: keyof T['$inferInsert'] & string; id: number; serviceIds: number[] },
): Promise<void> {
  await tx.delete(links).where(eq((links as unknown as Record<string, AnyPgColumn>)[item]!, id));
  if (serviceIds.length === 0) return;
  await tx
    .insert(links)
    .values(serviceIds.map((serviceId) => ({ [item]: id, serviceId })) as never);
}
