import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import { apiData, apiQuery } from '../../../lib/api-query';
import { couponKeys } from './keys';

/** Customers matching a name or phone number, for issuing (the customer list's search). */
export function searchCouponCustomers(sellerId: number, keyword: string, signal?: AbortSignal) {
  return apiCall(
    calls.sellerCustomer.listCustomerRecords,
    { params: { sellerId }, query: { keyword, perPage: 10, sort: 'lastVisit' } },
    { signal },
  ).then((page) => page.data);
}

/** Customers matching a keyword (idle while it is shorter than 1 character). */
export const useCouponCustomerSearch = apiQuery(
  couponKeys.customerSearch,
  searchCouponCustomers,
  (_sellerId, keyword) => ({ enabled: keyword.length > 0, placeholderData: (p) => p }),
).use;

/** The seller's customer tags, for issuing to a tag. */
export function getCouponTags(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.sellerCustomer.listCustomerTags, { params: { sellerId } }, signal);
}
export const useCouponTags = apiQuery(couponKeys.tags, getCouponTags).use;

/** A shop's services, for a campaign that covers some services only. */
export function getCouponServices(sellerId: number, shopId: number, signal?: AbortSignal) {
  return apiData(calls.sellerCatalogue.listServices, { params: { sellerId, shopId } }, signal);
}
export const useCouponServices = apiQuery(couponKeys.services, getCouponServices, (_s, shopId) => ({
  enabled: shopId > 0,
})).use;
