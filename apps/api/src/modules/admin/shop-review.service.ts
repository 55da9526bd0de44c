import { ERROR_CODES, type TReviewStatus } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { type AdminActor, recordAdminAudit } from './audit';
import {
  SHOP_REVIEW_NOTICE,
  type ShopReviewContext,
  type ShopReviewNotice,
  type ShopReviewStep,
} from './shop-review-notices';

/** Each review step: the states it starts from and the state it leaves (decision 022). */
const STEPS: Record<ShopReviewStep, { from: readonly TReviewStatus[]; to: TReviewStatus }> = {
  approve: { from: ['PENDING'], to: 'APPROVED' },
  reject: { from: ['PENDING'], to: 'REJECTED' },
  suspend: { from: ['PENDING', 'APPROVED'], to: 'SUSPENDED' },
  reinstate: { from: ['SUSPENDED'], to: 'APPROVED' },
};

const REFUSED: Record<ShopReviewStep, string> = {
  approve: '只有待審核的店家可以核准',
  reject: '只有待審核的店家可以退回',
  suspend: '只有待審核或已上架的店家可以停用',
  reinstate: '只有已停用的店家可以恢復上架',
};

/**
 * Moves a shop one review step, with its audit row and the owner's notice (queued: LINE or SMS,
 * shop-review-notices.ts) in the same transaction, so the owner is told of exactly the steps
 * that happened. A step its state does not allow: 409 E_SHOP_REVIEW_STATE.
 */
export async function reviewShop(
  ctx: ShopReviewContext,
  input: { actor: AdminActor; shopId: number; step: ShopReviewStep; reason: string | null },
): Promise<void> {
  const { actor, shopId, step, reason } = input;
  const { from, to } = STEPS[step];
  const work = ctx.work;
  if (!work) throw new Error('shop review: the work queue is not wired');
  await ctx.db.transaction(async (tx) => {
    const [was] = await tx.select().from(shops).where(eq(shops.id, shopId)).for('update');
    if (!was) throw notFound('找不到店家');
    if (!from.includes(was.reviewStatus)) {
      throw AppError.of(ERROR_CODES.SHOP_REVIEW_STATE, REFUSED[step]);
    }
    const now = new Date();
    await tx
      .update(shops)
      .set({
        reviewStatus: to,
        reviewNote: reason,
        reviewedAt: now,
        editedSinceReviewAt: null,
        updatedAt: now,
      })
      .where(eq(shops.id, shopId));
    await recordAdminAudit(tx as unknown as Db, {
      actor,
      action: `shop.${step}`,
      target: { type: 'shop', id: shopId },
      reason,
      before: { reviewStatus: was.reviewStatus, reviewNote: was.reviewNote },
      after: { reviewStatus: to, reviewNote: reason },
    });
    const notice: ShopReviewNotice = {
      shopId,
      sellerId: was.sellerId,
      step,
      shopName: was.displayName,
      reason,
    };
    await work.send({ name: SHOP_REVIEW_NOTICE }, notice, { db: tx as unknown as Db });
  });
}
