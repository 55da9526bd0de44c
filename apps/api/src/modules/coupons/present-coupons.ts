import type { TCoupon, TCouponCampaign, TCouponState, TCouponTerms } from '@haoyue/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponCampaigns, couponCampaignServices, coupons } from '../../db/schema';
import { type CoveredService, coveredServices } from '../../lib/member-items/seller-services';

export type CampaignRow = typeof couponCampaigns.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** Coupons with their campaigns' terms: a select to finish with its `where`. */
export function withCampaigns(db: Db) {
  return db
    .select({ coupon: coupons, campaign: couponCampaigns })
    .from(coupons)
    .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId));
}

/** The covered services of each campaign, by name (by id for the member card). */
export function servicesOfCampaigns(
  db: Db,
  campaignIds: number[],
  order: 'name' | 'id' = 'name',
): Promise<Map<number, CoveredService[]>> {
  return coveredServices(db, couponCampaignServices, {
    itemId: couponCampaignServices.campaignId,
    itemIds: campaignIds,
    order,
  });
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

const STATE_WHERE: Record<TCouponState, (now: Date) => SQL> = {
  USABLE: (now) => sql`${coupons.redeemedAt} is null and ${coupons.expiresAt} > ${now}`,
  REDEEMED: () => sql`${coupons.redeemedAt} is not null`,
  EXPIRED: (now) => sql`${coupons.redeemedAt} is null and ${coupons.expiresAt} <= ${now}`,
};

/** The same states as SQL conditions on the coupons table (for lists and counts). */
export function couponStateCondition(state: TCouponState, now: Date): SQL {
  return STATE_WHERE[state](now);
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
