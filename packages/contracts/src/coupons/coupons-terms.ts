/**
 * Coupons (優惠券): states, limits and how their terms read, without zod so the dashboard and
 * the member card may import them.
 */
import { valuesOf } from '../labelled-values';
import { formatPrice } from '../format';
import type { TCouponDiscountType } from '../item-constants';

/** A coupon as its holder sees it: usable (not redeemed, not expired), redeemed, expired. */
export const COUPON_STATE_LABELS = { USABLE: '可使用', REDEEMED: '已使用', EXPIRED: '已過期' };
export const COUPON_STATES = valuesOf(COUPON_STATE_LABELS);
export type TCouponState = (typeof COUPON_STATES)[number];

export const COUPON_CAMPAIGN_NAME_MAX_LENGTH = 40;
export const COUPON_CAMPAIGN_DESCRIPTION_MAX_LENGTH = 500;
/** A claim code: 4–20 of A–Z and 0–9, kept upper case. */
export const COUPON_CLAIM_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;
/** The highest PERCENT value: the percentage off (99 leaves 1 % to pay). */
export const COUPON_PERCENT_MAX = 99;

/** What a claim code is stored as: trimmed, upper case. */
export const normalizeClaimCode = (code: string): string => code.trim().toUpperCase();

/**
 * A percentage off as Taiwan reads it, by what is left to pay: 10 off → 「9 折」, 15 off →
 * 「85 折」, 50 off → 「5 折」, 95 off → 「0.5 折」.
 */
export function percentOffLabel(percentOff: number): string {
  const pay = 100 - percentOff;
  if (pay % 10 === 0 || pay < 10) return `${pay / 10} 折`;
  return `${pay} 折`;
}

/** The terms a campaign's coupon reads with. */
export interface CouponTermsShape {
  discountType: TCouponDiscountType;
  discountValue: number;
  minSpend: number;
  currency: string;
}

/** A coupon's terms in one line: 「滿 NT$1,000 折 NT$200」, 「9 折」, 「滿 NT$500 打 85 折」. */
export function couponTermsLabel(terms: CouponTermsShape): string {
  const off =
    terms.discountType === 'AMOUNT'
      ? `折 ${formatPrice(terms.discountValue, terms.currency)}`
      : percentOffLabel(terms.discountValue);
  if (terms.minSpend <= 0) return terms.discountType === 'AMOUNT' ? `現${off}` : off;
  const min = `滿 ${formatPrice(terms.minSpend, terms.currency)}`;
  return terms.discountType === 'AMOUNT' ? `${min} ${off}` : `${min} 打 ${off}`;
}

/** The discount a coupon takes off a base (minor units): capped amount, or percent rounded down. */
export function couponDiscount(
  terms: Pick<CouponTermsShape, 'discountType' | 'discountValue'>,
  base: number,
): number {
  if (base <= 0) return 0;
  return terms.discountType === 'AMOUNT'
    ? Math.min(terms.discountValue, base)
    : Math.floor((base * terms.discountValue) / 100);
}
