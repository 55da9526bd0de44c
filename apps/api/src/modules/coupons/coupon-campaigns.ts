import type { TCouponCampaign, TCouponDiscountType, TCouponScope } from '@haoyue/contracts';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponCampaigns, couponCampaignServices, coupons, customers } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import { violatesUnique } from '../../lib/pg-errors';
import { moneyTransaction } from '../../lib/money-transaction';
import { activeCustomer, customersWithTag } from '../../lib/member-items/customer-records';
import { linkServices } from '../../lib/member-items/seller-catalogue';
import { ownServiceIds, sellerCurrency } from '../../lib/member-items/seller-services';
import { campaignCatalogue, issueCoupons, lockCampaign } from './issue-coupons';
import { type CampaignRow, presentCampaign, servicesOfCampaigns } from './present-coupons';

/** A campaign as the shop writes it (the contract's parsed input). */
export type CampaignInput = {
  name: string;
  description: string;
  discountType: TCouponDiscountType;
  discountValue: number;
  minSpend: number;
  scope: TCouponScope;
  serviceIds: number[];
  startsAt: string;
  endsAt: string;
  perCustomerLimit: number;
  claimCode: string | null;
  isActive: boolean;
};

const CLAIM_CODE_KEY = 'coupon_campaigns_claim_code_key';

/** A claim code another campaign of the seller has becomes 409 naming the field. */
function rethrow(error: unknown): never {
  if (violatesUnique(error, CLAIM_CODE_KEY)) {
    throw AppError.of('E_SLUG_TAKEN', '這個優惠碼已被其他優惠券使用', 'claimCode');
  }
  throw error;
}

/** Which of the seller's campaigns a call names. */
type CampaignRef = { sellerId: number; campaignId: number };

/** The covered services, each the seller's (else 400 naming serviceIds); none for ORDER. */
async function coveredServiceIds(db: Db, sellerId: number, input: CampaignInput) {
  return input.scope === 'SERVICES'
    ? ownServiceIds(db, sellerId, { ids: input.serviceIds, message: '服務不存在或不屬於這個商家' })
    : [];
}

/** The AMOUNT discount and minimum spend fit the amount limit (the schema checks), PERCENT ≤ 99. */
function columnsOf(input: CampaignInput) {
  return {
    name: input.name,
    description: input.description,
    discountType: input.discountType,
    discountValue: input.discountValue,
    minSpend: input.minSpend,
    scope: input.scope,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    perCustomerLimit: input.perCustomerLimit,
    claimCode: input.claimCode,
    isActive: input.isActive,
  };
}

/** Issued and redeemed counts of each campaign. */
async function countsOf(db: Db, campaignIds: number[]) {
  const byCampaign = new Map<number, { issuedCount: number; redeemedCount: number }>();
  if (campaignIds.length === 0) return byCampaign;
  const rows = await db
    .select({
      campaignId: coupons.campaignId,
      issuedCount: sql<number>`count(*)::int`,
      redeemedCount: sql<number>`count(${coupons.redeemedAt})::int`,
    })
    .from(coupons)
    .where(inArray(coupons.campaignId, campaignIds))
    .groupBy(coupons.campaignId);
  for (const r of rows) {
    byCampaign.set(r.campaignId, {
      issuedCount: Number(r.issuedCount),
      redeemedCount: Number(r.redeemedCount),
    });
  }
  return byCampaign;
}

async function presentRows(db: Db, rows: CampaignRow[]): Promise<TCouponCampaign[]> {
  const ids = rows.map((r) => r.id);
  const [covered, counts] = await Promise.all([servicesOfCampaigns(db, ids), countsOf(db, ids)]);
  return rows.map((row) =>
    presentCampaign(
      row,
      covered.get(row.id) ?? [],
      counts.get(row.id) ?? { issuedCount: 0, redeemedCount: 0 },
    ),
  );
}

/** The seller's campaigns, newest first, with counts. */
export async function listCouponCampaigns(
  db: Db,
  { sellerId }: { sellerId: number },
): Promise<TCouponCampaign[]> {
  const rows = await db
    .select()
    .from(couponCampaigns)
    .where(eq(couponCampaigns.sellerId, sellerId))
    .orderBy(desc(couponCampaigns.createdAt), desc(couponCampaigns.id));
  return presentRows(db, rows);
}

/** One of the seller's campaigns (404 for another seller's). */
export async function getCouponCampaign(
  db: Db,
  { sellerId, campaignId }: CampaignRef,
): Promise<TCouponCampaign> {
  const [presented] = await presentRows(db, [
    await campaignCatalogue.own(db, { sellerId, id: campaignId }),
  ]);
  return presented!;
}

/** A new campaign in the seller's currency with its covered services. */
export async function createCouponCampaign(
  db: Db,
  { sellerId, input }: { sellerId: number; input: CampaignInput },
): Promise<TCouponCampaign> {
  const serviceIds = await coveredServiceIds(db, sellerId, input);
  const currency = await sellerCurrency(db, sellerId);
  const campaignId = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(couponCampaigns)
        .values({ sellerId, currency, ...columnsOf(input) })
        .returning({ id: couponCampaigns.id });
      await linkServices(tx, couponCampaignServices, {
        item: 'campaignId',
        id: row!.id,
        serviceIds,
      });
      return row!.id;
    })
    .catch(rethrow);
  return getCouponCampaign(db, { sellerId, campaignId });
}

/** Changes a campaign; coupons already held keep their expiry and redeemed ones their discount. */
export async function updateCouponCampaign(
  db: Db,
  { input, now, ...ref }: CampaignRef & { input: CampaignInput; now: Date },
): Promise<TCouponCampaign> {
  const serviceIds = await coveredServiceIds(db, ref.sellerId, input);
  await db
    .transaction(async (tx) => {
      await lockCampaign(tx, ref.sellerId, ref.campaignId);
      await tx
        .update(couponCampaigns)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(eq(couponCampaigns.id, ref.campaignId));
      await linkServices(tx, couponCampaignServices, {
        item: 'campaignId',
        id: ref.campaignId,
        serviceIds,
      });
    })
    .catch(rethrow);
  return getCouponCampaign(db, ref);
}

/**
 * Deletes a campaign with its coupons, refused (409 E_HAS_LEDGER_HISTORY) once one was redeemed:
 * a redemption is part of an order's history. The lock keeps a redemption from slipping in.
 */
export function deleteCouponCampaign(db: Db, { sellerId, campaignId }: CampaignRef) {
  return campaignCatalogue.remove(db, sellerId, campaignId);
}

/** Who a shop issues to: one of its customers, or every customer carrying one of its tags. */
async function recipients(
  db: Db,
  sellerId: number,
  to: { customerId?: number | undefined; tagId?: number | undefined },
): Promise<number[]> {
  if (to.customerId !== undefined) {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(activeCustomer({ id: to.customerId, sellerId }));
    if (!row) throw invalid('customerId', '找不到這位顧客');
    return [row.id];
  }
  const tagged = await customersWithTag(db, sellerId, to.tagId!);
  if (!tagged) throw invalid('tagId', '標籤不存在或不屬於這個商家');
  return tagged;
}

export interface IssueCampaignInput extends CampaignRef {
  input: { customerId?: number | undefined; tagId?: number | undefined };
  actor: { userId: number; now: Date };
}

/** Issues the campaign to a customer or a tag: `{ issued, skipped }` (skipped = at the limit). */
export async function issueCampaign(
  db: Db,
  { sellerId, campaignId, input: to, actor }: IssueCampaignInput,
): Promise<{ issued: number; skipped: number }> {
  const customerIds = await recipients(db, sellerId, to);
  const source = to.tagId !== undefined ? 'TAG' : 'DIRECT';
  const outcome = await moneyTransaction(db, ({ db: tx }) =>
    issueCoupons(tx, { campaign: { sellerId, id: campaignId }, customerIds, source, actor }),
  );
  return { issued: outcome.issued.length, skipped: outcome.skipped.length };
}
