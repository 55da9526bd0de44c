import { z } from 'zod';
import { dataOf, zBodyId, zLine } from '../common';
import { MAX_SERVICES_PER_BOOKING } from '../booking-constants';
// The files, not the folder's index: membership's calls import booking's schemas in turn.
import { ZCoupon } from '../coupons/coupons';
import { ZVoucher } from '../vouchers/vouchers';

// Membership items used while booking (decision 014, point 7): a coupon (one of mine, or a
// claim code claimed and redeemed with the order) and vouchers covering services.

/** The services of a booking: 1 to MAX_SERVICES_PER_BOOKING, no repeats. */
export const ZServiceIds = z
  .array(zBodyId())
  .min(1, '請選擇服務')
  .max(MAX_SERVICES_PER_BOOKING, `一次最多預約 ${MAX_SERVICES_PER_BOOKING} 項服務`)
  .refine((ids) => new Set(ids).size === ids.length, '服務不可重複');

/** One service of the booking paid with a session of one of my vouchers. */
export const ZBookingVoucherUse = z.strictObject({ serviceId: zBodyId(), voucherId: zBodyId() });
export type TBookingVoucherUse = z.infer<typeof ZBookingVoucherUse>;

/**
 * The item fields a booking (and its quote) may carry: at most one coupon (`couponId`, one of
 * mine at the seller, or `couponCode`, a claim code) and vouchers for some of its services.
 */
export const BOOKING_ITEM_FIELDS = {
  couponId: zBodyId().optional(),
  couponCode: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      zLine().min(1, '請輸入優惠碼').max(50, '找不到這個優惠碼').optional(),
    )
    .optional(),
  voucherUses: z.array(ZBookingVoucherUse).max(MAX_SERVICES_PER_BOOKING).optional(),
};

type WithItems = {
  serviceIds: number[];
  couponId?: number | undefined;
  couponCode?: string | undefined;
  voucherUses?: TBookingVoucherUse[] | undefined;
};

/** One coupon per order; each voucher use names a service of the booking, each at most once. */
export function bookingItemRules<T extends z.ZodType<WithItems>>(schema: T): T {
  return schema.superRefine((b, ctx) => {
    if (b.couponId !== undefined && b.couponCode !== undefined) {
      ctx.addIssue({ code: 'custom', message: '每筆預約限用一張優惠券', path: ['couponCode'] });
    }
    const seen = new Set<number>();
    (b.voucherUses ?? []).forEach((use, i) => {
      if (!b.serviceIds.includes(use.serviceId)) {
        ctx.addIssue({
          code: 'custom',
          message: '票券只能用於這次預約的服務',
          path: ['voucherUses', i, 'serviceId'],
        });
      }
      if (seen.has(use.serviceId)) {
        ctx.addIssue({
          code: 'custom',
          message: '每項服務只能使用一張票券',
          path: ['voucherUses', i, 'serviceId'],
        });
      }
      seen.add(use.serviceId);
    });
  }) as unknown as T;
}

/** The coupon an order (or a quote) applies, and what it takes off (minor units). */
export const ZAppliedCoupon = z.object({
  /** The coupon; null in a quote with a claim code (the order claims it). */
  id: z.number().int().nullable(),
  name: z.string(),
  discountAmount: z.number().int(),
});
export type TAppliedCoupon = z.infer<typeof ZAppliedCoupon>;

/**
 * What items change in a quote: the coupon and its discount, the services vouchers cover (they
 * owe nothing in advance), and what is left to pay for the booking.
 */
export const ZQuoteItems = {
  coupon: ZAppliedCoupon.nullable(),
  /** The coupon's discount, minor units (0 without a coupon). */
  discountAmount: z.number().int(),
  coveredServiceIds: z.array(z.number().int()),
  /** totalPrice less the covered services and the discount, never below 0. */
  payablePrice: z.number().int(),
};

/** A voucher session held for (then used by) one service of an order. */
export const VOUCHER_COVER_STATES = ['RESERVED', 'USED', 'RELEASED'] as const;
export const ZServiceItemVoucher = z.object({
  voucherId: z.number().int(),
  voucherName: z.string(),
  state: z.enum(VOUCHER_COVER_STATES),
});
export type TServiceItemVoucher = z.infer<typeof ZServiceItemVoucher>;

export const ZApplicableItemsRequest = z.strictObject({
  shopId: zBodyId(),
  serviceIds: ZServiceIds,
});
export type TApplicableItemsRequest = z.input<typeof ZApplicableItemsRequest>;

/** A coupon of mine this booking can use, with what it would take off now. */
export const ZApplicableCoupon = z.object({ coupon: ZCoupon, discountAmount: z.number().int() });
export type TApplicableCoupon = z.infer<typeof ZApplicableCoupon>;
/** A voucher of mine with sessions left covering some of this booking's services. */
export const ZApplicableVoucher = z.object({
  voucher: ZVoucher,
  serviceIds: z.array(z.number().int()),
});
export type TApplicableVoucher = z.infer<typeof ZApplicableVoucher>;
export const ZApplicableItemsResponse = dataOf(
  z.object({
    /** My coupons at the seller usable on these services, largest discount first. */
    coupons: z.array(ZApplicableCoupon),
    vouchers: z.array(ZApplicableVoucher),
  }),
);
export type TApplicableItems = z.infer<typeof ZApplicableItemsResponse>['data'];
