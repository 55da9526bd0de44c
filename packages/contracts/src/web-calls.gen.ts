// Generated from the call contracts by `npm run contracts:generate`: do not edit.
// A unit test fails when this file is out of date.
import type { bookingCalls } from './booking';
import type { catalogueCalls } from './catalogue';
import type { membershipCalls } from './membership';
import type { sellerCalendarCalls } from './seller';
import { webCall } from './web-call';

/** Every API call as the web calls it: method and path, typed by its contract. */
export const calls = {
  booking: {
    findStartTimes: webCall<(typeof bookingCalls)['findStartTimes']>('POST', '/v1/bookings:start-times'),
    getFormItems: webCall<(typeof bookingCalls)['getFormItems']>('POST', '/v1/bookings:form-items'),
    quotePrepayment: webCall<(typeof bookingCalls)['quotePrepayment']>('POST', '/v1/bookings:prepayments'),
    createOrder: webCall<(typeof bookingCalls)['createOrder']>('POST', '/v1/bookings:order'),
    getOrder: webCall<(typeof bookingCalls)['getOrder']>('GET', '/v1/orders/{id}'),
    findRescheduleTimes: webCall<(typeof bookingCalls)['findRescheduleTimes']>('POST', '/v1/orders:reschedule-times'),
    rescheduleOrder: webCall<(typeof bookingCalls)['rescheduleOrder']>('POST', '/v1/orders:reschedule'),
    cancelOrder: webCall<(typeof bookingCalls)['cancelOrder']>('POST', '/v1/orders:cancel'),
    listMyOrders: webCall<(typeof bookingCalls)['listMyOrders']>('GET', '/v1/me/orders'),
  },
  catalogue: {
    searchShops: webCall<(typeof catalogueCalls)['searchShops']>('GET', '/v1/shops'),
    getShop: webCall<(typeof catalogueCalls)['getShop']>('GET', '/v1/shops/{shopId}'),
    listHomepageShops: webCall<(typeof catalogueCalls)['listHomepageShops']>('GET', '/v1/homepage-shops'),
    listOperators: webCall<(typeof catalogueCalls)['listOperators']>('GET', '/v1/operators'),
    listServiceGroups: webCall<(typeof catalogueCalls)['listServiceGroups']>('GET', '/v1/service-groups'),
    listIndustries: webCall<(typeof catalogueCalls)['listIndustries']>('GET', '/v1/industries'),
    listPlans: webCall<(typeof catalogueCalls)['listPlans']>('GET', '/v1/plans'),
    listDialCodes: webCall<(typeof catalogueCalls)['listDialCodes']>('GET', '/v1/dial-codes'),
    listCountries: webCall<(typeof catalogueCalls)['listCountries']>('GET', '/v1/countries'),
    listStates: webCall<(typeof catalogueCalls)['listStates']>('GET', '/v1/states'),
    listCities: webCall<(typeof catalogueCalls)['listCities']>('GET', '/v1/cities'),
    guessCity: webCall<(typeof catalogueCalls)['guessCity']>('GET', '/v1/guess-city'),
  },
  membership: {
    listMyCustomers: webCall<(typeof membershipCalls)['listMyCustomers']>('GET', '/v1/me/customers'),
    getCustomerForm: webCall<(typeof membershipCalls)['getCustomerForm']>('GET', '/v1/me/customers:form'),
    getMyCustomer: webCall<(typeof membershipCalls)['getMyCustomer']>('GET', '/v1/me/customers/{id}'),
    listMyCustomerOrders: webCall<(typeof membershipCalls)['listMyCustomerOrders']>('GET', '/v1/me/customers/{id}/orders'),
  },
  sellerCalendar: {
    listShopOrders: webCall<(typeof sellerCalendarCalls)['listShopOrders']>('GET', '/v1/sellers/{sellerId}/shops/{shopId}/orders'),
    getOrder: webCall<(typeof sellerCalendarCalls)['getOrder']>('GET', '/v1/sellers/{sellerId}/orders/{orderId}'),
    createOrder: webCall<(typeof sellerCalendarCalls)['createOrder']>('POST', '/v1/sellers/{sellerId}/orders'),
    findStartTimes: webCall<(typeof sellerCalendarCalls)['findStartTimes']>('POST', '/v1/sellers/{sellerId}/start-times'),
    rescheduleOrder: webCall<(typeof sellerCalendarCalls)['rescheduleOrder']>('POST', '/v1/sellers/{sellerId}/orders/{orderId}:reschedule'),
    cancelOrder: webCall<(typeof sellerCalendarCalls)['cancelOrder']>('POST', '/v1/sellers/{sellerId}/orders/{orderId}:cancel'),
    completeOrder: webCall<(typeof sellerCalendarCalls)['completeOrder']>('POST', '/v1/sellers/{sellerId}/orders/{orderId}:complete'),
    markNoShow: webCall<(typeof sellerCalendarCalls)['markNoShow']>('POST', '/v1/sellers/{sellerId}/orders/{orderId}:no-show'),
    markPaid: webCall<(typeof sellerCalendarCalls)['markPaid']>('POST', '/v1/sellers/{sellerId}/orders/{orderId}:mark-paid'),
    findCustomers: webCall<(typeof sellerCalendarCalls)['findCustomers']>('GET', '/v1/sellers/{sellerId}/customers'),
  },
} as const;
