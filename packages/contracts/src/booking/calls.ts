import {
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
import { ZGetCustomerParams } from '../membership';
import { defineCalls } from '../call';

/** A signed-in customer's write: sign-in, XSRF (cookie sign-in), a shop or order of theirs. */
const ORDER_WRITE = ['E_UNAUTHORIZED_ACCESS', 'E_XSRF', 'E_NOT_FOUND'] as const;

/** Online booking: free times, the booking form, prepayment quotes and the customer's orders. */
export const bookingCalls = defineCalls('booking', {
  findStartTimes: {
    method: 'POST',
    path: '/v1/bookings:start-times',
    summary: 'Free start times per day for services with an operator or anyone',
    description:
      'Up to 31 days; computed in the shop time zone. Each time lists the operators free for it.',
    body: ZStartTimesRequest,
    response: ZStartTimesResponse,
    errors: ['E_NOT_FOUND'],
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
    errors: ['E_UNAUTHORIZED_ACCESS', 'E_XSRF', 'E_NOT_FOUND'],
  },
  quotePrepayment: {
    method: 'POST',
    path: '/v1/bookings:prepayments',
    summary: 'Prepayment a prospective booking will owe, its deadline, and the shop cut-offs',
    body: ZPrepaymentsRequest,
    response: ZPrepaymentsResponse,
    errors: ['E_NOT_FOUND'],
  },
  createOrder: {
    method: 'POST',
    path: '/v1/bookings:order',
    summary: 'Book: creates the customer record if needed, the order and its booking',
    description:
      '409 E_SLOT_UNAVAILABLE when the time was taken meanwhile; 400 E_PROFILE_INCOMPLETE names the missing profile field.',
    body: ZOrderRequest,
    response: ZOrderResponse,
    errors: [...ORDER_WRITE, 'E_PROFILE_INCOMPLETE', 'E_SLOT_UNAVAILABLE'],
  },
  getOrder: {
    method: 'GET',
    path: '/v1/orders/{id}',
    summary: 'One of your orders, by id or order key',
    params: ZGetOrderParams,
    query: ZGetOrderQuery,
    response: ZOrderResponse,
    errors: ['E_UNAUTHORIZED_ACCESS', 'E_NOT_FOUND'],
  },
  findRescheduleTimes: {
    method: 'POST',
    path: '/v1/orders:reschedule-times',
    summary: 'Start times your order could move to',
    body: ZRescheduleTimesRequest,
    response: ZStartTimesResponse,
    errors: [...ORDER_WRITE, 'E_RESCHEDULE_NOT_ALLOWED'],
  },
  rescheduleOrder: {
    method: 'POST',
    path: '/v1/orders:reschedule',
    summary: 'Move your order: the new time is taken and the old one freed atomically',
    body: ZRescheduleRequest,
    response: ZOrderResponse,
    errors: [...ORDER_WRITE, 'E_RESCHEDULE_NOT_ALLOWED', 'E_SLOT_UNAVAILABLE'],
  },
  cancelOrder: {
    method: 'POST',
    path: '/v1/orders:cancel',
    summary: "Cancel your order within the shop's cut-off; frees its time",
    body: ZCancelRequest,
    response: ZOrderResponse,
    errors: [...ORDER_WRITE, 'E_CANCEL_NOT_ALLOWED'],
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
    tags: ['membership'],
    path: '/v1/me/customers/{id}/orders',
    summary: 'Your orders with one seller (your customer record there)',
    params: ZGetCustomerParams,
    query: ZListCustomerOrdersQuery,
    response: ZListOrdersResponse,
    errors: ['E_UNAUTHORIZED_ACCESS', 'E_NOT_FOUND'],
  },
});
