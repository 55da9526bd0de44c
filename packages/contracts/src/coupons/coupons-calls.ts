import { defineCalls } from '../call';
import { whoMay } from '../call-access';
import { OWN_WRITE_ERRORS, SELLER_READ_ERRORS, SELLER_WRITE_ERRORS } from '../call-errors';
import {
  ZClaimCouponParams,
  ZClaimCouponRequest,
  ZClaimCouponResponse,
  ZCouponCampaignInput,
  ZCouponCampaignParams,
  ZCouponCampaignResponse,
  ZCouponCampaignsParams,
  ZCouponCampaignsResponse,
  ZCustomerCouponParams,
  ZCustomerCouponsParams,
  ZCustomerCouponsQuery,
  ZCustomerCouponsResponse,
  ZIssueCouponsRequest,
  ZIssueCouponsResponse,
  ZRedeemCouponRequest,
  ZRedeemCouponResponse,
  ZCouponOrderCandidatesResponse,
} from './coupons';

const CODE_TAKEN =
  '409 E_SLUG_TAKEN (field claimCode) when another campaign of the seller has that claim code.';

/**
 * Coupons (優惠券): the seller's campaigns, issuing them to customers, redeeming a customer's
 * coupon against an order at the counter; and a customer claiming one with a code.
 */
export const couponCalls = defineCalls('coupons', {
  listCouponCampaigns: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/coupon-campaigns',
    summary: "The seller's coupon campaigns with counts issued and redeemed, newest first",
    description: whoMay('items.sell'),
    params: ZCouponCampaignsParams,
    response: ZCouponCampaignsResponse,
    errors: SELLER_READ_ERRORS,
  },
  getCouponCampaign: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/coupon-campaigns/{campaignId}',
    summary: 'One coupon campaign',
    description: whoMay('items.sell'),
    params: ZCouponCampaignParams,
    response: ZCouponCampaignResponse,
    errors: SELLER_READ_ERRORS,
  },
  createCouponCampaign: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/coupon-campaigns',
    summary: "Create a coupon campaign (in the seller's currency)",
    description: `${whoMay('items.manage')} serviceIds must be the seller's (else 400). ${CODE_TAKEN}`,
    params: ZCouponCampaignsParams,
    body: ZCouponCampaignInput,
    response: ZCouponCampaignResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_VALIDATION', 'E_SLUG_TAKEN'],
  },
  updateCouponCampaign: {
    method: 'PUT',
    path: '/v1/sellers/{sellerId}/coupon-campaigns/{campaignId}',
    summary: 'Change a coupon campaign (coupons already held keep their expiry)',
    description: `${whoMay('items.manage')} ${CODE_TAKEN}`,
    params: ZCouponCampaignParams,
    body: ZCouponCampaignInput,
    response: ZCouponCampaignResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_VALIDATION', 'E_SLUG_TAKEN'],
  },
  deleteCouponCampaign: {
    method: 'DELETE',
    path: '/v1/sellers/{sellerId}/coupon-campaigns/{campaignId}',
    summary: 'Delete a campaign and its unredeemed coupons',
    description: `${whoMay('items.manage')} 409 E_HAS_LEDGER_HISTORY once one of its coupons was redeemed (deactivate it instead).`,
    params: ZCouponCampaignParams,
    response: null,
    errors: [...SELLER_WRITE_ERRORS, 'E_HAS_LEDGER_HISTORY'],
  },
  issueCoupons: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/coupon-campaigns/{campaignId}:issue',
    summary: 'Give a coupon to one customer, or to every customer carrying a tag',
    description: `${whoMay('items.manage')} Customers already holding the campaign's per-customer limit are skipped (counted in \`skipped\`). 409 E_COUPON_NOT_APPLICABLE when the campaign is inactive or has ended.`,
    params: ZCouponCampaignParams,
    body: ZIssueCouponsRequest,
    response: ZIssueCouponsResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_VALIDATION', 'E_COUPON_NOT_APPLICABLE'],
  },
  listCustomerCoupons: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/coupons',
    summary: "A customer's coupons at the seller with their terms, by state",
    description: `${whoMay('items.sell')} USABLE: not redeemed and not expired (soonest expiry first); REDEEMED and EXPIRED newest first.`,
    params: ZCustomerCouponsParams,
    query: ZCustomerCouponsQuery,
    response: ZCustomerCouponsResponse,
    errors: SELLER_READ_ERRORS,
  },
  listCouponOrders: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/coupons/{couponId}/orders',
    summary: "The customer's recent orders, each with whether the coupon applies to it and why not",
    description: `${whoMay('items.sell')} The customer's latest 50 orders at the seller that are not cancelled, newest first, each judged as a redemption would judge it now: applicable with its discount, or not with the zh-TW reason (another coupon on it, no covered service, under the minimum spend, another currency, the coupon not started, used or expired).`,
    params: ZCustomerCouponParams,
    response: ZCouponOrderCandidatesResponse,
    errors: SELLER_READ_ERRORS,
  },
  redeemCoupon: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/coupons/{couponId}:redeem',
    summary: "Redeem a customer's coupon against one of their orders at the counter",
    description: `${whoMay('items.sell')} The order must be the customer's at the seller and not cancelled; at most one coupon per order. Base = the order's total (ORDER) or its covered services' prices (SERVICES); discount = AMOUNT min(value, base) or PERCENT floor(base × value / 100). 409 E_COUPON_REDEEMED (already used), E_ITEM_EXPIRED (past its end), E_COUPON_NOT_APPLICABLE (not started, order cancelled or already has a coupon, base 0 or under the minimum spend; the message says which), E_IDEMPOTENCY_KEY_REUSED. The same idempotencyKey again answers the first redemption.`,
    params: ZCustomerCouponParams,
    body: ZRedeemCouponRequest,
    response: ZRedeemCouponResponse,
    errors: [
      ...SELLER_WRITE_ERRORS,
      'E_COUPON_REDEEMED',
      'E_ITEM_EXPIRED',
      'E_COUPON_NOT_APPLICABLE',
      'E_IDEMPOTENCY_KEY_REUSED',
    ],
  },
  claimCoupon: {
    method: 'POST',
    path: '/v1/me/customers/{customerId}/coupons:claim',
    summary: 'Claim a coupon with its code at the seller of your customer record',
    description:
      'The customer record must be yours. 404 for an unknown, inactive or ended code; 409 E_COUPON_LIMIT_REACHED when you already hold as many as the campaign allows.',
    params: ZClaimCouponParams,
    body: ZClaimCouponRequest,
    response: ZClaimCouponResponse,
    errors: [...OWN_WRITE_ERRORS, 'E_COUPON_LIMIT_REACHED'],
  },
});
