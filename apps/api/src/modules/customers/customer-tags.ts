import type { TCustomerTag, TCustomerTagColor } from '@haoyue/contracts';
import { AppError } from '../../lib/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerTags } from '../../db/schema';
import { nextPosition, sellerCatalogue, sellerRows } from '../../lib/member-items/seller-catalogue';
import { hasPgCode, PG } from '../../lib/pg-errors';

type TagRow = typeof customerTags.$inferSelect;
type TagInput = { name: string; color: TCustomerTagColor; vipExtraDays: number | null };

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

/** The seller's tags: deleting one takes it off the customers carrying it (links cascade). */
const tags = sellerCatalogue(customerTags, { notFound: '找不到這個顧客標籤' });
type TagRef = { sellerId: number; tagId: number };

/** The seller's tags, in their order (then by creation). */
export async function listCustomerTags(
  db: Db,
  { sellerId }: { sellerId: number },
): Promise<TCustomerTag[]> {
  return (await sellerRows(db, customerTags, sellerId)).map(presentTag);
}

/** A new tag at the end of the seller's list; 409 when the seller has one of that name. */
export async function createCustomerTag(
  db: Db,
  { sellerId, input }: { sellerId: number; input: TagInput },
): Promise<TCustomerTag> {
  const row = await db
    .insert(customerTags)
    .values({ sellerId, position: nextPosition(customerTags, sellerId), ...input })
    .returning()
    .then(([r]) => r!, rethrow);
  return presentTag(row);
}

/** Renames a tag, changes its colour or VIP window; 404 for another seller's tag. */
export async function updateCustomerTag(
  db: Db,
  { input, ...ref }: TagRef & { input: TagInput },
): Promise<TCustomerTag> {
  const row = await tags
    .update(db, { sellerId: ref.sellerId, id: ref.tagId }, { ...input, updatedAt: new Date() })
    .catch(rethrow);
  return presentTag(row);
}

/** Deletes a tag; the customers carrying it lose it (links cascade). */
export function deleteCustomerTag(db: Db, { sellerId, tagId }: TagRef): Promise<void> {
  return tags.remove(db, sellerId, tagId);
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
