import { ZGetOrderQuery, ZOrderResponse, ZStartTimesResponse } from '../booking';
import {
  ZCalendarQuery,
  ZCalendarResponse,
  ZCompleteOrderRequest,
  ZMarkPaidRequest,
  ZOrderNumberQuery,
  ZSellerCancelRequest,
  ZSellerCustomersQuery,
  ZSellerCustomersResponse,
  ZSellerOrderParams,
  ZSellerOrderRequest,
  ZSellerRescheduleRequest,
  ZSellerStartTimesRequest,
} from './calendar';
import { ZSellerParams, ZSellerShopParams } from './schemas';
import { defineCalls } from '../call';
import { SELLER_READ_ERRORS as READ } from '../call-errors';

/**
 * A write may also be refused its XSRF check (cookie sign-in). SELLER_WRITE_ERRORS in another
 * order, kept as written: the document lists a call's codes in their order.
 */
const WRITE = ['E_UNAUTHORIZED_ACCESS', 'E_XSRF', 'E_FORBIDDEN', 'E_NOT_FOUND'] as const;

/**
 * The shop's calendar: bookings by day or week, bookings the shop enters, moves, cancels,
 * completes or marks no-show, and prepayments it received itself. Same engine as online
 * bookings: never an overlap.
 */
export const sellerCalendarCalls = defineCalls('seller calendar', {
  listShopOrders: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/shops/{shopId}/orders',
    summary: 'Orders starting on the local dates given (at most 62 days), with customers',
    params: ZSellerShopParams,
    query: ZCalendarQuery,
    response: ZCalendarResponse,
    errors: READ,
  },
  findOrderByNumber: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/orders:by-number',
    summary: 'One order of the seller by the 8-character order number the customer reads out',
    params: ZSellerParams,
    query: ZOrderNumberQuery,
    response: ZOrderResponse,
    errors: READ,
  },
  getOrder: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/orders/{orderId}',
    summary: 'One order of the seller, with what the order sheet shows',
    params: ZSellerOrderParams,
    query: ZGetOrderQuery,
    response: ZOrderResponse,
    errors: READ,
  },
  createOrder: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/orders',
    summary: 'Book for a walk-in or phone customer (existing by id, or new by name and phone)',
    description:
      'Hours, shifts, time off and overlaps hold; lead time and horizon do not; no prepayment. 409 E_SLOT_UNAVAILABLE when taken.',
    params: ZSellerParams,
    body: ZSellerOrderRequest,
    response: ZOrderResponse,
    errors: [...WRITE, 'E_PROFILE_INCOMPLETE', 'E_SLOT_UNAVAILABLE'],
  },
  findStartTimes: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/start-times',
    summary: 'Free times for the shop: walk-ins and moves (no lead time, own order not busy)',
    params: ZSellerParams,
    body: ZSellerStartTimesRequest,
    response: ZStartTimesResponse,
    errors: WRITE,
  },
  rescheduleOrder: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/orders/{orderId}:reschedule',
    summary: 'Move a booking to another time and/or operator (no customer cut-off applies)',
    params: ZSellerOrderParams,
    body: ZSellerRescheduleRequest,
    response: ZOrderResponse,
    errors: [...WRITE, 'E_RESCHEDULE_NOT_ALLOWED', 'E_SLOT_UNAVAILABLE'],
  },
  cancelOrder: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/orders/{orderId}:cancel',
    summary: 'Cancel a booking (no customer cut-off applies); frees its time',
    params: ZSellerOrderParams,
    body: ZSellerCancelRequest,
    response: ZOrderResponse,
    errors: [...WRITE, 'E_CANCEL_NOT_ALLOWED'],
  },
  completeOrder: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/orders/{orderId}:complete',
    summary: 'Mark a confirmed visit completed, optionally using voucher sessions',
    description:
      'voucherUses: one session of the named voucher per booking, in the same transaction (a failing use completes nothing and answers its 409). Idempotent by idempotencyKey.',
    params: ZSellerOrderParams,
    body: ZCompleteOrderRequest,
    response: ZOrderResponse,
    errors: [
      ...WRITE,
      'E_ORDER_STATE',
      'E_VOUCHER_USED_UP',
      'E_VOUCHER_NOT_COVERED',
      'E_ITEM_EXPIRED',
      'E_IDEMPOTENCY_KEY_REUSED',
    ],
  },
  markNoShow: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/orders/{orderId}:no-show',
    summary: 'Mark a no-show (frees the time)',
    params: ZSellerOrderParams,
    response: ZOrderResponse,
    errors: [...WRITE, 'E_ORDER_STATE'],
  },
  markPaid: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/orders/{orderId}:mark-paid',
    summary: 'Record a prepayment received in cash or by transfer; confirms the order',
    description: 'Idempotent by idempotencyKey: a retry with the same key changes nothing.',
    params: ZSellerOrderParams,
    body: ZMarkPaidRequest,
    response: ZOrderResponse,
    errors: [...WRITE, 'E_ORDER_STATE'],
  },
  findCustomers: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/customers',
    summary: "The seller's customers by phone or name, for booking a returning customer",
    params: ZSellerParams,
    query: ZSellerCustomersQuery,
    response: ZSellerCustomersResponse,
    errors: READ,
  },
});
