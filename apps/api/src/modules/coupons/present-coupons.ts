import type { TCoupon, TCouponCampaign, TCouponState, TCouponTerms } from '@haoyue/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { couponCampaigns, coupons } from '../../db/schema';
import { couponCampaignServices, services } from '../../db/schema';

export type CampaignRow = typeof couponCampaigns.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type CoveredService = { id: number; name: string };

/** The covered services of each campaign, by name. */
export async function servicesOfCampaigns(
  db: Db,
  campaignIds: number[],
): Promise<Map<number, CoveredService[]>> {
  const byCampaign = new Map<number, CoveredService[]>();
  if (campaignIds.length === 0) return byCampaign;
  const rows = await db
    .select({
      campaignId: couponCampaignServices.campaignId,
      id: services.id,
      name: services.name,
    })
    .from(couponCampaignServices)
    .innerJoin(services, eq(services.id, couponCampaignServices.serviceId))
    .where(inArray(couponCampaignServices.campaignId, campaignIds))
    .orderBy(asc(services.name), asc(services.id));
  for (const { campaignId, id, name } of rows) {
    byCampaign.set(campaignId, [...(byCampaign.get(campaignId) ?? []), { id, name }]);
  }
  return byCampaign;
}

/** What a campaign's coupons carry (pure). */
export function presentTerms(row: CampaignRow, covered: CoveredService[]): TCouponTerms {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountValue,
    currency: row.currency,
    minSpend: row.minSpend,
    scope: row.scope,
    services: row.scope === 'SERVICES' ? covered : [],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

/** A campaign as the shop reads it, with its counts (pure). */
export function presentCampaign(
  row: CampaignRow,
  covered: CoveredService[],
  counts: { issuedCount: number; redeemedCount: number },
): TCouponCampaign {
  return {
    ...presentTerms(row, covered),
    perCustomerLimit: row.perCustomerLimit,
    claimCode: row.claimCode,
    isActive: row.isActive,
    issuedCount: counts.issuedCount,
    redeemedCount: counts.redeemedCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A coupon's state at `now`: redeemed first, then expired once past its expiry. */
export function couponState(
  row: Pick<CouponRow, 'redeemedAt' | 'expiresAt'>,
  now: Date,
): TCouponState {
  if (row.redeemedAt) return 'REDEEMED';
  return row.expiresAt <= now ? 'EXPIRED' : 'USABLE';
}

export interface PresentCouponInput {
  row: CouponRow;
  terms: TCouponTerms;
  orderNumber: string | null;
  now: Date;
}

/** A coupon with its campaign's terms (pure). */
export function presentCoupon({ row, terms, orderNumber, now }: PresentCouponInput): TCoupon {
  return {
    id: row.id,
    customerId: row.customerId,
    source: row.source,
    state: couponState(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    orderId: row.orderId,
    orderNumber,
    discountAmount: row.discountAmount,
    campaign: terms,
  };
}
