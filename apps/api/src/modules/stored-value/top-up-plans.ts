import type { TTopUpPlan } from '@haoyue/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositoryTransactions, topUpPlans } from '../../db/schema';
import { nextPosition, sellerCatalogue, sellerRows } from '../../lib/member-items/seller-catalogue';
import { sellerCurrency } from '../../lib/member-items/seller-services';

/** The seller's plans: a plan a top-up was recorded with is kept (switch it off). */
const plans = sellerCatalogue(topUpPlans, {
  notFound: '找不到這個儲值方案',
  usedBy: depositoryTransactions.topUpPlanId,
  inUse: '這個儲值方案已有儲值紀錄，無法刪除；可改為停用',
});

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
export async function listTopUpPlans(db: Db, { sellerId }: { sellerId: number }) {
  const [rows, used] = await Promise.all([
    sellerRows(db, topUpPlans, sellerId),
    usedPlanIds(db, sellerId),
  ]);
  return rows.map((r) => present(r, used.has(r.id)));
}

/** One of the seller's plans (404 for another seller's). */
export function ownTopUpPlan(db: Db, sellerId: number, planId: number) {
  return plans.own(db, { sellerId, id: planId });
}

/** A new plan at the end of the seller's list, in the seller's currency. */
export async function createTopUpPlan(
  db: Db,
  { sellerId, input }: { sellerId: number; input: PlanInput },
): Promise<TTopUpPlan> {
  const [row] = await db
    .insert(topUpPlans)
    .values({
      sellerId,
      currency: await sellerCurrency(db, sellerId),
      ...input,
      position: nextPosition(topUpPlans, sellerId),
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
  const row = await plans.update(db, { sellerId, id: planId }, { ...input, updatedAt: new Date() });
  return present(row, (await usedPlanIds(db, sellerId, planId)).has(planId));
}

/** Deletes a plan no top-up was recorded with; a used one is kept (409, switch it off). */
export function deleteTopUpPlan(
  db: Db,
  { sellerId, planId }: { sellerId: number; planId: number },
) {
  return plans.remove(db, sellerId, planId);
}
