import type { TApplicableItems } from '@haoyue/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, customers, voucherServices, vouchers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { activeCustomer, heldBy } from '../../lib/member-items/customer-records';
import { couponStateCondition, presentCouponRows, withCampaigns } from '../coupons';
import { presentVouchers } from '../vouchers';
import { type PricedBookingService, prepareBookingCoupon } from '../coupons';
import { voucherStateCondition } from './vouchers';

/** The signed-in user's record at the seller (merged records excluded), or null. */
export async function customerIdOfUser(
  db: Db,
  sellerId: number,
  userId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(activeCustomer({ sellerId, userId }));
  return row?.id ?? null;
}

/**
 * The user's coupons and vouchers at the seller that apply to a booking of these services
 * (POST /v1/bookings:applicable-items): coupons that would take something off now (the same
 * checks as ordering), largest discount first; vouchers with a session left covering at least
 * one of the services.
 */
export async function findApplicableItems(
  db: Db,
  o: {
    sellerId: number;
    userId: number;
    currency: string;
    services: readonly PricedBookingService[];
    now: Date;
  },
): Promise<TApplicableItems> {
  const customerId = await customerIdOfUser(db, o.sellerId, o.userId);
  if (customerId === null) return { coupons: [], vouchers: [] };
  const serviceIds = o.services.map((s) => s.serviceId);
  const holder = { sellerId: o.sellerId, customerId };
  const [couponRows, voucherRows] = await Promise.all([
    withCampaigns(db)
      .where(and(heldBy(coupons, holder), couponStateCondition('USABLE', o.now)))
      .orderBy(asc(coupons.expiresAt), asc(coupons.id)),
    db
      .selectDistinct({ voucher: vouchers })
      .from(vouchers)
      .innerJoin(voucherServices, eq(voucherServices.voucherId, vouchers.id))
      .where(
        and(
          heldBy(vouchers, holder),
          voucherStateCondition('USABLE', o.now),
          inArray(voucherServices.serviceId, serviceIds),
        ),
      ),
  ]);

  const discounts = new Map<number, number>();
  for (const { coupon } of couponRows) {
    const applied = await prepareBookingCoupon(db, {
      sellerId: o.sellerId,
      customerId,
      couponId: coupon.id,
      currency: o.currency,
      services: o.services,
      now: o.now,
      forOrder: false,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode < 500) return null;
      throw error;
    });
    if (applied) discounts.set(coupon.id, applied.discountAmount);
  }
  const usable = couponRows.filter((r) => discounts.has(r.coupon.id));
  const presentedCoupons = await presentCouponRows(
    db,
    usable.map((r) => ({ ...r, orderNumber: null })),
    o.now,
  );
  const applicableCoupons = presentedCoupons
    .map((coupon) => ({ coupon, discountAmount: discounts.get(coupon.id)! }))
    .sort((a, b) => b.discountAmount - a.discountAmount || a.coupon.id - b.coupon.id);

  const rows = voucherRows.map((r) => r.voucher).sort((a, b) => a.id - b.id);
  const presentedVouchers = await presentVouchers(db, rows, o.now);
  const applicableVouchers = presentedVouchers.map((voucher) => ({
    voucher,
    serviceIds: serviceIds.filter((id) => voucher.services.some((s) => s.id === id)),
  }));
  return { coupons: applicableCoupons, vouchers: applicableVouchers };
}
