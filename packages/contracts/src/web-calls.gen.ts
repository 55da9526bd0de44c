// Generated from the call contracts by `npm run contracts:generate`: do not edit.
// A unit test fails when this file is out of date.
import type { bookingCalls } from './booking';
import type { catalogueCalls } from './catalogue';
import type { identityCalls } from './identity';
import type { identityDevCalls } from './identity';
import type { identityWebhookCalls } from './identity';
import type { membershipCalls } from './membership';
import type { sellerCalendarCalls } from './seller';
import type { sellerCatalogueCalls } from './seller';
import type { sellerMemberCalls } from './seller';
import type { sellerShopCalls } from './seller';
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
    listMyCustomerOrders: webCall<(typeof bookingCalls)['listMyCustomerOrders']>('GET', '/v1/me/customers/{id}/orders'),
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
  identity: {
    checkRegistration: webCall<(typeof identityCalls)['checkRegistration']>('POST', '/v1/auth/registration:check'),
    listProviders: webCall<(typeof identityCalls)['listProviders']>('GET', '/v1/auth/providers'),
    sendVerificationCode: webCall<(typeof identityCalls)['sendVerificationCode']>('POST', '/v1/auth/sms-verification:send'),
    startCallIn: webCall<(typeof identityCalls)['startCallIn']>('POST', '/v1/auth/cip-verifications:start'),
    getCallInStatus: webCall<(typeof identityCalls)['getCallInStatus']>('POST', '/v1/auth/cip-verifications:status'),
    signIn: webCall<(typeof identityCalls)['signIn']>('POST', '/v1/auth/tokens'),
    signOut: webCall<(typeof identityCalls)['signOut']>('DELETE', '/v1/auth/tokens/current'),
    getMe: webCall<(typeof identityCalls)['getMe']>('GET', '/v1/me'),
    updateMe: webCall<(typeof identityCalls)['updateMe']>('PATCH', '/v1/me'),
    uploadPhoto: webCall<(typeof identityCalls)['uploadPhoto']>('POST', '/v1/me/photo'),
    addFavorite: webCall<(typeof identityCalls)['addFavorite']>('POST', '/v1/me/favorites:add'),
    removeFavorite: webCall<(typeof identityCalls)['removeFavorite']>('POST', '/v1/me/favorites:remove'),
    listFavorites: webCall<(typeof identityCalls)['listFavorites']>('GET', '/v1/me/favorites'),
    listFavoriteShopIds: webCall<(typeof identityCalls)['listFavoriteShopIds']>('GET', '/v1/me/favorite-shop-ids'),
  },
  identityDev: {
    listOutbox: webCall<(typeof identityDevCalls)['listOutbox']>('GET', '/v1/dev/outbox'),
    simulatePhoneCall: webCall<(typeof identityDevCalls)['simulatePhoneCall']>('POST', '/v1/dev/phone-calls'),
  },
  identityWebhook: {
    receivePhoneCall: webCall<(typeof identityWebhookCalls)['receivePhoneCall']>('POST', '/v1/webhooks/phone-calls'),
  },
  membership: {
    listMyCustomers: webCall<(typeof membershipCalls)['listMyCustomers']>('GET', '/v1/me/customers'),
    getCustomerForm: webCall<(typeof membershipCalls)['getCustomerForm']>('GET', '/v1/me/customers:form'),
    getMyCustomer: webCall<(typeof membershipCalls)['getMyCustomer']>('GET', '/v1/me/customers/{id}'),
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
  sellerCatalogue: {
    listServiceGroups: webCall<(typeof sellerCatalogueCalls)['listServiceGroups']>('GET', '/v1/sellers/{sellerId}/shops/{shopId}/service-groups'),
    createServiceGroup: webCall<(typeof sellerCatalogueCalls)['createServiceGroup']>('POST', '/v1/sellers/{sellerId}/shops/{shopId}/service-groups'),
    reorderServiceGroups: webCall<(typeof sellerCatalogueCalls)['reorderServiceGroups']>('POST', '/v1/sellers/{sellerId}/shops/{shopId}/service-groups:reorder'),
    getServiceGroup: webCall<(typeof sellerCatalogueCalls)['getServiceGroup']>('GET', '/v1/sellers/{sellerId}/shops/{shopId}/service-groups/{groupId}'),
    renameServiceGroup: webCall<(typeof sellerCatalogueCalls)['renameServiceGroup']>('PATCH', '/v1/sellers/{sellerId}/shops/{shopId}/service-groups/{groupId}'),
    deleteServiceGroup: webCall<(typeof sellerCatalogueCalls)['deleteServiceGroup']>('DELETE', '/v1/sellers/{sellerId}/shops/{shopId}/service-groups/{groupId}'),
    listServices: webCall<(typeof sellerCatalogueCalls)['listServices']>('GET', '/v1/sellers/{sellerId}/shops/{shopId}/services'),
    createService: webCall<(typeof sellerCatalogueCalls)['createService']>('POST', '/v1/sellers/{sellerId}/shops/{shopId}/services'),
    reorderServices: webCall<(typeof sellerCatalogueCalls)['reorderServices']>('POST', '/v1/sellers/{sellerId}/shops/{shopId}/services:reorder'),
    getService: webCall<(typeof sellerCatalogueCalls)['getService']>('GET', '/v1/sellers/{sellerId}/shops/{shopId}/services/{serviceId}'),
    updateService: webCall<(typeof sellerCatalogueCalls)['updateService']>('PATCH', '/v1/sellers/{sellerId}/shops/{shopId}/services/{serviceId}'),
    deleteService: webCall<(typeof sellerCatalogueCalls)['deleteService']>('DELETE', '/v1/sellers/{sellerId}/shops/{shopId}/services/{serviceId}'),
    listOperators: webCall<(typeof sellerCatalogueCalls)['listOperators']>('GET', '/v1/sellers/{sellerId}/shops/{shopId}/operators'),
    createOperator: webCall<(typeof sellerCatalogueCalls)['createOperator']>('POST', '/v1/sellers/{sellerId}/shops/{shopId}/operators'),
    reorderOperators: webCall<(typeof sellerCatalogueCalls)['reorderOperators']>('POST', '/v1/sellers/{sellerId}/shops/{shopId}/operators:reorder'),
    getOperator: webCall<(typeof sellerCatalogueCalls)['getOperator']>('GET', '/v1/sellers/{sellerId}/shops/{shopId}/operators/{operatorId}'),
    updateOperator: webCall<(typeof sellerCatalogueCalls)['updateOperator']>('PATCH', '/v1/sellers/{sellerId}/shops/{shopId}/operators/{operatorId}'),
    deleteOperator: webCall<(typeof sellerCatalogueCalls)['deleteOperator']>('DELETE', '/v1/sellers/{sellerId}/shops/{shopId}/operators/{operatorId}'),
    uploadOperatorAvatar: webCall<(typeof sellerCatalogueCalls)['uploadOperatorAvatar']>('POST', '/v1/sellers/{sellerId}/shops/{shopId}/operators/{operatorId}/avatar'),
    listTimeOff: webCall<(typeof sellerCatalogueCalls)['listTimeOff']>('GET', '/v1/sellers/{sellerId}/shops/{shopId}/operators/{operatorId}/time-off'),
    createTimeOff: webCall<(typeof sellerCatalogueCalls)['createTimeOff']>('POST', '/v1/sellers/{sellerId}/shops/{shopId}/operators/{operatorId}/time-off'),
    deleteTimeOff: webCall<(typeof sellerCatalogueCalls)['deleteTimeOff']>('DELETE', '/v1/sellers/{sellerId}/shops/{shopId}/operators/{operatorId}/time-off/{timeOffId}'),
  },
  sellerMember: {
    listMembers: webCall<(typeof sellerMemberCalls)['listMembers']>('GET', '/v1/sellers/{sellerId}/members'),
    inviteMember: webCall<(typeof sellerMemberCalls)['inviteMember']>('POST', '/v1/sellers/{sellerId}/members'),
    updateMemberRole: webCall<(typeof sellerMemberCalls)['updateMemberRole']>('PATCH', '/v1/sellers/{sellerId}/members/{memberId}'),
    removeMember: webCall<(typeof sellerMemberCalls)['removeMember']>('DELETE', '/v1/sellers/{sellerId}/members/{memberId}'),
  },
  sellerShop: {
    listSellers: webCall<(typeof sellerShopCalls)['listSellers']>('GET', '/v1/sellers'),
    getSeller: webCall<(typeof sellerShopCalls)['getSeller']>('GET', '/v1/sellers/{sellerId}'),
    listSellerShops: webCall<(typeof sellerShopCalls)['listSellerShops']>('GET', '/v1/sellers/{sellerId}/shops'),
    checkSlug: webCall<(typeof sellerShopCalls)['checkSlug']>('GET', '/v1/sellers/{sellerId}/shops:check-slug'),
    createShop: webCall<(typeof sellerShopCalls)['createShop']>('POST', '/v1/sellers/{sellerId}/shops'),
    getSellerShop: webCall<(typeof sellerShopCalls)['getSellerShop']>('GET', '/v1/sellers/{sellerId}/shops/{shopId}'),
    updateShop: webCall<(typeof sellerShopCalls)['updateShop']>('PATCH', '/v1/sellers/{sellerId}/shops/{shopId}'),
    deleteShop: webCall<(typeof sellerShopCalls)['deleteShop']>('DELETE', '/v1/sellers/{sellerId}/shops/{shopId}'),
    updatePrepaymentSettings: webCall<(typeof sellerShopCalls)['updatePrepaymentSettings']>('PATCH', '/v1/sellers/{sellerId}/shops/{shopId}/prepayment-settings'),
    getSchedule: webCall<(typeof sellerShopCalls)['getSchedule']>('GET', '/v1/sellers/{sellerId}/shops/{shopId}/schedule'),
    putWeeklyHours: webCall<(typeof sellerShopCalls)['putWeeklyHours']>('PUT', '/v1/sellers/{sellerId}/shops/{shopId}/weekly-hours'),
    putSpecialDay: webCall<(typeof sellerShopCalls)['putSpecialDay']>('PUT', '/v1/sellers/{sellerId}/shops/{shopId}/special-days/{date}'),
    deleteSpecialDay: webCall<(typeof sellerShopCalls)['deleteSpecialDay']>('DELETE', '/v1/sellers/{sellerId}/shops/{shopId}/special-days/{date}'),
    listShopImages: webCall<(typeof sellerShopCalls)['listShopImages']>('GET', '/v1/sellers/{sellerId}/shops/{shopId}/images'),
    uploadShopImage: webCall<(typeof sellerShopCalls)['uploadShopImage']>('POST', '/v1/sellers/{sellerId}/shops/{shopId}/images'),
    reorderShopImages: webCall<(typeof sellerShopCalls)['reorderShopImages']>('POST', '/v1/sellers/{sellerId}/shops/{shopId}/images:reorder'),
    deleteShopImage: webCall<(typeof sellerShopCalls)['deleteShopImage']>('DELETE', '/v1/sellers/{sellerId}/shops/{shopId}/images/{imageId}'),
  },
} as const;
