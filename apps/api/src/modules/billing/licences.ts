import { TRIAL_DAYS } from '@haoyue/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, shopBilling, shopLicenses, shops, systemOrders } from '../../db/schema';
import { TRIAL_PLAN_CODES } from '../../db/seed/reference-data';
import { DAY_MS } from './periods';
import { receiptNumberOf, type SystemOrderRow } from './orders';

export type LicenceRow = typeof shopLicenses.$inferSelect;

/** The shop's latest licence period that counts (trial or paid; refunded ones are CANCELLED). */
export async function latestLicence(db: Db, shopId: number): Promise<LicenceRow | null> {
  const [row] = await db
    .select()
    .from(shopLicenses)
    .where(and(eq(shopLicenses.shopId, shopId), inArray(shopLicenses.status, ['TRIAL', 'ACTIVE'])))
    .orderBy(desc(shopLicenses.endsAt), desc(shopLicenses.id))
    .limit(1);
  return row ?? null;
}

/**
 * A paid (or granted) order takes effect, in one transaction: the order PAID with its receipt
 * (only from PENDING: a second settle changes nothing), the licence period it bought, the next
 * renewal reset, online booking back on. Returns false when the order was settled already.
 */
export async function settlePaid(
  db: Db,
  order: SystemOrderRow,
  { tradeId, now }: { tradeId: string | null; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(systemOrders)
      .set({
        status: 'PAID',
        paidAt: now,
        gatewayTradeId: tradeId ?? order.gatewayTradeId,
        receiptNumber: receiptNumberOf(order.id, now),
        updatedAt: now,
      })
      .where(and(eq(systemOrders.id, order.id), eq(systemOrders.status, 'PENDING')))
      .returning();
    if (!paid) return false;
    await tx.insert(shopLicenses).values({
      shopId: order.shopId,
      planId: order.planId,
      status: 'ACTIVE',
      interval: order.interval,
      systemOrderId: order.id,
      startsAt: order.periodStartsAt,
      endsAt: order.periodEndsAt,
    });
    await coverShop(tx, order.shopId, now);
    return true;
  });
}

/** The shop is covered again: renewal attempts reset, online booking back on. */
export async function coverShop(db: Db, shopId: number, now: Date): Promise<void> {
  await db
    .insert(shopBilling)
    .values({ shopId })
    .onConflictDoUpdate({
      target: shopBilling.shopId,
      set: { renewalFailures: 0, nextAttemptAt: null, lastNoticeAt: null, updatedAt: now },
    });
  await db
    .update(shops)
    .set({ onlineBookingPausedAt: null })
    .where(and(eq(shops.id, shopId), sql`${shops.onlineBookingPausedAt} is not null`));
}

/**
 * A new shop's free trial: TRIAL_DAYS on the middle plan of its currency, renewing
 * automatically with that plan monthly once a card is on file.
 */
export async function startTrial(
  db: Db,
  { shopId, currency, now }: { shopId: number; currency: string; now: Date },
): Promise<void> {
  const code = TRIAL_PLAN_CODES[currency];
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(code ? eq(plans.code, code) : eq(plans.currency, currency))
    .orderBy(plans.position)
    .limit(1);
  if (!plan) return;
  await db.insert(shopLicenses).values({
    shopId,
    planId: plan.id,
    status: 'TRIAL',
    interval: 'MONTH',
    startsAt: now,
    endsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
  });
  await db
    .insert(shopBilling)
    .values({ shopId, nextPlanId: plan.id, nextInterval: 'MONTH', autoRenew: true })
    .onConflictDoNothing();
}
