import type { TProductGroup } from '@haoyue/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countsBy } from '../../db/counts-by';
import { productGroups, products } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { nextPosition, sellerCatalogue, sellerRows } from '../../lib/member-items/seller-catalogue';
import { hasPgCode, PG } from '../../lib/pg-errors';

type GroupRow = typeof productGroups.$inferSelect;

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
function countsByGroup(db: Db, sellerId: number, activeOnly: boolean) {
  return countsBy(
    db,
    products.groupId,
    and(eq(products.sellerId, sellerId), activeOnly ? eq(products.isActive, true) : undefined),
  );
}

/** The seller's groups in their order; with `activeOnly`, only those holding active products. */
export async function listProductGroups(
  db: Db,
  { sellerId, activeOnly = false }: { sellerId: number; activeOnly?: boolean },
): Promise<TProductGroup[]> {
  const [rows, counts] = await Promise.all([
    sellerRows(db, productGroups, sellerId),
    countsByGroup(db, sellerId, activeOnly),
  ]);
  return rows
    .map((row) => presentProductGroup(row, counts.get(row.id) ?? 0))
    .filter((g) => !activeOnly || g.productCount > 0);
}

/** The seller's groups: deleting one leaves its products without a group (FK set null). */
const groups = sellerCatalogue(productGroups, { notFound: '找不到這個商品分類' });
type GroupRef = { sellerId: number; groupId: number };

async function withCount(db: Db, row: GroupRow): Promise<TProductGroup> {
  const [c] = await db.select({ n: count() }).from(products).where(eq(products.groupId, row.id));
  return presentProductGroup(row, Number(c?.n ?? 0));
}

/** One of the seller's groups, or 404. */
export async function getProductGroup(db: Db, ref: GroupRef) {
  return withCount(db, await groups.own(db, { sellerId: ref.sellerId, id: ref.groupId }));
}

/** A new group at the end of the seller's list; 409 when the name is taken. */
export async function createProductGroup(
  db: Db,
  { sellerId, input }: { sellerId: number; input: { name: string } },
): Promise<TProductGroup> {
  const row = await db
    .insert(productGroups)
    .values({ sellerId, name: input.name, position: nextPosition(productGroups, sellerId) })
    .returning()
    .then(([r]) => r!, rethrow);
  return presentProductGroup(row, 0);
}

/** Renames one of the seller's groups; 404 for another seller's, 409 when the name is taken. */
export async function updateProductGroup(
  db: Db,
  { input, ...ref }: GroupRef & { input: { name: string } },
): Promise<TProductGroup> {
  const row = await groups
    .update(
      db,
      { sellerId: ref.sellerId, id: ref.groupId },
      { name: input.name, updatedAt: new Date() },
    )
    .catch(rethrow);
  return withCount(db, row);
}

/** Deletes one of the seller's groups; its products stay, without a group (FK set null). */
export function deleteProductGroup(db: Db, { sellerId, groupId }: GroupRef): Promise<void> {
  return groups.remove(db, sellerId, groupId);
}
