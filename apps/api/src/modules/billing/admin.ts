import type { TAdminSystemOrder, TShopLicense } from '@haoyue/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { plans, shopLicenses, shops, systemOrders } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { CardGatewayUnavailableError } from '../../platform/card-gateway/card-gateway';
import { presentLicense } from '../catalogue';
import { type AdminUser, recordAdminAudit } from '../admin';
import { unavailable } from './cards';
import { newOrderNumber } from './charge';
import type { BillingContext } from './context';
import { coverShop, latestLicence } from './licences';
import { adminSystemOrder, receiptNumberOf } from './orders';
import { DAY_MS } from './periods';

/**
 * Refunds a paid order in full through the gateway (audited): the order REFUNDED with the
 * reason, and the licence period it paid for ends now (or is cancelled if not started). A
 * refunded order answers as it is.
 */
export async function refundSystemOrder(
  ctx: BillingContext,
  { actor, systemOrderId, reason }: { actor: AdminUser; systemOrderId: number; reason: string },
): Promise<TAdminSystemOrder> {
  const [order] = await ctx.db
    .select()
    .from(systemOrders)
    .where(eq(systemOrders.id, systemOrderId));
  if (!order) throw notFound('找不到這筆帳單');
  if (order.status === 'REFUNDED') return adminSystemOrder(ctx.db, order.id);
  if (order.status !== 'PAID' || order.kind === 'GRANT' || !order.gatewayTradeId) {
    throw AppError.of('E_SYSTEM_ORDER_STATE', '只有已付款的刷卡帳單可以退款');
  }
  let refunded;
  try {
    refunded = await ctx.gateway.refund(order.gatewayTradeId);
  } catch (error) {
    if (error instanceof CardGatewayUnavailableError) throw unavailable();
    throw error;
  }
  if (!refunded.ok) throw AppError.of('E_SYSTEM_ORDER_STATE', `金流退款失敗：${refunded.reason}`);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(systemOrders)
      .set({ status: 'REFUNDED', refundedAt: now, refundReason: reason, updatedAt: now })
      .where(and(eq(systemOrders.id, order.id), eq(systemOrders.status, 'PAID')))
      .returning();
    if (!done) return;
    const [licence] = await tx
      .select()
      .from(shopLicenses)
      .where(eq(shopLicenses.systemOrderId, order.id));
    if (licence) {
      const started = licence.startsAt < now;
      await tx
        .update(shopLicenses)
        .set(
          started && licence.endsAt > now
            ? { endsAt: now }
            : started
              ? {}
              : { status: 'CANCELLED' },
        )
        .where(eq(shopLicenses.id, licence.id));
    }
    await recordAdminAudit(tx, {
      actor,
      action: 'shop.refund_system_order',
      target: { type: 'shop', id: order.shopId },
      reason,
      before: {
        systemOrderId: order.id,
        status: 'PAID',
        amount: order.amount,
        currency: order.currency,
      },
      after: { systemOrderId: order.id, status: 'REFUNDED' },
    });
  });
  return adminSystemOrder(ctx.db, order.id);
}

/**
 * Extends a shop's licence by whole days, or grants a free period to a shop without one
 * (audited): a GRANT order of 0 and the licence period it covers, from the end of the latest
 * period when that is still ahead, else from now. A paused shop takes online bookings at once.
 */
export async function extendShopLicence(
  ctx: BillingContext,
  {
    actor,
    shopId,
    days,
    reason,
  }: { actor: AdminUser; shopId: number; days: number; reason: string },
): Promise<TShopLicense> {
  const [shop] = await ctx.db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop) throw notFound('找不到這間店');
  const now = ctx.clock();
  const latest = await latestLicence(ctx.db, shopId);
  const [plan] = latest
    ? await ctx.db.select().from(plans).where(eq(plans.id, latest.planId))
    : await ctx.db
        .select()
        .from(plans)
        .where(eq(plans.currency, shop.currency))
        .orderBy(plans.position)
        .limit(1);
  if (!plan) throw notFound('找不到這間店幣別的方案');
  const startsAt = latest && latest.endsAt > now ? latest.endsAt : now;
  const endsAt = new Date(startsAt.getTime() + days * DAY_MS);
  const licenceId = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(systemOrders)
      .values({
        sellerId: shop.sellerId,
        shopId,
        planId: plan.id,
        interval: latest?.interval ?? 'MONTH',
        kind: 'GRANT',
        status: 'PAID',
        amount: 0,
        currency: plan.currency,
        periodStartsAt: startsAt,
        periodEndsAt: endsAt,
        idempotencyKey: `grant:${newOrderNumber()}`,
        createdBy: 'ADMIN',
        createdByUserId: actor.userId,
        paidAt: now,
        refundReason: null,
        failureReason: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .update(systemOrders)
      .set({ receiptNumber: receiptNumberOf(order!.id, now) })
      .where(eq(systemOrders.id, order!.id));
    const [licence] = await tx
      .insert(shopLicenses)
      .values({
        shopId,
        planId: plan.id,
        status: 'ACTIVE',
        interval: latest?.interval ?? 'MONTH',
        systemOrderId: order!.id,
        startsAt,
        endsAt,
      })
      .returning();
    await coverShop(tx, shopId, now);
    await recordAdminAudit(tx, {
      actor,
      action: 'shop.extend_licence',
      target: { type: 'shop', id: shopId },
      reason,
      before: {
        endsAt: latest?.endsAt.toISOString() ?? null,
        paused: shop.onlineBookingPausedAt !== null,
      },
      after: { endsAt: endsAt.toISOString(), days, systemOrderId: order!.id },
    });
    return licence!.id;
  });
  const [row] = await ctx.db
    .select({ licence: shopLicenses, plan: plans })
    .from(shopLicenses)
    .innerJoin(plans, eq(plans.id, shopLicenses.planId))
    .where(eq(shopLicenses.id, licenceId))
    .orderBy(desc(shopLicenses.id));
  return presentLicense(row!.licence, row!.plan);
}
