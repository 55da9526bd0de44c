import { ERROR_CODES } from '@haoyue/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * A shop's fields review looks at (decision 022): changing one on a live shop keeps it public but
 * puts it on the admins' re-review list.
 */
export const REVIEWED_FIELDS = ['displayName', 'address', 'cityId'] as const;

/**
 * Marks a live (APPROVED) shop as changed since its last review: its name, address, city or
 * photos. `changed` (SQL) limits it to rows where a reviewed field really differs.
 */
export async function markEditedSinceReview(db: Db, shopId: number, changed?: SQL): Promise<void> {
  await db
    .update(shops)
    .set({ editedSinceReviewAt: sql`now()` })
    .where(and(eq(shops.id, shopId), eq(shops.reviewStatus, 'APPROVED'), changed));
}

/** A REJECTED shop, edited by its seller, goes back to the review queue (PENDING), or 409. */
export async function submitShopReview(db: Db, shopId: number): Promise<void> {
  const [row] = await db
    .update(shops)
    .set({ reviewStatus: 'PENDING', reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(shops.id, shopId), eq(shops.reviewStatus, 'REJECTED')))
    .returning({ id: shops.id });
  if (!row) throw AppError.of(ERROR_CODES.SHOP_REVIEW_STATE, '只有被退回的店家可以重新送審');
}
