import type { TBookingVoucherUse } from '@haoyue/contracts';
import type { Db } from '../../../db/client';
import { type BookingCoupon, prepareBookingCoupon } from '../../coupons';
import { checkBookingVouchers } from '../../vouchers';
import { type PrepaymentQuote, quotePrepayment } from '../../payments';
import type { ServiceRow, ShopRow } from '../../availability';

/** The membership items a booking uses (decision 014, point 7). */
export type OrderItems = {
  couponId?: number | undefined;
  couponCode?: string | undefined;
  voucherUses?: TBookingVoucherUse[] | undefined;
};

/** Whether the booking uses any item (else it takes the one-statement path). */
export function hasOrderItems(items: OrderItems | undefined): items is OrderItems {
  return (
    items !== undefined &&
    (items.couponId !== undefined ||
      items.couponCode !== undefined ||
      (items.voucherUses?.length ?? 0) > 0)
  );
}

/** What the items do to a booking: its coupon and the services vouchers pay for. */
export type AppliedItems = {
  coupon: BookingCoupon | null;
  voucherUses: TBookingVoucherUse[];
  coveredServiceIds: number[];
};

/**
 * Checks a booking's items at this moment: vouchers first (a covered service leaves the coupon's
 * base), then the coupon on what is left. `forOrder` runs in the order's transaction: voucher
 * and campaign rows locked, a claim code claimed.
 */
export async function applyOrderItems(
  tx: Db,
  o: {
    shop: ShopRow;
    customerId: number | null;
    chosen: readonly ServiceRow[];
    items: OrderItems;
    now: Date;
    forOrder: boolean;
  },
): Promise<AppliedItems> {
  const voucherUses = o.items.voucherUses ?? [];
  await checkBookingVouchers(tx, {
    sellerId: o.shop.sellerId,
    customerId: o.customerId,
    uses: voucherUses,
    lock: o.forOrder,
    now: o.now,
  });
  const covered = new Set(voucherUses.map((u) => u.serviceId));
  const coupon = await prepareBookingCoupon(tx, {
    sellerId: o.shop.sellerId,
    customerId: o.customerId,
    couponId: o.items.couponId,
    couponCode: o.items.couponCode,
    currency: o.shop.currency,
    services: o.chosen
      .filter((s) => !covered.has(s.id))
      .map((s) => ({ serviceId: s.id, price: s.price })),
    now: o.now,
    forOrder: o.forOrder,
  });
  return { coupon, voucherUses, coveredServiceIds: [...covered] };
}

/** No items: nothing covered, nothing off. */
export const NO_ITEMS: AppliedItems = { coupon: null, voucherUses: [], coveredServiceIds: [] };

export interface QuoteWithItemsInput {
  shop: ShopRow;
  chosen: readonly ServiceRow[];
  applied: AppliedItems;
  now: Date;
  startTime?: Date;
}

/**
 * The prepayment a booking owes with its items: covered services owe nothing, the coupon lowers
 * the price the rest is computed on. `payablePrice` is what is left to pay for the booking.
 */
export function quoteWithItems({
  shop,
  chosen,
  applied,
  now,
  startTime,
}: QuoteWithItemsInput): PrepaymentQuote & { discountAmount: number; payablePrice: number } {
  const covered = new Set(applied.coveredServiceIds);
  const uncovered = chosen.filter((s) => !covered.has(s.id));
  const discountAmount = applied.coupon?.discountAmount ?? 0;
  const quote = quotePrepayment({
    settings: shop.prepaymentSettings,
    services: uncovered,
    now,
    startTime,
    discount: discountAmount,
  });
  const uncoveredPrice = uncovered.reduce((sum, s) => sum + s.price, 0);
  return {
    ...quote,
    totalPrice: chosen.reduce((sum, s) => sum + s.price, 0),
    discountAmount,
    payablePrice: Math.max(0, uncoveredPrice - discountAmount),
  };
}
