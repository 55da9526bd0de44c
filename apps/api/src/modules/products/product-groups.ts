import type { TProductGroup } from '@haoyue/contracts';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productGroups, products } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { hasPgCode, PG } from '../../lib/pg-errors';

type GroupRow = typeof productGroups.$inferSelect;
const NOT_FOUND = '找不到這個商品分類';

/** A group row and its product count as the API answers it (pure). */
export const presentProductGroup = (row: GroupRow, productCount: number): TProductGroup => ({
  id: row.id,
  name: row.name,
  position: row.position,
  productCount,
});

/** A unique violation (the seller's group names) becomes 409 naming the field; else thrown on. */
function rethrow(error: unknown): never {
  if (hasPgCode(error, PG.UNIQUE_VIOLATION)) {
    throw AppError.of('E_TAG_NAME_TAKEN', '已經有同名的商品分類', 'name');
  }
  throw error;
}

/** Product counts per group of the seller (only active products when `activeOnly`). */
async function countsByGroup(db: Db, sellerId: number, activeOnly: boolean) {
  const rows = await db
    .select({ groupId: products.groupId, n: count() })
    .from(products)
    .where(
      and(eq(products.sellerId, sellerId), activeOnly ? eq(products.isActive, true) : undefined),
    )
    .groupBy(products.groupId);
  return new Map(rows.map((r) => [r.groupId, Number(r.n)]));
}

/** The seller's groups in their order; with `activeOnly`, only those holding active products. */
export async function listProductGroups(
  db: Db,
  sellerId: number,
  activeOnly = false,
): Promise<TProductGroup[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(productGroups)
      .where(eq(productGroups.sellerId, sellerId))
      .orderBy(asc(productGroups.position), asc(productGroups.id)),
    countsByGroup(db, sellerId, activeOnly),
  ]);
  return rows
    .map((row) => presentProductGroup(row, counts.get(row.id) ?? 0))
    .filter((g) => !activeOnly || g.productCount > 0);
}

/** One of the seller's group rows, or 404. */
export async function ownProductGroup(db: Db, sellerId: number, groupId: number) {
  const [row] = await db
    .select()
    .from(productGroups)
    .where(and(eq(productGroups.id, groupId), eq(productGroups.sellerId, sellerId)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function withCount(db: Db, row: GroupRow): Promise<TProductGroup> {
  const [c] = await db.select({ n: count() }).from(products).where(eq(products.groupId, row.id));
  return presentProductGroup(row, Number(c?.n ?? 0));
}

/** One of the seller's groups, or 404. */
export async function getProductGroup(db: Db, sellerId: number, groupId: number) {
  return withCount(db, await ownProductGroup(db, sellerId, groupId));
}

/** A new group at the end of the seller's list; 409 when the name is taken. */
export async function createProductGroup(
  db: Db,
  { sellerId, name }: { sellerId: number; name: string },
): Promise<TProductGroup> {
  const [last] = await db
    .select({ position: max(productGroups.position) })
    .from(productGroups)
    .where(eq(productGroups.sellerId, sellerId));
  const position = last?.position == null ? 0 : last.position + 1;
  const row = await db
    .insert(productGroups)
    .values({ sellerId, name, position })
    .returning()
    .then(([r]) => r!, rethrow);
  return presentProductGroup(row, 0);
}

/** Renames one of the seller's groups; 404 for another seller's, 409 when the name is taken. */
export async function updateProductGroup(
  db: Db,
  { sellerId, groupId, name }: { sellerId: number; groupId: number; name: string },
): Promise<TProductGroup> {
  const [row] = await db
    .update(productGroups)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(productGroups.id, groupId), eq(productGroups.sellerId, sellerId)))
    .returning()
    .catch(rethrow);
  if (!row) throw notFound(NOT_FOUND);
  return withCount(db, row);
}

/** Deletes one of the seller's groups; its products stay, without a group (FK set null). */
export async function deleteProductGroup(
  db: Db,
  { sellerId, groupId }: { sellerId: number; groupId: number },
): Promise<void> {
  const [row] = await db
    .delete(productGroups)
    .where(and(eq(productGroups.id, groupId), eq(productGroups.sellerId, sellerId)))
    .returning({ id: productGroups.id });
  if (!row) throw notFound(NOT_FOUND);
}
