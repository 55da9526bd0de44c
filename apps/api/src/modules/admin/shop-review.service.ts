import { ERROR_CODES, type TReviewStatus } from '@haoyue/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { sellerMembers, shops, users } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { AppError, notFound } from '../../lib/errors';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { type AdminActor, recordAdminAudit } from './audit';

/** What telling a shop's owner about a review decision needs. */
export type ShopReviewContext = {
  db: Db;
  sms: SmsSender;
  tasks: BackgroundTasks;
  log: FastifyBaseLogger;
  /** Links in messages point here. */
  publicBaseUrl: string;
};

export type ShopReviewStep = 'approve' | 'reject' | 'suspend' | 'reinstate';

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

/** The owner's message for each step: what happened and where to look. */
function messageOf(
  step: ShopReviewStep,
  { shopName, reason, link }: { shopName: string; reason: string | null; link: string },
) {
  const why = reason ? `原因：${reason}。` : '';
  switch (step) {
    case 'approve':
      return `【好約】您的店家「${shopName}」已通過審核並上架，顧客現在可以搜尋與預約。${link}`;
    case 'reject':
      return `【好約】您的店家「${shopName}」未通過審核。${why}請修改後重新送審：${link}`;
    case 'suspend':
      return `【好約】您的店家「${shopName}」已被平台停用，暫不對外顯示，既有預約仍保留。${why}${link}`;
    case 'reinstate':
      return `【好約】您的店家「${shopName}」已恢復上架。${link}`;
  }
}

/**
 * Moves a shop one review step, with its audit row in the same transaction; after the commit
 * the seller's owner is told by SMS. A step its state does not allow: 409 E_SHOP_REVIEW_STATE.
 */
export async function reviewShop(
  ctx: ShopReviewContext,
  input: { actor: AdminActor; shopId: number; step: ShopReviewStep; reason: string | null },
): Promise<void> {
  const { actor, shopId, step, reason } = input;
  const { from, to } = STEPS[step];
  const shop = await ctx.db.transaction(async (tx) => {
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
    return was;
  });
  const [ownerRow] = await ctx.db
    .select({ phoneNumber: users.phoneNumber })
    .from(sellerMembers)
    .innerJoin(users, eq(users.id, sellerMembers.userId))
    .where(and(eq(sellerMembers.sellerId, shop.sellerId), eq(sellerMembers.role, 'OWNER')))
    .limit(1);
  const to_ = ownerRow?.phoneNumber;
  if (!to_) return;
  const link = `${ctx.publicBaseUrl}/dashboard/shop-settings/${shopId}`;
  const text = messageOf(step, { shopName: shop.displayName, reason, link });
  ctx.tasks.run(async () => {
    try {
      await ctx.sms.send({ to: to_, text, channel: to_.startsWith('+886') ? 'sms' : 'whatsapp' });
    } catch (error) {
      ctx.log.warn({ err: error, shopId, step }, 'shop review message failed');
    }
  });
}
