import type { TTopUpPlan } from '@haoyue/contracts';
import { and, asc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositoryTransactions, shops, topUpPlans } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';

const PLAN_NOT_FOUND = '找不到這個儲值方案';

/** A seller's currency: its first shop's (by id); TWD before it has one. */
export async function sellerCurrency(db: Db, sellerId: number): Promise<string> {
  const [shop] = await db
    .select({ currency: shops.currency })
    .from(shops)
    .where(eq(shops.sellerId, sellerId))
    .orderBy(asc(shops.id))
    .limit(1);
  return shop?.currency ?? 'TWD';
}

type PlanInput = {
  name: string;
  payAmount: number;
  receiveAmount: number;
  validityDays: number | null;
  isActive: boolean;
};

/** Which of the seller's plans have top-ups recorded with them. */
async function usedPlanIds(db: Db, sellerId: number, planId?: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: depositoryTransactions.topUpPlanId })
    .from(depositoryTransactions)
    .where(
      and(
        eq(depositoryTransactions.sellerId, sellerId),
        planId === undefined
          ? isNotNull(depositoryTransactions.topUpPlanId)
          : eq(depositoryTransactions.topUpPlanId, planId),
      ),
    );
  return new Set(rows.map((r) => r.id!));
}

const present = (row: typeof topUpPlans.$inferSelect, used: boolean): TTopUpPlan => ({
  id: row.id,
  name: row.name,
  payAmount: row.payAmount,
  receiveAmount: row.receiveAmount,
  currency: row.currency,
  validityDays: row.validityDays,
  isActive: row.isActive,
  used,
});

/** The seller's plans in their order (position, then creation), inactive ones too. */
export async function listTopUpPlans(db: Db, sellerId: number): Promise<TTopUpPlan[]> {
  const [rows, used] = await Promise.all([
    db
      .select()
      .from(topUpPlans)
      .where(eq(topUpPlans.sellerId, sellerId))
      .orderBy(asc(topUpPlans.position), asc(topUpPlans.id)),
    usedPlanIds(db, sellerId),
  ]);
  return rows.map((r) => present(r, used.has(r.id)));
}

/** One of the seller's plans (404 for another seller's). */
export async function ownTopUpPlan(db: Db, sellerId: number, planId: number) {
  const [row] = await db
    .select()
    .from(topUpPlans)
    .where(and(eq(topUpPlans.id, planId), eq(topUpPlans.sellerId, sellerId)));
  if (!row) throw notFound(PLAN_NOT_FOUND);
  return row;
}

export async function createTopUpPlan(
  db: Db,
  sellerId: number,
  input: PlanInput,
): Promise<TTopUpPlan> {
  const currency = await sellerCurrency(db, sellerId);
  const [row] = await db
    .insert(topUpPlans)
    .values({
      sellerId,
      currency,
      ...input,
      position: sql`(select coalesce(max(${topUpPlans.position}) + 1, 0) from ${topUpPlans} where ${topUpPlans.sellerId} = ${sellerId})`,
    })
    .returning();
  return present(row!, false);
}

export interface UpdateTopUpPlanInput {
  sellerId: number;
  planId: number;
  input: PlanInput;
}

export async function updateTopUpPlan(
  db: Db,
  { sellerId, planId, input }: UpdateTopUpPlanInput,
): Promise<TTopUpPlan> {
  await ownTopUpPlan(db, sellerId, planId);
  const [row] = await db
    .update(topUpPlans)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(topUpPlans.id, planId), eq(topUpPlans.sellerId, sellerId)))
    .returning();
  if (!row) throw notFound(PLAN_NOT_FOUND);
  return present(row, (await usedPlanIds(db, sellerId, planId)).has(planId));
}

/** Deletes a plan no top-up was recorded with; a used one is kept (409, switch it off). */
export async function deleteTopUpPlan(db: Db, sellerId: number, planId: number): Promise<void> {
  await ownTopUpPlan(db, sellerId, planId);
  const deleted = await db
    .delete(topUpPlans)
    .where(
      and(
        eq(topUpPlans.id, planId),
        eq(topUpPlans.sellerId, sellerId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(depositoryTransactions)
            .where(eq(depositoryTransactions.topUpPlanId, planId)),
        ),
      ),
    )
    .returning({ id: topUpPlans.id });
  if (deleted.length === 0) {
    throw AppError.of('E_HAS_LEDGER_HISTORY', '這個儲值方案已有儲值紀錄，無法刪除；可改為停用');
  }
}
