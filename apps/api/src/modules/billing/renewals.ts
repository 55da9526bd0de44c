import { randomUUID } from 'node:crypto';
import { GRACE_DAYS, RENEWAL_LEAD_DAYS } from '@haoyue/contracts';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customers,
  lineFriendships,
  plans,
  sellerMembers,
  shopBilling,
  shopLicenses,
  shops,
  systemOrders,
  users,
} from '../../db/schema';
import type { JobDefinition } from '../../jobs';
import { sellerChannelToken } from '../notifications';
import {
  CardGatewayUnavailableError,
  type ChargeOutcome,
} from '../../platform/card-gateway/card-gateway';
import { cardLabelOf, cardOf, secretOf } from './cards';
import { insertPendingOrder, reconcileOrder, settleOutcome } from './charge';
import type { BillingContext } from './context';
import { latestLicence } from './licences';
import { DAY_MS, nextAttemptAfter } from './periods';

/** A PENDING charge older than this is asked about by its order number. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** Past this, a PENDING charge the gateway has no record of never happened. */
const GIVE_UP_AFTER_MS = 60 * 60_000;
/**
 * Past this, a 3-D Secure verification nobody finished is over (the bank's page expires well
 * before): the order is FAILED, so the period can be bought again.
 */
const THREE_D_SECURE_EXPIRES_MS = 20 * 60_000;

/** The owner: their phone number, and their LINE user on the seller's account when they follow it. */
async function ownerOf(db: Db, sellerId: number) {
  const [owner] = await db
    .select({
      phoneNumber: users.phoneNumber,
      lineUserId: customers.lineUserId,
      isFriend: lineFriendships.isFriend,
    })
    .from(sellerMembers)
    .innerJoin(users, eq(users.id, sellerMembers.userId))
    .leftJoin(
      customers,
      and(
        eq(customers.sellerId, sellerId),
        eq(customers.userId, users.id),
        isNull(customers.mergedIntoId),
      ),
    )
    .leftJoin(
      lineFriendships,
      and(
        eq(lineFriendships.sellerId, sellerId),
        eq(lineFriendships.lineUserId, customers.lineUserId),
      ),
    )
    .where(and(eq(sellerMembers.sellerId, sellerId), eq(sellerMembers.role, 'OWNER')))
    .limit(1);
  return owner ?? null;
}

/** SMS to the owner, and LINE too when they are linked to the seller's account and follow it. */
async function tellOwner(ctx: BillingContext, sellerId: number, text: string): Promise<void> {
  const owner = await ownerOf(ctx.db, sellerId);
  if (!owner) return;
  if (owner.phoneNumber) ctx.notifyOwner(owner.phoneNumber, text);
  const line = ctx.line;
  if (!line || !owner.lineUserId || owner.isFriend !== true) return;
  const token = await sellerChannelToken(ctx.db, line, sellerId);
  if (!token) return;
  try {
    await line.messenger.push({
      channelAccessToken: token,
      to: owner.lineUserId,
      messages: [{ type: 'text', text }],
      retryKey: randomUUID(),
    });
  } catch (error) {
    // The SMS and the dashboard banner still tell the owner.
    ctx.log.warn({ err: error, sellerId }, 'billing notice: LINE push failed');
  }
}

/** After a failed (or impossible) renewal: count it, schedule the next attempt, tell the owner once. */
async function renewalFailed(
  ctx: BillingContext,
  {
    shop,
    endsAt,
    reason,
  }: { shop: { id: number; sellerId: number; displayName: string }; endsAt: Date; reason: string },
): Promise<void> {
  const now = ctx.clock();
  const next = nextAttemptAfter(endsAt, now);
  await ctx.db
    .update(shopBilling)
    .set({
      renewalFailures: sql`${shopBilling.renewalFailures} + 1`,
      // No attempt left: none until the owner pays (grace ends, the pause pass takes over).
      nextAttemptAt: next ?? new Date(endsAt.getTime() + GRACE_DAYS * DAY_MS),
      lastNoticeAt: now,
      updatedAt: now,
    })
    .where(eq(shopBilling.shopId, shop.id));
  await tellOwner(
    ctx,
    shop.sellerId,
    `【好約】「${shop.displayName}」的授權續約扣款失敗：${reason}。請到「授權方案」更新付款卡，逾期 ${GRACE_DAYS} 天將暫停線上預約。`,
  );
}

/**
 * The renewal pass: shops with auto-renew whose licence ends within RENEWAL_LEAD_DAYS (or ended
 * within grace) and whose next attempt is due. Each charge is a PENDING order for the next
 * period first; a second runner's insert for the same period is refused by the partial unique
 * index, so it skips. Returns how many charges it tried.
 */
export async function renewLicences(ctx: BillingContext): Promise<number> {
  const now = ctx.clock();
  const { db } = ctx;
  const horizon = new Date(now.getTime() + RENEWAL_LEAD_DAYS * DAY_MS).toISOString();
  const graceStart = new Date(now.getTime() - GRACE_DAYS * DAY_MS).toISOString();
  const latestEnd = sql<Date>`(select max(${shopLicenses.endsAt}) from ${shopLicenses} where ${shopLicenses.shopId} = ${shops.id} and ${shopLicenses.status} in ('TRIAL', 'ACTIVE'))`;
  const due = await db
    .select({ shop: shops, billing: shopBilling })
    .from(shopBilling)
    .innerJoin(shops, eq(shops.id, shopBilling.shopId))
    .where(
      and(
        eq(shopBilling.autoRenew, true),
        sql`${shops.reviewStatus} <> 'CLOSED'`,
        or(
          isNull(shopBilling.nextAttemptAt),
          lt(shopBilling.nextAttemptAt, sql`${now.toISOString()}::timestamptz`),
        ),
        sql`${latestEnd} <= ${horizon}::timestamptz and ${latestEnd} > ${graceStart}::timestamptz`,
      ),
    )
    .limit(100);
  let tried = 0;
  for (const { shop, billing } of due) {
    const latest = await latestLicence(db, shop.id);
    // Read again after the list: another runner may have renewed the shop since. Its new licence
    // ends past the horizon, and charging the period after it would be a second charge (the
    // one-charge-per-period index cannot see it: that is another period).
    if (!latest || latest.endsAt.getTime() > Date.parse(horizon)) continue;
    // Likewise a charge another runner just had declined sets the next try: wait for it.
    const [fresh] = await db
      .select({ nextAttemptAt: shopBilling.nextAttemptAt })
      .from(shopBilling)
      .where(eq(shopBilling.shopId, shop.id));
    if (fresh?.nextAttemptAt && fresh.nextAttemptAt.getTime() > now.getTime()) continue;
    const [plan] = await db
      .select()
      .from(plans)
      .where(eq(plans.id, billing.nextPlanId ?? latest.planId));
    if (!plan) continue;
    const card = await cardOf(db, shop.sellerId);
    if (!card) {
      await renewalFailed(ctx, { shop, endsAt: latest.endsAt, reason: '沒有付款卡' });
      continue;
    }
    const order = await insertPendingOrder(
      db,
      {
        sellerId: shop.sellerId,
        shopId: shop.id,
        plan,
        interval: billing.nextInterval,
        kind: 'RENEWAL',
        periodStartsAt: latest.endsAt,
        idempotencyKey: `renewal:${shop.id}:${latest.endsAt.toISOString()}:${randomUUID()}`,
        cardLabel: cardLabelOf(card),
        createdBy: 'JOB',
        createdByUserId: null,
      },
      now,
    );
    if (!order) continue; // another runner has this period's charge
    tried += 1;
    let outcome: ChargeOutcome;
    try {
      outcome = await ctx.gateway.payByToken({
        amount: order.amount,
        currency: order.currency,
        orderNumber: order.gatewayOrderNumber!,
        details: `好約 ${plan.name} 續約`,
        card: secretOf(ctx, card),
      });
    } catch (error) {
      // Unknown outcome: the order stays PENDING; the reconcile pass settles it.
      if (error instanceof CardGatewayUnavailableError) {
        ctx.log.warn(
          { err: error, systemOrderId: order.id },
          'renewal charge: gateway unavailable',
        );
        continue;
      }
      throw error;
    }
    await settleOutcome(ctx, order, outcome);
    if (outcome.status === 'DECLINED')
      await renewalFailed(ctx, { shop, endsAt: latest.endsAt, reason: outcome.reason });
  }
  return tried;
}

/**
 * The reconcile pass: PENDING orders older than RECONCILE_AFTER_MS (a timeout, a crash between
 * the gateway's answer and our commit, an abandoned 3-D Secure) are asked about by order number
 * and settled: captured → PAID (once: settling only moves PENDING), failed → FAILED, no record
 * after GIVE_UP_AFTER_MS → FAILED.
 */
export async function reconcileSystemOrders(ctx: BillingContext): Promise<number> {
  const now = ctx.clock().getTime();
  const pending = await ctx.db
    .select()
    .from(systemOrders)
    .where(
      and(
        eq(systemOrders.status, 'PENDING'),
        lt(
          systemOrders.createdAt,
          sql`${new Date(now - RECONCILE_AFTER_MS).toISOString()}::timestamptz`,
        ),
      ),
    )
    .limit(100);
  let settled = 0;
  for (const order of pending) {
    try {
      const status = await reconcileOrder(ctx, order, {
        giveUpIfMissing: order.createdAt.getTime() < now - GIVE_UP_AFTER_MS,
        giveUpOnThreeDSecure: order.createdAt.getTime() < now - THREE_D_SECURE_EXPIRES_MS,
      });
      if (status !== 'PENDING') settled += 1;
    } catch (error) {
      if (!(error instanceof CardGatewayUnavailableError)) throw error;
      ctx.log.warn({ err: error, systemOrderId: order.id }, 'reconcile: gateway unavailable');
    }
  }
  return settled;
}

/**
 * The pause pass: shops whose latest licence ended more than GRACE_DAYS ago stop taking new
 * online bookings (existing bookings stay); the owner is told once.
 */
export async function pauseLapsedShops(ctx: BillingContext): Promise<number> {
  const now = ctx.clock();
  const cutoff = new Date(now.getTime() - GRACE_DAYS * DAY_MS).toISOString();
  const paused = await ctx.db
    .update(shops)
    .set({ onlineBookingPausedAt: now })
    .where(
      and(
        isNull(shops.onlineBookingPausedAt),
        sql`${shops.reviewStatus} <> 'CLOSED'`,
        sql`(select max(${shopLicenses.endsAt}) from ${shopLicenses} where ${shopLicenses.shopId} = ${shops.id} and ${inArray(shopLicenses.status, ['TRIAL', 'ACTIVE'])}) < ${cutoff}::timestamptz`,
      ),
    )
    .returning({ id: shops.id, sellerId: shops.sellerId, displayName: shops.displayName });
  for (const shop of paused) {
    await tellOwner(
      ctx,
      shop.sellerId,
      `【好約】「${shop.displayName}」的授權已逾期 ${GRACE_DAYS} 天，線上預約已暫停（既有預約不受影響）。付款後立即恢復。`,
    );
  }
  return paused.length;
}

/** Renewals, reconciliation of unknown charges, and pausing lapsed shops. */
export function billingJobs(ctx: BillingContext, intervalMs: number): JobDefinition[] {
  return [
    { name: 'renew-licences', intervalMs, run: () => renewLicences(ctx) },
    { name: 'reconcile-system-orders', intervalMs, run: () => reconcileSystemOrders(ctx) },
    { name: 'pause-lapsed-shops', intervalMs, run: () => pauseLapsedShops(ctx) },
  ];
}
