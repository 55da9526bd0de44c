import {
  ZApplicableItemsRequest,
  ZApplicableItemsResponse,
  ZCancelRequest,
  ZFormItemsRequest,
  ZFormItemsResponse,
  ZGetOrderParams,
  ZGetOrderQuery,
  ZListCustomerOrdersQuery,
  ZListOrdersQuery,
  ZNextFreeTimesQuery,
  ZNextFreeTimesResponse,
  ZListOrdersResponse,
  ZOrderRequest,
  ZOrderResponse,
  ZPrepaymentsRequest,
  ZPrepaymentsResponse,
  ZRescheduleRequest,
  ZRescheduleTimesRequest,
  ZStartTimesRequest,
  ZStartTimesResponse,
} from './schemas';
import { ZGetCustomerParams } from '../customers';
import { defineCalls } from '../call';
import { OWN_READ_ERRORS, OWN_WRITE_ERRORS } from '../call-errors';

/** What using a coupon or a voucher while booking may answer (decision 014, point 7). */
const ITEM_ERRORS = [
  'E_COUPON_REDEEMED',
  'E_COUPON_NOT_APPLICABLE',
  'E_COUPON_MIN_SPEND_NOT_MET',
  'E_COUPON_LIMIT_REACHED',
  'E_ITEM_EXPIRED',
  'E_VOUCHER_USED_UP',
  'E_VOUCHER_NOT_COVERED',
] as const;

/** The items rules, told once for the quote and the order. */
const ITEMS_DESCRIPTION =
  "Items (signed in only): `couponId` (one of your coupons at the seller) or `couponCode` (a claim code: the order claims and redeems it in its own transaction, as claiming does), at most one; `voucherUses` pays services with sessions of your vouchers (each service once). A covered service owes no prepayment and is left out of the coupon base; the coupon lowers the price the prepayment is computed on (never below 0). 404 for a coupon or voucher not yours at the seller or an unknown code; 409 E_COUPON_REDEEMED (used), E_ITEM_EXPIRED (coupon or voucher past its end), E_COUPON_NOT_APPLICABLE (not started, another currency, nothing it applies to), E_COUPON_MIN_SPEND_NOT_MET, E_COUPON_LIMIT_REACHED (the code's per-customer limit), E_VOUCHER_NOT_COVERED (the voucher does not cover that service), E_VOUCHER_USED_UP (no session left, or refunded).";

/** Online booking: free times, the booking form, prepayment quotes and the customer's orders. */
export const bookingCalls = defineCalls('booking', {
  findStartTimes: {
    method: 'POST',
    path: '/v1/bookings:start-times',
    summary: 'Free start times per day for services with an operator or anyone',
    description:
      'Up to 31 days; computed in the shop time zone. Each time lists the operators free for it. A shop whose online booking is paused (licence lapsed) answers 409 E_ONLINE_BOOKING_PAUSED, as its orders do.',
    body: ZStartTimesRequest,
    response: ZStartTimesResponse,
    errors: ['E_NOT_FOUND', 'E_ONLINE_BOOKING_PAUSED'],
  },
  findNextFreeTimes: {
    method: 'GET',
    path: '/v1/bookings:next-free-times',
    summary: "Each shop's next free start time, for search cards",
    description:
      'For the quickest bookable service with any operator, over the coming 7 days; shops unknown or closed to booking answer null.',
    query: ZNextFreeTimesQuery,
    response: ZNextFreeTimesResponse,
    errors: [],
  },
  getFormItems: {
    method: 'POST',
    path: '/v1/bookings:form-items',
    summary: "Fields the seller's booking form shows, prefilled for a signed-in user",
    body: ZFormItemsRequest,
    response: ZFormItemsResponse,
    errors: OWN_WRITE_ERRORS,
  },
  quotePrepayment: {
    method: 'POST',
    path: '/v1/bookings:prepayments',
    summary: 'Prepayment a prospective booking will owe, its deadline, and the shop cut-offs',
    description: `With items, what they change: the coupon's discount, the covered services and the prepayment after them (checked as the order will check them, nothing is taken). ${ITEMS_DESCRIPTION} Your coupons and vouchers that apply: POST /v1/bookings:applicable-items.`,
    body: ZPrepaymentsRequest,
    response: ZPrepaymentsResponse,
    errors: ['E_NOT_FOUND', 'E_UNAUTHORIZED_ACCESS', ...ITEM_ERRORS],
  },
  findApplicableItems: {
    method: 'POST',
    path: '/v1/bookings:applicable-items',
    summary: 'Your coupons and vouchers at the shop that apply to these services',
    description:
      'Coupons: unused, started, not expired, same currency, something to take off and the minimum spend met (without vouchers), largest discount first. Vouchers: not refunded, not expired, sessions left, covering at least one of the services (listed in serviceIds). Without a customer record at the seller both lists are empty.',
    body: ZApplicableItemsRequest,
    response: ZApplicableItemsResponse,
    errors: OWN_WRITE_ERRORS,
  },
  createOrder: {
    method: 'POST',
    path: '/v1/bookings:order',
    summary: 'Book: creates the customer record if needed, the order and its booking',
    description: `409 E_SLOT_UNAVAILABLE when the time was taken meanwhile; 400 E_PROFILE_INCOMPLETE names the missing profile field. ${ITEMS_DESCRIPTION} Coupon, voucher sessions (RESERVE rows) and the order are written in one transaction; completing the visit turns each RESERVE into its USE, a cancel in the shop's full-refund window (or by the shop) RELEASEs it, a later cancel or a no-show uses it. A cancelled order's coupon is unused again.`,
    body: ZOrderRequest,
    response: ZOrderResponse,
    errors: [
      ...OWN_WRITE_ERRORS,
      'E_PROFILE_INCOMPLETE',
      'E_SLOT_UNAVAILABLE',
      'E_ONLINE_BOOKING_PAUSED',
      ...ITEM_ERRORS,
    ],
  },
  getOrder: {
    method: 'GET',
    path: '/v1/orders/{id}',
    summary: 'One of your orders, by id or order key',
    params: ZGetOrderParams,
    query: ZGetOrderQuery,
    response: ZOrderResponse,
    errors: OWN_READ_ERRORS,
  },
  findRescheduleTimes: {
    method: 'POST',
    path: '/v1/orders:reschedule-times',
    summary: 'Start times your order could move to',
    body: ZRescheduleTimesRequest,
    response: ZStartTimesResponse,
    errors: [...OWN_WRITE_ERRORS, 'E_RESCHEDULE_NOT_ALLOWED'],
  },
  rescheduleOrder: {
    method: 'POST',
    path: '/v1/orders:reschedule',
    summary: 'Move your order: the new time is taken and the old one freed atomically',
    body: ZRescheduleRequest,
    response: ZOrderResponse,
    errors: [...OWN_WRITE_ERRORS, 'E_RESCHEDULE_NOT_ALLOWED', 'E_SLOT_UNAVAILABLE'],
  },
  cancelOrder: {
    method: 'POST',
    path: '/v1/orders:cancel',
    summary: "Cancel your order within the shop's cut-off; frees its time",
    body: ZCancelRequest,
    response: ZOrderResponse,
    errors: [...OWN_WRITE_ERRORS, 'E_CANCEL_NOT_ALLOWED'],
  },
  listMyOrders: {
    method: 'GET',
    path: '/v1/me/orders',
    summary: 'Your orders at every shop',
    description:
      'period=upcoming: active and not yet ended, soonest first; period=past: completed, no-show or ended, latest first.',
    query: ZListOrdersQuery,
    response: ZListOrdersResponse,
    errors: ['E_UNAUTHORIZED_ACCESS'],
  },
  listMyCustomerOrders: {
    method: 'GET',
    tags: ['member-card'],
    path: '/v1/me/customers/{id}/orders',
    summary: 'Your orders with one seller (your customer record there)',
    params: ZGetCustomerParams,
    query: ZListCustomerOrdersQuery,
    response: ZListOrdersResponse,
    errors: OWN_READ_ERRORS,
  },
});
