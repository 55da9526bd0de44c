/** The tabs of the coupons page. */
export const COUPON_TABS = ['usable', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

export const COUPON_TAB_TEXT: Record<CouponTab, { label: string; empty: string }> = {
  usable: { label: '可使用', empty: '目前沒有可使用的優惠券' },
  used: { label: '已使用', empty: '還沒有使用過優惠券' },
  expired: { label: '已過期', empty: '沒有過期的優惠券' },
};

/**
 * The list query of a tab (GET /v1/me/customers/{id}/coupons): usable = not redeemed and not
 * expired; used = redeemed; expired = not redeemed and past expiry.
 */
export const COUPON_TAB_QUERY: Record<
  CouponTab,
  { redeemed?: 'true' | 'false'; expired?: 'true' | 'false' }
> = {
  usable: { redeemed: 'false', expired: 'false' },
  used: { redeemed: 'true' },
  expired: { redeemed: 'false', expired: 'true' },
};
