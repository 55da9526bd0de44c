import { couponDiscount, formatPrice } from '@haoyue/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponCampaignServices, couponCampaigns, coupons } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { heldBy } from '../../lib/member-items/customer-records';
import {
  CODE_NOT_FOUND,
  issuableCampaignOfCode,
  issueCoupons,
  lockCampaign,
  notIssuable,
} from './issue-coupons';
import type { CampaignRow } from './present-coupons';

const COUPON_NOT_FOUND = '找不到這張優惠券';

/** A service of the booking the coupon may apply to (voucher-covered ones are left out). */
export type PricedBookingService = { serviceId: number; price: number };

/** The coupon a booking applies: which, what it takes off, and (ordering) the coupon row. */
export type BookingCoupon = {
  /** The coupon row; null only for a quote with a code not yet claimed. */
  couponId: number | null;
  name: string;
  discountAmount: number;
};

export type BookingCouponRequest = {
  sellerId: number;
  /** The customer's record at the seller; null when they have none yet (a quote). */
  customerId: number | null;
  couponId?: number | undefined;
  couponCode?: string | undefined;
  currency: string;
  services: readonly PricedBookingService[];
  now: Date;
  /**
   * The order's transaction: the campaign row is locked first and a code is claimed (a coupon
   * issued under the campaign's per-customer limit) before it is redeemed. A quote (false)
   * checks the same, taking nothing.
   */
  forOrder: boolean;
};

const notApplicable = (message: string) => AppError.of('E_COUPON_NOT_APPLICABLE', message);

/** The base a campaign applies to on these services: all of them, or the ones it covers. */
async function baseOf(
  tx: Db,
  campaign: CampaignRow,
  services: readonly PricedBookingService[],
): Promise<number> {
  if (campaign.scope === 'ORDER') return services.reduce((sum, s) => sum + s.price, 0);
  const covered = await tx
    .select({ serviceId: couponCampaignServices.serviceId })
    .from(couponCampaignServices)
    .where(eq(couponCampaignServices.campaignId, campaign.id));
  const ids = new Set(covered.map((c) => c.serviceId));
  return services.filter((s) => ids.has(s.serviceId)).reduce((sum, s) => sum + s.price, 0);
}

interface DiscountForInput {
  campaign: CampaignRow;
  r: BookingCouponRequest;
  expiresAt: Date;
}

/**
 * The checks the counter's redemption makes (customer-coupons.ts), against a booking not yet
 * written: started, not ended, same currency, something to take off, the minimum spend met.
 * Returns the discount.
 */
async function discountFor(tx: Db, { campaign, r, expiresAt }: DiscountForInput): Promise<number> {
  if (expiresAt <= r.now || campaign.endsAt <= r.now) {
    throw AppError.of('E_ITEM_EXPIRED', '這張優惠券已過期');
  }
  if (campaign.startsAt > r.now) throw notApplicable('這張優惠券尚未開始使用');
  if (campaign.currency !== r.currency) throw notApplicable('這間店家的幣別與優惠券不同');
  const base = await baseOf(tx, campaign, r.services);
  if (base <= 0) {
    throw notApplicable(
      campaign.scope === 'SERVICES'
        ? '這次預約沒有優惠券適用的服務（或已用票券支付）'
        : '這次預約需付金額為 0，無法使用優惠券',
    );
  }
  if (base < campaign.minSpend) {
    const what = campaign.scope === 'SERVICES' ? '適用服務金額' : '預約金額';
    throw AppError.of(
      'E_COUPON_MIN_SPEND_NOT_MET',
      `未達最低消費 ${formatPrice(campaign.minSpend, campaign.currency)}（${what} ${formatPrice(base, r.currency)}）`,
    );
  }
  return couponDiscount(campaign, base);
}

/** One of the customer's coupons at the seller, with its campaign (locked when ordering). */
async function heldCoupon(tx: Db, r: BookingCouponRequest & { couponId: number }) {
  if (r.customerId === null) throw notFound(COUPON_NOT_FOUND);
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(heldBy(coupons, { sellerId: r.sellerId, customerId: r.customerId, id: r.couponId }));
  if (!coupon) throw notFound(COUPON_NOT_FOUND);
  const campaign = r.forOrder
    ? await lockCampaign(tx, r.sellerId, coupon.campaignId)
    : (
        await tx.select().from(couponCampaigns).where(eq(couponCampaigns.id, coupon.campaignId))
      )[0]!;
  // Read again under the campaign's lock: a redemption committed meanwhile is seen.
  const [fresh] = r.forOrder
    ? await tx.select().from(coupons).where(eq(coupons.id, coupon.id))
    : [coupon];
  if (fresh!.redeemedAt) throw AppError.of('E_COUPON_REDEEMED', '這張優惠券已經使用過了');
  return { coupon: fresh!, campaign };
}

/**
 * The coupon a booking uses, checked at this moment (not only when it was shown): one of the
 * customer's (`couponId`) or a claim code (`couponCode`), claimed in the order's transaction
 * under the campaign's lock and its per-customer limit, as the claim call does.
 */
export async function prepareBookingCoupon(
  tx: Db,
  r: BookingCouponRequest,
): Promise<BookingCoupon | null> {
  if (r.couponId !== undefined) {
    const { coupon, campaign } = await heldCoupon(tx, { ...r, couponId: r.couponId });
    const discountAmount = await discountFor(tx, { campaign, r, expiresAt: coupon.expiresAt });
    return { couponId: coupon.id, name: campaign.name, discountAmount };
  }
  if (r.couponCode === undefined) return null;
  const found = await issuableCampaignOfCode(tx, {
    sellerId: r.sellerId,
    code: r.couponCode,
    now: r.now,
  });
  const campaign = r.forOrder ? await lockCampaign(tx, r.sellerId, found.id) : found;
  if (notIssuable(campaign, r.now)) throw notFound(CODE_NOT_FOUND);
  // The limit is checked before the terms, as claiming would refuse first.
  const [held] =
    r.customerId === null
      ? [{ n: 0 }]
      : await tx
          .select({ n: count() })
          .from(coupons)
          .where(and(eq(coupons.campaignId, campaign.id), eq(coupons.customerId, r.customerId)));
  if (Number(held?.n ?? 0) >= campaign.perCustomerLimit) {
    throw AppError.of('E_COUPON_LIMIT_REACHED', '您已領取過這張優惠券');
  }
  const discountAmount = await discountFor(tx, { campaign, r, expiresAt: campaign.endsAt });
  if (!r.forOrder || r.customerId === null) {
    return { couponId: null, name: campaign.name, discountAmount };
  }
  const { issued } = await issueCoupons(tx, {
    campaign,
    customerIds: [r.customerId],
    source: 'CODE',
    actor: {
      userId: null,
      now: r.now,
    },
  });
  if (!issued[0]) throw AppError.of('E_COUPON_LIMIT_REACHED', '您已領取過這張優惠券');
  return { couponId: issued[0].id, name: campaign.name, discountAmount };
}

/**
 * In the order's transaction, once the order exists: the coupon redeemed against it (keyed
 * `order:<id>`). Conditional on it being unused still: a concurrent redemption elsewhere makes
 * this one fail (409), rolling the order back.
 */
export async function redeemBookingCoupon(
  tx: Db,
  o: { couponId: number; orderId: number; discountAmount: number; userId: number; now: Date },
): Promise<void> {
  const [updated] = await tx
    .update(coupons)
    .set({
      redeemedAt: o.now,
      orderId: o.orderId,
      discountAmount: o.discountAmount,
      redeemedByUserId: o.userId,
      redeemIdempotencyKey: `order:${o.orderId}`,
    })
    .where(and(eq(coupons.id, o.couponId), isNull(coupons.redeemedAt)))
    .returning({ id: coupons.id });
  if (!updated) throw AppError.of('E_COUPON_REDEEMED', '這張優惠券已經使用過了');
}

/**
 * In a cancellation's transaction: the coupons redeemed against the order are unused again
 * (still bound by their own expiry), as Fresha and Booksy give a cancelled booking's coupon back.
 */
export async function returnOrderCoupons(tx: Db, orderIds: readonly number[]): Promise<void> {
  for (const orderId of orderIds) {
    await tx
      .update(coupons)
      .set({
        redeemedAt: null,
        orderId: null,
        discountAmount: null,
        redeemedByUserId: null,
        redeemIdempotencyKey: null,
      })
      .where(eq(coupons.orderId, orderId));
  }
}
