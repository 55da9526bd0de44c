import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { couponCampaigns, coupons, vouchers, voucherTransactions } from '../../../db/schema';

/** The coupon redeemed against an order, with its campaign's name. */
export type OrderCouponPart = { orderId: number; id: number; name: string; discountAmount: number };

/** A voucher row held for one service item (RESERVE, its USE, a RELEASE). */
export type ItemVoucherPart = {
  serviceItemId: number;
  voucherId: number;
  voucherName: string;
  kind: (typeof voucherTransactions.$inferSelect)['kind'];
};

/**
 * The membership items of some orders, which every order answer shows: the coupon redeemed
 * against each, and the voucher sessions held for their services (read straight from the
 * membership tables, as the ledger parts are: booking shows them, it never writes them).
 */
export async function loadItemParts(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return { orderCoupons: [], itemVouchers: [] };
  const [orderCoupons, itemVouchers] = await Promise.all([
    db
      .select({
        orderId: coupons.orderId,
        id: coupons.id,
        name: couponCampaigns.name,
        discountAmount: coupons.discountAmount,
      })
      .from(coupons)
      .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
      .where(and(inArray(coupons.orderId, orderIds), isNotNull(coupons.redeemedAt))),
    db
      .select({
        serviceItemId: voucherTransactions.serviceItemId,
        voucherId: voucherTransactions.voucherId,
        voucherName: vouchers.name,
        kind: voucherTransactions.kind,
      })
      .from(voucherTransactions)
      .innerJoin(vouchers, eq(vouchers.id, voucherTransactions.voucherId))
      .where(
        and(
          inArray(voucherTransactions.orderId, orderIds),
          isNotNull(voucherTransactions.serviceItemId),
        ),
      )
      .orderBy(asc(voucherTransactions.id)),
  ]);
  // The queries filter on these columns, so they are never null in these rows.
  return {
    orderCoupons: orderCoupons as OrderCouponPart[],
    itemVouchers: itemVouchers as ItemVoucherPart[],
  };
}
