import { defineCalls } from '../call';
import { whoMay } from '../call-access';
import { SELLER_READ_ERRORS, SELLER_WRITE_ERRORS, codes } from '../call-errors';
import { dataOf, listOf } from '../common';
import {
  ZBillingNotice,
  ZBillingProfileRequest,
  ZCard,
  ZCardGatewaySetup,
  ZChargeResult,
  ZPurchaseLicenceRequest,
  ZSaveCardRequest,
  ZSellerBilling,
  ZSellerBillingParams,
  ZShopBilling,
  ZShopBillingParams,
  ZSystemOrder,
  ZSystemOrderParams,
  ZSystemOrdersQuery,
  ZSystemOrdersResponse,
  ZUpdateLicenceRequest,
} from './schemas';

const OWNER = `${whoMay('billing.manage')} The platform's bill moves the seller's money.`;

/**
 * A call to the card gateway (saving a card, a charge): declined (409 with the bank's reason),
 * the gateway unreachable (503), or the idempotency key used for another request.
 */
const GATEWAY_ERRORS = codes(
  ...SELLER_WRITE_ERRORS,
  'E_PAYMENT_DECLINED',
  'E_PAYMENT_PROVIDER_UNAVAILABLE',
  'E_IDEMPOTENCY_KEY_REUSED',
);

/** A charge to the card: the gateway's answers, or no card on file. */
const CHARGE_ERRORS = codes(
  ...GATEWAY_ERRORS,
  'E_CARD_REQUIRED',
  // The period already has a PENDING or PAID charge (e.g. the renewal job's, or a 3-D Secure wait).
  'E_SYSTEM_ORDER_STATE',
);

/** The seller's side of billing: `/dashboard/license` and `/dashboard/credit-card`. */
export const billingCalls = defineCalls('billing', {
  getCardGatewaySetup: {
    method: 'GET',
    path: '/v1/card-gateway/setup',
    summary: "What the card page needs to load the card gateway's own card fields",
    description: 'Anyone: public keys only (TapPay app id and app key), never the partner key.',
    response: dataOf(ZCardGatewaySetup),
    errors: [],
  },
  getBilling: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/billing',
    summary:
      "Each shop's licence, the licence shop quantity, the card on file, the receipt details",
    description: OWNER,
    params: ZSellerBillingParams,
    response: dataOf(ZSellerBilling),
    errors: SELLER_READ_ERRORS,
  },
  listBillingNotices: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/billing-notices',
    summary:
      'Licences needing attention: trial ending, renewal failed, grace, online booking paused',
    description: `${whoMay('seller.read')} Every member sees why online booking stops; only the owner pays.`,
    params: ZSellerBillingParams,
    response: listOf(ZBillingNotice),
    errors: SELLER_READ_ERRORS,
  },
  saveCard: {
    method: 'PUT',
    path: '/v1/sellers/{sellerId}/card',
    summary: "Add or replace the card on file with a prime from the card gateway's own fields",
    description: `${OWNER} The card number never reaches us: the gateway's fields turn it into a single-use prime (90 s), which the gateway binds to a card token kept encrypted. The same idempotencyKey answers the first result.`,
    params: ZSellerBillingParams,
    body: ZSaveCardRequest,
    response: dataOf(ZCard),
    errors: GATEWAY_ERRORS,
  },
  removeCard: {
    method: 'DELETE',
    path: '/v1/sellers/{sellerId}/card',
    summary: 'Remove the card on file',
    description: `${OWNER} Refused (409 E_CARD_REQUIRED) while a shop's auto-renewal is due within 7 days: turn its auto-renew off first.`,
    params: ZSellerBillingParams,
    response: null,
    errors: codes(...SELLER_WRITE_ERRORS, 'E_CARD_REQUIRED'),
  },
  updateBillingProfile: {
    method: 'PUT',
    path: '/v1/sellers/{sellerId}/billing-profile',
    summary: 'Receipt details: 統一編號, title and e-mail (all optional)',
    description: OWNER,
    params: ZSellerBillingParams,
    body: ZBillingProfileRequest,
    response: dataOf(ZSellerBilling),
    errors: SELLER_WRITE_ERRORS,
  },
  purchaseLicence: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/shops/{shopId}/licence:purchase',
    summary: "Buy or renew a shop's licence now: one period from the end of the current one",
    description: `${OWNER} Charges the card on file, or \`prime\` (a new card, kept as the card on file). When the bank asks for 3-D Secure the order stays PENDING and \`paymentUrl\` is where to send the owner; confirmSystemOrder finishes it. A paid order restores online booking at once. The same idempotencyKey answers the first result and never charges twice.`,
    params: ZShopBillingParams,
    body: ZPurchaseLicenceRequest,
    status: 201,
    response: dataOf(ZChargeResult),
    errors: CHARGE_ERRORS,
  },
  updateLicence: {
    method: 'PUT',
    path: '/v1/sellers/{sellerId}/shops/{shopId}/licence',
    summary: "The plan and interval the shop's next renewal charges, and whether it auto-renews",
    description: `${OWNER} A plan switch is never prorated: the current period keeps its plan and the switch applies from the next period.`,
    params: ZShopBillingParams,
    body: ZUpdateLicenceRequest,
    response: dataOf(ZShopBilling),
    errors: SELLER_WRITE_ERRORS,
  },
  listSystemOrders: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/system-orders',
    summary: "The seller's system orders (purchases, renewals, grants, refunds), newest first",
    description: OWNER,
    params: ZSellerBillingParams,
    query: ZSystemOrdersQuery,
    response: ZSystemOrdersResponse,
    errors: SELLER_READ_ERRORS,
  },
  getSystemOrder: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/system-orders/{systemOrderId}',
    summary: 'One system order with its electronic receipt',
    description: OWNER,
    params: ZSystemOrderParams,
    response: dataOf(ZSystemOrder),
    errors: SELLER_READ_ERRORS,
  },
  confirmSystemOrder: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/system-orders/{systemOrderId}:confirm',
    summary: 'After 3-D Secure: ask the gateway how the charge ended and settle the order',
    description: `${OWNER} Idempotent: a settled order answers as it is.`,
    params: ZSystemOrderParams,
    response: dataOf(ZSystemOrder),
    errors: codes(...SELLER_WRITE_ERRORS, 'E_PAYMENT_PROVIDER_UNAVAILABLE'),
  },
});
