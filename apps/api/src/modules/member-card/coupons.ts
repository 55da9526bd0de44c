import type { TCurrency, TMyCoupon, TPaging } from '@haoyue/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponCampaigns, couponCampaignServices, coupons, services } from '../../db/schema';
import { readPage } from '../../lib/paging';
import { orderRefOf, orderRefs } from './depositories';
import { loadOwnCustomer } from './own-customer';

/** Not redeemed and not past its expiry: a coupon the holder can still use. */
export function usableCouponCondition(now: Date): SQL {
  return and(isNull(coupons.redeemedAt), gt(coupons.expiresAt, now))!;
}

/**
 * The customer's coupons at the seller with their campaign's terms, soonest expiry first for
 * unredeemed ones, else newest first (GET /v1/me/customers/{id}/coupons). `expired=true` means
 * not redeemed and past expiry; a redeemed coupon is never "expired".
 */
export async function listMyCoupons(
  db: Db,
  o: {
    userId: number;
    customerId: number;
    redeemed?: boolean | undefined;
    expired?: boolean | undefined;
    page: number;
    perPage: number;
    now: Date;
  },
): Promise<{ data: TMyCoupon[]; meta: TPaging }> {
  const customer = await loadOwnCustomer(db, o.userId, o.customerId);
  const where: SQL[] = [eq(coupons.customerId, customer.id)];
  if (o.redeemed !== undefined) {
    where.push(o.redeemed ? isNotNull(coupons.redeemedAt) : isNull(coupons.redeemedAt));
  }
  if (o.expired === true) where.push(isNull(coupons.redeemedAt), lte(coupons.expiresAt, o.now));
  if (o.expired === false) {
    where.push(sql`(${coupons.redeemedAt} is not null or ${coupons.expiresAt} > ${o.now})`);
  }
  const condition = and(...where);
  const { rows, meta } = await readPage(
    db
      .select({ coupon: coupons, campaign: couponCampaigns })
      .from(coupons)
      .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
      .where(condition)
      .orderBy(desc(coupons.createdAt), desc(coupons.id)),
    { count: db.select({ total: count() }).from(coupons).where(condition), paging: o },
  );
  const campaignIds = [...new Set(rows.map((r) => r.campaign.id))];
  const [covered, refs] = await Promise.all([
    campaignIds.length
      ? db
          .select({
            campaignId: couponCampaignServices.campaignId,
            id: services.id,
            name: services.name,
          })
          .from(couponCampaignServices)
          .innerJoin(services, eq(services.id, couponCampaignServices.serviceId))
          .where(inArray(couponCampaignServices.campaignId, campaignIds))
          .orderBy(asc(services.id))
      : Promise.resolve([]),
    orderRefs(
      db,
      rows.map((r) => r.coupon.orderId),
    ),
  ]);
  const data = rows.map(({ coupon, campaign }) => ({
    id: coupon.id,
    source: coupon.source,
    expiresAt: coupon.expiresAt.toISOString(),
    isExpired: coupon.redeemedAt === null && coupon.expiresAt <= o.now,
    redeemedAt: coupon.redeemedAt?.toISOString() ?? null,
    discountAmount: coupon.discountAmount,
    ...orderRefOf(refs, coupon.orderId),
    campaign: {
      id: campaign.id,
      name: campaign.name,
      description: campaign.description,
      discountType: campaign.discountType,
      discountValue: campaign.discountValue,
      currency: campaign.currency as TCurrency,
      minSpend: campaign.minSpend,
      scope: campaign.scope,
      services: covered
        .filter((c) => c.campaignId === campaign.id)
        .map(({ id, name }) => ({ id, name })),
      startsAt: campaign.startsAt.toISOString(),
      endsAt: campaign.endsAt.toISOString(),
    },
    createdAt: coupon.createdAt.toISOString(),
  }));
  return { data, meta };
}
