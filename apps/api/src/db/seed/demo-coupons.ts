/**
 * Demo coupons: every demo seller runs 「新客首次 9 折」 (claim code WELCOME10) and 「滿 NT$2,000
 * 折 NT$300」; the demo customer holds a usable coupon at 光點髮藝 and one redeemed on her latest
 * past visit (at 光點髮藝 once the demo orders give her one there; today her only past visit is
 * at 指尖美學). Coupons are made by the API's own issuing primitive.
 */
import { couponDiscount, couponTermsLabel } from '@haoyue/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { couponCampaigns, coupons, sellers, shops } from '../schema';
import { issueCoupons } from '../../modules/coupons';
import { localPrice } from './demo-data';
import { demoCompletedVisits, demoCustomerAt } from './demo-customer';
import { DAY_MS } from '../../lib/zoned-time';

type CampaignRow = typeof couponCampaigns.$inferSelect;

/** The seller whose demo customer holds coupons. */
const HOLDING_SELLER = '光點髮藝有限公司';

/** The two demo campaigns of every demo seller, and the demo customer's coupons at 光點髮藝. */
export async function seedDemoCoupons(db: Db, demoUserId: number, nowMs: number): Promise<void> {
  const now = new Date(nowMs);
  const sellerRows = await db
    .selectDistinctOn([sellers.id], {
      id: sellers.id,
      displayName: sellers.displayName,
      currency: shops.currency,
    })
    .from(sellers)
    .innerJoin(shops, eq(shops.sellerId, sellers.id))
    .orderBy(asc(sellers.id), asc(shops.id));
  const campaignsOf = new Map<number, { welcome: CampaignRow; spend: CampaignRow }>();
  for (const seller of sellerRows) {
    const minSpend = localPrice(2000, seller.currency);
    const discountValue = localPrice(300, seller.currency);
    const [welcome, spend] = await db
      .insert(couponCampaigns)
      .values([
        {
          sellerId: seller.id,
          name: '新客首次 9 折',
          description: '第一次來店的新朋友，結帳出示即享 9 折。',
          discountType: 'PERCENT',
          discountValue: 10,
          currency: seller.currency,
          scope: 'ORDER',
          startsAt: new Date(nowMs - 30 * DAY_MS),
          endsAt: new Date(nowMs + 90 * DAY_MS),
          perCustomerLimit: 1,
          claimCode: 'WELCOME10',
        },
        {
          sellerId: seller.id,
          name: couponTermsLabel({
            discountType: 'AMOUNT',
            discountValue,
            minSpend,
            currency: seller.currency,
          }),
          description: '單筆消費滿額即可折抵，每人限用 2 張。',
          discountType: 'AMOUNT',
          discountValue,
          minSpend,
          currency: seller.currency,
          scope: 'ORDER',
          startsAt: new Date(nowMs - 30 * DAY_MS),
          endsAt: new Date(nowMs + 60 * DAY_MS),
          perCustomerLimit: 2,
        },
      ])
      .returning();
    campaignsOf.set(seller.id, { welcome: welcome!, spend: spend! });
    if (seller.displayName !== HOLDING_SELLER) continue;
    const record = await demoCustomerAt(db, seller.id, demoUserId);
    if (record)
      await issueCoupons(db, {
        campaign: spend!,
        customerIds: [record.id],
        source: 'DIRECT',
        actor: { userId: null, now },
      });
  }

  // The redeemed coupon sits on her latest past visit, at 光點髮藝 when she has one there.
  const visits = (await demoCompletedVisits(db, demoUserId, now)).filter(
    (v) => v.order.totalPrice !== 0,
  );
  const visit = visits.find((v) => v.sellerName === HOLDING_SELLER) ?? visits[0];
  const campaigns = visit && campaignsOf.get(visit.order.sellerId);
  if (!visit || !campaigns) return;
  const { issued } = await issueCoupons(db, {
    campaign: campaigns.welcome,
    customerIds: [visit.order.customerId],
    source: 'CODE',
    actor: {
      userId: null,
      now: new Date(visit.order.startsAt.getTime() - DAY_MS),
    },
  });
  if (!issued[0]) return;
  await db
    .update(coupons)
    .set({
      redeemedAt: visit.order.endsAt,
      orderId: visit.order.id,
      discountAmount: couponDiscount(campaigns.welcome, visit.order.totalPrice),
      redeemIdempotencyKey: `demo-coupon-${issued[0].id}`,
    })
    .where(eq(coupons.id, issued[0].id));
}
