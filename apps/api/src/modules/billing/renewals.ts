import { randomUUID } from 'node:crypto';
import { GRACE_DAYS, RENEWAL_LEAD_DAYS } from '@haoyue/contracts';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
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
import type { WorkKind } from '../../jobs/work-queue';
import { sellerChannelToken } from '../notifications';
import {
  CardGatewayUnavailableError,
  type ChargeOutcome,
} from '../../platform/card-gateway/card-gateway';
import { cardLabelOf, cardOf, secretOf } from './cards';
import { insertPendingOrder, reconcileOrder, settleOutcome } from './charge';
import type { BillingContext } from './context';
import { latestLicence } from './licences';
import { DAY_MS } from './periods';

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

/** One licence period to renew: the work item the renewal pass queues (decision 029). */
export type LicenceRenewal = {
  shopId: number;
  /** The period's start: the end of the licence it renews. */
  periodStartsAt: string;
};

export const LICENCE_RENEWAL = 'licence-renewal';
/**
 * A renewal is tried five times, two days apart (the queue's retries: a fixed delay, so the
 * owner can be told when the card is charged next): from 3 days before the end (when the pass
 * finds it) that is 3 and 1 days before, then 1, 3 and 5 days after, inside the grace period.
 */
export const RENEWAL_RETRY_LIMIT = 4;
export const RENEWAL_RETRY_DELAY_MS = 2 * DAY_MS;

/**
 * After a failed (or impossible) try: count it, show the owner when the queue tries next (after
 * the last try: when grace ends, as nothing is tried before the owner pays), tell them.
 */
async function renewalFailed(
  ctx: BillingContext,
  {
    shop,
    endsAt,
    reason,
    last,
  }: {
    shop: { id: number; sellerId: number; displayName: string };
    endsAt: Date;
    reason: string;
    last: boolean;
  },
): Promise<void> {
  const now = ctx.clock();
  await ctx.db
    .update(shopBilling)
    .set({
      renewalFailures: sql`${shopBilling.renewalFailures} + 1`,
      nextAttemptAt: last
        ? new Date(endsAt.getTime() + GRACE_DAYS * DAY_MS)
        : new Date(now.getTime() + RENEWAL_RETRY_DELAY_MS),
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
 * The renewal pass (a schedule): shops with auto-renew whose licence ends within
 * RENEWAL_LEAD_DAYS (or ended within grace) and whose period has no renewal item yet. For each,
 * one transaction stamps the period on the shop's billing row (a conditional update: a second
 * runner's finds it stamped and queues nothing) and queues its `licence-renewal` item, which
 * charges it. Returns how many items it queued.
 */
export async function renewLicences(ctx: BillingContext): Promise<number> {
  const { db, work } = ctx;
  if (!work) throw new Error('the renewal pass needs the work queue');
  const now = ctx.clock();
  const horizon = new Date(now.getTime() + RENEWAL_LEAD_DAYS * DAY_MS).toISOString();
  const graceStart = new Date(now.getTime() - GRACE_DAYS * DAY_MS).toISOString();
  const latestEnd = sql<Date>`(select max(${shopLicenses.endsAt}) from ${shopLicenses} where ${shopLicenses.shopId} = ${shops.id} and ${shopLicenses.status} in ('TRIAL', 'ACTIVE'))`;
  const due = await db
    .select({ shop: shops })
    .from(shopBilling)
    .innerJoin(shops, eq(shops.id, shopBilling.shopId))
    .where(
      and(
        eq(shopBilling.autoRenew, true),
        sql`${shops.reviewStatus} <> 'CLOSED'`,
        sql`${latestEnd} <= ${horizon}::timestamptz and ${latestEnd} > ${graceStart}::timestamptz`,
        sql`${shopBilling.renewalQueuedFor} is distinct from ${latestEnd}`,
      ),
    )
    .limit(100);
  let queued = 0;
  for (const { shop } of due) {
    const latest = await latestLicence(db, shop.id);
    if (!latest || latest.endsAt.getTime() > Date.parse(horizon)) continue;
    const periodStartsAt = latest.endsAt;
    const sent = await db.transaction(async (tx) => {
      const [stamped] = await tx
        .update(shopBilling)
        .set({ renewalQueuedFor: periodStartsAt, updatedAt: now })
        .where(
          and(
            eq(shopBilling.shopId, shop.id),
            sql`${shopBilling.renewalQueuedFor} is distinct from ${periodStartsAt.toISOString()}::timestamptz`,
          ),
        )
        .returning({ nextAttemptAt: shopBilling.nextAttemptAt });
      if (!stamped) return false;
      // A try the owner was told of before the queue took renewals over keeps its day.
      const wait = (stamped.nextAttemptAt?.getTime() ?? 0) - now.getTime();
      const renewal: LicenceRenewal = {
        shopId: shop.id,
        periodStartsAt: periodStartsAt.toISOString(),
      };
      await work.send(
        { name: LICENCE_RENEWAL },
        renewal,
        wait > 0 ? { db: tx, startAfter: new Date(Date.now() + wait) } : { db: tx },
      );
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/**
 * One try of a period's renewal (the `licence-renewal` item); throws to have the queue try again.
 * Safe to run twice: a period already paid (by an earlier try, the owner or a grant) is left
 * alone; an earlier charge whose answer was lost is asked about by its order number before
 * anything is charged again; and the one-charge-per-period index refuses a second PENDING
 * charge, whoever races for it. Nothing is charged once the period's grace has ended.
 */
export async function renewLicencePeriod(
  ctx: BillingContext,
  renewal: LicenceRenewal,
  item: { retryCount: number },
): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock();
  const periodStartsAt = new Date(renewal.periodStartsAt);
  const [row] = await db
    .select({ shop: shops, billing: shopBilling })
    .from(shopBilling)
    .innerJoin(shops, eq(shops.id, shopBilling.shopId))
    .where(eq(shopBilling.shopId, renewal.shopId));
  if (!row) return;
  const { shop, billing } = row;
  const latest = await latestLicence(db, shop.id);
  // Paid or granted since (the latest period ends later), or cut short by a refund: not due.
  if (!latest || latest.endsAt.getTime() !== periodStartsAt.getTime()) return;
  if (!billing.autoRenew || shop.reviewStatus === 'CLOSED') return;
  if (now.getTime() >= periodStartsAt.getTime() + GRACE_DAYS * DAY_MS) {
    // Lapsed: the pause pass has the shop; the owner buys a period from now.
    ctx.log.warn({ shopId: shop.id }, 'licence renewal: grace is over, nothing charged');
    return;
  }
  const [pending] = await db
    .select()
    .from(systemOrders)
    .where(
      and(
        eq(systemOrders.shopId, shop.id),
        eq(systemOrders.periodStartsAt, periodStartsAt),
        eq(systemOrders.status, 'PENDING'),
      ),
    );
  if (pending) {
    // An earlier try (or the owner) charged this period and its answer was not heard: the
    // gateway's record decides (a CardGatewayUnavailableError leaves it for the next try).
    const status = await reconcileOrder(ctx, pending, {
      giveUpIfMissing: pending.createdAt.getTime() < now.getTime() - GIVE_UP_AFTER_MS,
      giveUpOnThreeDSecure: pending.createdAt.getTime() < now.getTime() - THREE_D_SECURE_EXPIRES_MS,
    });
    if (status === 'PAID') return;
    if (status === 'PENDING') {
      throw new Error(`系統訂單 ${pending.id} 的扣款結果未明，稍後再試`);
    }
  }
  const [plan] = await db
    .select()
    .from(plans)
    .where(eq(plans.id, billing.nextPlanId ?? latest.planId));
  if (!plan) throw new Error(`找不到方案 ${billing.nextPlanId ?? latest.planId}`);
  const last = item.retryCount >= RENEWAL_RETRY_LIMIT;
  const card = await cardOf(db, shop.sellerId);
  if (!card) {
    await renewalFailed(ctx, { shop, endsAt: periodStartsAt, reason: '沒有付款卡', last });
    throw new Error('續約扣款失敗：沒有付款卡');
  }
  const order = await insertPendingOrder(
    db,
    {
      sellerId: shop.sellerId,
      shopId: shop.id,
      plan,
      interval: billing.nextInterval,
      kind: 'RENEWAL',
      periodStartsAt,
      idempotencyKey: `renewal:${shop.id}:${periodStartsAt.toISOString()}:${randomUUID()}`,
      cardLabel: cardLabelOf(card),
      createdBy: 'JOB',
      createdByUserId: null,
    },
    now,
  );
  // Another try or the owner is charging this period right now: look again later.
  if (!order) throw new Error('這一期已有進行中的扣款，稍後再試');
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
    // Unknown outcome: the order stays PENDING; the next try (or the reconcile pass) asks the
    // gateway about it by its order number before charging again.
    if (error instanceof CardGatewayUnavailableError) {
      ctx.log.warn({ err: error, systemOrderId: order.id }, 'renewal charge: gateway unavailable');
      throw new Error(`系統訂單 ${order.id}：金流沒有回應，稍後再試`, { cause: error });
    }
    throw error;
  }
  await settleOutcome(ctx, order, outcome);
  if (outcome.status === 'DECLINED') {
    await renewalFailed(ctx, { shop, endsAt: periodStartsAt, reason: outcome.reason, last });
    throw new Error(`續約扣款失敗：${outcome.reason}`);
  }
  if (outcome.status === 'AWAITING_3DS') {
    throw new Error(`系統訂單 ${order.id} 等待 3-D 驗證，稍後再試`);
  }
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

/**
 * Queueing renewals, reconciliation of unknown charges, and pausing lapsed shops: schedules
 * (decision 008); each renewal is an item of the work queue (billingWorkKinds).
 */
export function billingJobs(ctx: BillingContext, intervalMs: number): JobDefinition[] {
  return [
    { name: 'renew-licences', intervalMs, run: () => renewLicences(ctx) },
    { name: 'reconcile-system-orders', intervalMs, run: () => reconcileSystemOrders(ctx) },
    { name: 'pause-lapsed-shops', intervalMs, run: () => pauseLapsedShops(ctx) },
  ];
}

/** Seller billing's per-item work: each licence period's renewal charge. */
export function billingWorkKinds(ctx: BillingContext): WorkKind<LicenceRenewal>[] {
  return [
    {
      name: LICENCE_RENEWAL,
      retryLimit: RENEWAL_RETRY_LIMIT,
      retryDelaySeconds: RENEWAL_RETRY_DELAY_MS / 1000,
      retryDelayMaxSeconds: RENEWAL_RETRY_DELAY_MS / 1000,
      // Well past the gateway's timeout and the owner's notices.
      expireInSeconds: 5 * 60,
      handle: (renewal, item) => renewLicencePeriod(ctx, renewal, item),
    },
  ];
}
