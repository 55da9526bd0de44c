import {
  formatPrice,
  type TCoupon,
  type TCouponOrderCandidate,
  type TCouponState,
} from '@haoyue/contracts';
import { couponDiscount } from '@haoyue/contracts';
import { and, asc, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  bookingServiceItems,
  couponCampaignServices,
  couponCampaigns,
  coupons,
  orders,
  shops,
} from '../../db/schema';
import { AppError, firstOrNotFound, notFound } from '../../lib/errors';
import { heldBy } from '../../lib/member-items/customer-records';
import { coversBookedService } from '../../lib/member-items/seller-services';
import { answerKeyReplay } from '../../lib/ledger/ledger';
import { moneyTransaction } from '../../lib/money-transaction';
import { readPage } from '../../lib/paging';
import {
  type CampaignRow,
  couponStateCondition,
  type CouponRow,
  presentCoupon,
  presentTerms,
  servicesOfCampaigns,
  withCampaigns,
} from './present-coupons';
import { idempotencyKeyReused, ownSellerCustomer } from '../stored-value';

const COUPON_NOT_FOUND = '找不到這張優惠券';
const ORDER_NOT_FOUND = '找不到這筆訂單';
const REDEEM_KEY = 'coupons_redeem_key';

/** Coupon rows with their campaigns and order numbers, presented. */
export async function presentCouponRows(
  db: Db,
  rows: { coupon: CouponRow; campaign: CampaignRow; orderNumber: string | null }[],
  now: Date,
): Promise<TCoupon[]> {
  const covered = await servicesOfCampaigns(db, [...new Set(rows.map((r) => r.campaign.id))]);
  return rows.map((r) =>
    presentCoupon({
      row: r.coupon,
      terms: presentTerms(r.campaign, covered.get(r.campaign.id) ?? []),
      orderNumber: r.orderNumber,
      now,
    }),
  );
}

/** Coupons (with campaign and order number) matching `where`. */
function couponRows(db: Db, where: SQL | undefined) {
  return db
    .select({ coupon: coupons, campaign: couponCampaigns, orderNumber: orders.orderNumber })
    .from(coupons)
    .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
    .leftJoin(orders, eq(orders.id, coupons.orderId))
    .where(where);
}

/** One coupon, presented (after a claim or a redemption). */
export async function loadCoupon(db: Db, couponId: number, now: Date): Promise<TCoupon> {
  const rows = await couponRows(db, eq(coupons.id, couponId));
  const [coupon] = await presentCouponRows(db, rows, now);
  if (!coupon) throw notFound(COUPON_NOT_FOUND);
  return coupon;
}

export interface ListCustomerCouponsInput {
  sellerId: number;
  customerId: number;
  q: { state?: TCouponState | undefined; page: number; perPage: number };
  now: Date;
}

/** A customer's coupons at the seller, of one state or all, a page at a time. */
export async function listCustomerCoupons(
  db: Db,
  { sellerId, customerId, q, now }: ListCustomerCouponsInput,
) {
  await ownSellerCustomer(db, sellerId, customerId);
  const condition = and(
    heldBy(coupons, { sellerId, customerId }),
    q.state ? couponStateCondition(q.state, now) : undefined,
  );
  const order =
    q.state === 'USABLE'
      ? [asc(coupons.expiresAt), asc(coupons.id)]
      : [desc(sql`coalesce(${coupons.redeemedAt}, ${coupons.expiresAt})`), desc(coupons.id)];
  const { rows, meta } = await readPage(couponRows(db, condition).orderBy(...order), {
    count: db.select({ total: count() }).from(coupons).where(condition),
    paging: q,
  });
  return { data: await presentCouponRows(db, rows, now), meta };
}

const notApplicable = (message: string) => AppError.of('E_COUPON_NOT_APPLICABLE', message);

/** What the coupon applies to on the order: its total, or its covered services' prices. */
async function discountBase(
  tx: Db,
  campaign: CampaignRow,
  order: typeof orders.$inferSelect,
): Promise<number> {
  if (campaign.scope === 'ORDER') return order.totalPrice;
  const [row] = await tx
    .select({ base: sql<number>`coalesce(sum(${bookingServiceItems.price}), 0)::int` })
    .from(bookingServiceItems)
    .innerJoin(bookings, eq(bookings.id, bookingServiceItems.bookingId))
    .innerJoin(
      couponCampaignServices,
      coversBookedService(couponCampaignServices, couponCampaignServices.campaignId, campaign.id),
    )
    .where(eq(bookings.orderId, order.id));
  return Number(row?.base ?? 0);
}

/** One of the customer's coupons at the seller, with its campaign (404 otherwise). */
async function customerCoupon(
  db: Db,
  { couponId, sellerId, customerId }: { sellerId: number; customerId: number; couponId: number },
): Promise<{ coupon: CouponRow; campaign: CampaignRow }> {
  return firstOrNotFound(
    withCampaigns(db).where(heldBy(coupons, { sellerId, customerId, id: couponId })),
    COUPON_NOT_FOUND,
  );
}

/**
 * Whether the campaign's coupon applies to the order, as a redemption judges it: the discount it
 * gives, or the zh-TW reason it does not (a cancelled order, another currency, another coupon on
 * the order, nothing it covers, under the minimum spend).
 */
async function applicability(
  tx: Db,
  campaign: CampaignRow,
  order: typeof orders.$inferSelect,
): Promise<{ discountAmount: number } | { reason: string }> {
  if (order.status === 'CANCELLED') return { reason: '已取消的訂單不能使用優惠券' };
  if (order.currency !== campaign.currency) return { reason: '訂單幣別與優惠券不同' };
  const [other] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.orderId, order.id), sql`${coupons.redeemedAt} is not null`))
    .limit(1);
  if (other) return { reason: '這筆訂單已經使用過優惠券，每筆訂單限用一張' };
  const base = await discountBase(tx, campaign, order);
  if (base <= 0) {
    return {
      reason:
        campaign.scope === 'SERVICES'
          ? '這筆訂單沒有優惠券適用的服務'
          : '這筆訂單金額為 0，無法使用優惠券',
    };
  }
  if (base < campaign.minSpend) {
    const what = campaign.scope === 'SERVICES' ? '適用服務金額' : '訂單金額';
    return {
      reason: `未達最低消費 ${formatPrice(campaign.minSpend, campaign.currency)}（${what} ${formatPrice(base, order.currency)}）`,
    };
  }
  return { discountAmount: couponDiscount(campaign, base) };
}

/**
 * The customer's latest 50 orders at the seller that are not cancelled, newest first, each
 * judged for the coupon as a redemption now would judge it (404 for a coupon not theirs).
 */
export async function listCouponOrders(
  db: Db,
  p: { sellerId: number; customerId: number; couponId: number; now: Date },
): Promise<TCouponOrderCandidate[]> {
  const { coupon, campaign } = await customerCoupon(db, p);
  // A coupon that cannot be used at all says so on every order.
  const unusable = coupon.redeemedAt
    ? '這張優惠券已經使用過了'
    : coupon.expiresAt <= p.now || campaign.endsAt <= p.now
      ? '這張優惠券已過期'
      : campaign.startsAt > p.now
        ? '這張優惠券尚未開始使用'
        : null;
  const rows = await db
    .select({ order: orders, shopName: shops.displayName, timeZone: shops.timeZone })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(
      and(
        heldBy(orders, { sellerId: p.sellerId, customerId: p.customerId }),
        ne(orders.status, 'CANCELLED'),
      ),
    )
    .orderBy(desc(orders.startsAt), desc(orders.id))
    .limit(50);
  const candidates: TCouponOrderCandidate[] = [];
  for (const { order, shopName, timeZone } of rows) {
    const applies = unusable ? { reason: unusable } : await applicability(db, campaign, order);
    candidates.push({
      orderId: order.id,
      orderNumber: order.orderNumber,
      shopName,
      startsAt: order.startsAt.toISOString(),
      timeZone,
      totalPrice: order.totalPrice,
      currency: order.currency,
      applicable: 'discountAmount' in applies,
      reason: 'reason' in applies ? applies.reason : null,
      discountAmount: 'discountAmount' in applies ? applies.discountAmount : null,
    });
  }
  return candidates;
}

export type Redemption = { coupon: TCoupon; discountAmount: number };

type RedeemRequest = {
  sellerId: number;
  customerId: number;
  couponId: number;
  orderId: number;
  idempotencyKey: string;
  userId: number;
  now: Date;
};

/** The counter's call to redeem one of the customer's coupons against one of their orders. */
export interface RedeemCouponInput {
  sellerId: number;
  customerId: number;
  couponId: number;
  input: { orderId: number; idempotencyKey: string };
  actor: { userId: number; now: Date };
}

/** The coupon redeemed under the seller's key: the same redemption answered again, or 409. */
async function replayOf(tx: Db, r: RedeemRequest): Promise<Redemption | null> {
  const [earlier] = await tx
    .select()
    .from(coupons)
    .where(
      and(eq(coupons.sellerId, r.sellerId), eq(coupons.redeemIdempotencyKey, r.idempotencyKey)),
    );
  if (!earlier) return null;
  if (
    earlier.id !== r.couponId ||
    earlier.orderId !== r.orderId ||
    earlier.customerId !== r.customerId
  ) {
    throw idempotencyKeyReused();
  }
  return {
    coupon: await loadCoupon(tx, earlier.id, r.now),
    discountAmount: earlier.discountAmount!,
  };
}

/**
 * Redeems a customer's coupon against one of their orders at the counter. The order row is
 * locked first, so redemptions against one order (and retries of one key) take turns: the
 * replay check, the one-coupon-per-order rule and the conditional UPDATE (`redeemed_at is
 * null`, so two redemptions of one coupon race to one) all see what the other committed.
 */
async function redeemOnce(tx: Db, r: RedeemRequest): Promise<Redemption> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(heldBy(orders, { sellerId: r.sellerId, customerId: r.customerId, id: r.orderId }))
    .for('update');
  const replay = await replayOf(tx, r);
  if (replay) return replay;
  const { coupon, campaign } = await customerCoupon(tx, r);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (coupon.redeemedAt) throw AppError.of('E_COUPON_REDEEMED', '這張優惠券已經使用過了');
  if (coupon.expiresAt <= r.now || campaign.endsAt <= r.now) {
    throw AppError.of('E_ITEM_EXPIRED', '這張優惠券已過期');
  }
  if (campaign.startsAt > r.now) throw notApplicable('這張優惠券尚未開始使用');
  const applies = await applicability(tx, campaign, order);
  if ('reason' in applies) throw notApplicable(applies.reason);
  const { discountAmount } = applies;
  const [updated] = await tx
    .update(coupons)
    .set({
      redeemedAt: r.now,
      orderId: order.id,
      discountAmount,
      redeemedByUserId: r.userId,
      redeemIdempotencyKey: r.idempotencyKey,
    })
    .where(and(eq(coupons.id, coupon.id), isNull(coupons.redeemedAt)))
    .returning({ id: coupons.id });
  if (!updated) throw AppError.of('E_COUPON_REDEEMED', '這張優惠券已經使用過了');
  return { coupon: await loadCoupon(tx, coupon.id, r.now), discountAmount };
}

/**
 * Redeems a coupon (see redeemOnce). A concurrent request with the same key that lost the race
 * on the unique key index is answered with the first one's redemption.
 */
export async function redeemCoupon(
  db: Db,
  { sellerId, customerId, couponId, input, actor }: RedeemCouponInput,
): Promise<Redemption> {
  const { userId, now } = actor;
  const r: RedeemRequest = { sellerId, customerId, couponId, ...input, userId, now };
  return answerKeyReplay(
    [REDEEM_KEY],
    // One money transaction (decision 017): the key claimed first, then the order, then the coupon.
    () =>
      moneyTransaction(
        db,
        async (m) => {
          await m.lockOrders([r.orderId]);
          m.enterAccounts();
          return redeemOnce(m.db, r);
        },
        {
          idempotency: {
            scope: `seller:${r.sellerId}`,
            key: r.idempotencyKey,
            operation: 'coupons.redeem',
            request: { customerId: r.customerId, couponId: r.couponId, orderId: r.orderId },
          },
        },
      ),
    () => replayOf(db, r),
  );
}
