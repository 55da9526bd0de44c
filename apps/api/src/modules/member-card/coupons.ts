import type { TCurrency, TMyCoupon } from '@haoyue/contracts';
import { and, count, desc, eq, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';
import { type Paged, readPage } from '../../lib/paging';
import { presentTerms, servicesOfCampaigns, withCampaigns } from '../coupons';
import { type MyPageCall, orderRefOf, orderRefs } from './my-ledgers';
import { loadOwnCustomer } from './own-customer';

/**
 * The customer's coupons at the seller with their campaign's terms, soonest expiry first for
 * unredeemed ones, else newest first (GET /v1/me/customers/{id}/coupons). `expired=true` means
 * not redeemed and past expiry; a redeemed coupon is never "expired".
 */
export async function listMyCoupons(
  db: Db,
  o: MyPageCall & {
    q: { redeemed?: boolean | undefined; expired?: boolean | undefined };
    now: Date;
  },
): Promise<Paged<TMyCoupon>> {
  const customer = await loadOwnCustomer(db, o.userId, o.id);
  const { redeemed, expired } = o.q;
  const where: SQL[] = [eq(coupons.customerId, customer.id)];
  if (redeemed !== undefined) {
    where.push(redeemed ? isNotNull(coupons.redeemedAt) : isNull(coupons.redeemedAt));
  }
  if (expired === true) where.push(isNull(coupons.redeemedAt), lte(coupons.expiresAt, o.now));
  if (expired === false) {
    where.push(sql`(${coupons.redeemedAt} is not null or ${coupons.expiresAt} > ${o.now})`);
  }
  const condition = and(...where);
  const { rows, meta } = await readPage(
    withCampaigns(db).where(condition).orderBy(desc(coupons.createdAt), desc(coupons.id)),
    { count: db.select({ total: count() }).from(coupons).where(condition), paging: o.q },
  );
  const [covered, refs] = await Promise.all([
    servicesOfCampaigns(
      db,
      rows.map((r) => r.campaign.id),
      'id',
    ),
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
      ...presentTerms(campaign, covered.get(campaign.id) ?? []),
      currency: campaign.currency as TCurrency,
    },
    createdAt: coupon.createdAt.toISOString(),
  }));
  return { data, meta };
}
