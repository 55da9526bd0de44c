import { normalizeClaimCode, type TCouponSource } from '@haoyue/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponCampaigns, coupons } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { anyRow, sellerCatalogue } from '../../lib/member-items/seller-catalogue';
import type { CampaignRow, CouponRow } from './present-coupons';

/** The seller's campaigns: one with a redeemed coupon is kept (an order's history). */
export const campaignCatalogue = sellerCatalogue(couponCampaigns, {
  notFound: '找不到這張優惠券',
  usedBy: (tx, id) =>
    anyRow(tx, coupons, and(eq(coupons.campaignId, id), isNotNull(coupons.redeemedAt))!),
  inUse: '這張優惠券已有顧客使用，無法刪除；可以改為停用',
});

/** The campaign row, locked until the caller's transaction ends (404 for another seller's). */
export function lockCampaign(tx: Db, sellerId: number, campaignId: number) {
  return campaignCatalogue.own(tx, { sellerId, id: campaignId }, 'update');
}

/** Why a campaign gives no coupons at `now`, or null when it does. */
export function notIssuable(campaign: CampaignRow, now: Date): string | null {
  if (!campaign.isActive) return '這張優惠券已停用';
  if (campaign.endsAt <= now) return '這張優惠券的活動已結束';
  return null;
}

/** Said alike for an unknown code and for one whose campaign gives no coupons now. */
export const CODE_NOT_FOUND = '找不到這個優惠碼';

/**
 * The seller's campaign with this claim code (normalized as customers type it), if it still
 * gives coupons at `now`; 404 otherwise. A claim and a booking with a code ask the same.
 */
export async function issuableCampaignOfCode(
  db: Db,
  { sellerId, code, now }: { sellerId: number; code: string; now: Date },
): Promise<CampaignRow> {
  const [campaign] = await db
    .select()
    .from(couponCampaigns)
    .where(
      and(
        eq(couponCampaigns.sellerId, sellerId),
        eq(couponCampaigns.claimCode, normalizeClaimCode(code)),
      ),
    );
  if (!campaign || notIssuable(campaign, now)) throw notFound(CODE_NOT_FOUND);
  return campaign;
}

export type IssueOutcome = {
  /** The coupons made, one per customer under the limit. */
  issued: CouponRow[];
  /** Customers passed over: they already hold `perCustomerLimit` coupons of the campaign. */
  skipped: number[];
};

export interface IssueCouponsInput {
  campaign: { sellerId: number; id: number };
  customerIds: number[];
  source: TCouponSource;
  actor: { userId: number | null; now: Date };
}

/**
 * The one way coupons are made: one coupon of the campaign to each customer, in the caller's
 * transaction. The campaign row is locked first (`for update`), so concurrent issues and claims
 * of one campaign take turns: each counts what the customer holds and gives the next `seq`, and
 * a customer at `perCustomerLimit` is skipped (the unique (campaign, customer, seq) index backs
 * this up). An inactive or ended campaign refuses with 409 E_COUPON_NOT_APPLICABLE. Coupons
 * expire with the campaign (expiresAt = endsAt).
 */
export async function issueCoupons(
  tx: Db,
  { campaign, customerIds, source, actor }: IssueCouponsInput,
): Promise<IssueOutcome> {
  const locked = await lockCampaign(tx, campaign.sellerId, campaign.id);
  const refusal = notIssuable(locked, actor.now);
  if (refusal) throw AppError.of('E_COUPON_NOT_APPLICABLE', refusal);
  const unique = [...new Set(customerIds)];
  if (unique.length === 0) return { issued: [], skipped: [] };
  const held = await tx
    .select({
      customerId: coupons.customerId,
      count: sql<number>`count(*)::int`,
      lastSeq: sql<number>`max(${coupons.seq})::int`,
    })
    .from(coupons)
    .where(and(eq(coupons.campaignId, locked.id), inArray(coupons.customerId, unique)))
    .groupBy(coupons.customerId);
  const holding = new Map(held.map((h) => [h.customerId, h]));
  const skipped: number[] = [];
  const values: (typeof coupons.$inferInsert)[] = [];
  for (const customerId of unique) {
    const h = holding.get(customerId);
    if (h && Number(h.count) >= locked.perCustomerLimit) {
      skipped.push(customerId);
      continue;
    }
    values.push({
      sellerId: locked.sellerId,
      campaignId: locked.id,
      customerId,
      source,
      seq: (h ? Number(h.lastSeq) : 0) + 1,
      expiresAt: locked.endsAt,
      issuedByUserId: source === 'CODE' ? null : actor.userId,
      createdAt: actor.now,
    });
  }
  const issued = values.length ? await tx.insert(coupons).values(values).returning() : [];
  return { issued, skipped };
}
