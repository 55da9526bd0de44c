import type { TCustomerTag, TCustomerTagColor } from '@haoyue/contracts';
import { AppError } from '../../lib/errors';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerTags } from '../../db/schema';
import { firstOrNotFound } from '../../lib/errors';
import { hasPgCode, PG } from '../../lib/pg-errors';

type TagRow = typeof customerTags.$inferSelect;
type TagInput = { name: string; color: TCustomerTagColor; vipExtraDays: number | null };

const NOT_FOUND = '找不到這個顧客標籤';

/** A tag row as the API answers it (pure). */
export function presentTag(row: TagRow): TCustomerTag {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    vipExtraDays: row.vipExtraDays,
  };
}

const nameTaken = () => AppError.of('E_TAG_NAME_TAKEN', '已經有同名的顧客標籤', 'name');

/** A unique violation (the seller's tag names) becomes 409; anything else is thrown on. */
function rethrow(error: unknown): never {
  if (hasPgCode(error, PG.UNIQUE_VIOLATION)) throw nameTaken();
  throw error;
}

/** The seller's tags, in their order (then by creation). */
export async function listCustomerTags(db: Db, sellerId: number): Promise<TCustomerTag[]> {
  const rows = await db
    .select()
    .from(customerTags)
    .where(eq(customerTags.sellerId, sellerId))
    .orderBy(asc(customerTags.position), asc(customerTags.id));
  return rows.map(presentTag);
}

/** A new tag at the end of the seller's list; 409 when the seller has one of that name. */
export async function createCustomerTag(
  db: Db,
  sellerId: number,
  input: TagInput,
): Promise<TCustomerTag> {
  const [last] = await db
    .select({ position: max(customerTags.position) })
    .from(customerTags)
    .where(eq(customerTags.sellerId, sellerId));
  const position = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  const row = await db
    .insert(customerTags)
    .values({ sellerId, position, ...input })
    .returning()
    .then(([r]) => r!, rethrow);
  return presentTag(row);
}

export interface UpdateCustomerTagInput {
  sellerId: number;
  tagId: number;
  input: TagInput;
}

/** Renames a tag, changes its colour or VIP window; 404 for another seller's tag. */
export async function updateCustomerTag(
  db: Db,
  { sellerId, tagId, input }: UpdateCustomerTagInput,
): Promise<TCustomerTag> {
  const rows = await db
    .update(customerTags)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(customerTags.id, tagId), eq(customerTags.sellerId, sellerId)))
    .returning()
    .catch(rethrow);
  return presentTag(await firstOrNotFound(Promise.resolve(rows), NOT_FOUND));
}

/** Deletes a tag; the customers carrying it lose it (links cascade). */
export async function deleteCustomerTag(db: Db, sellerId: number, tagId: number): Promise<void> {
  const rows = await db
    .delete(customerTags)
    .where(and(eq(customerTags.id, tagId), eq(customerTags.sellerId, sellerId)))
    .returning({ id: customerTags.id });
  await firstOrNotFound(Promise.resolve(rows), NOT_FOUND);
}

/** The seller's tags among `ids`, or 400 naming `tagIds` when one is not the seller's. */
export async function ownTagIds(db: Db, sellerId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: customerTags.id })
    .from(customerTags)
    .where(and(eq(customerTags.sellerId, sellerId), inArray(customerTags.id, unique)));
  if (rows.length !== unique.length) {
    throw AppError.of('E_VALIDATION', '標籤不存在或不屬於這個商家', 'tagIds');
  }
  return unique;
}
