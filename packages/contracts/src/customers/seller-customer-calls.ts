import { defineCalls } from '../call';
import { whoMay } from '../call-access';
import { SELLER_READ_ERRORS, SELLER_WRITE_ERRORS } from '../call-errors';
import {
  ZCustomerRecordOrdersQuery,
  ZCustomerRecordOrdersResponse,
  ZCustomerRecordParams,
  ZCustomerRecordResponse,
  ZCustomerRecordsQuery,
  ZCustomerRecordsResponse,
  ZCustomerTagInput,
  ZCustomerTagParams,
  ZCustomerTagResponse,
  ZCustomerTagsResponse,
  ZSellerCustomersParams,
  ZUpdateCustomerRecordRequest,
} from './seller-customers';

/**
 * The seller's customer records (list with visit stats, record, notes, tags) and its customer
 * tags. Phone numbers are masked (`0912-***-678`) for roles without customers.unmask.
 */
export const sellerCustomerCalls = defineCalls('customers', {
  listCustomerTags: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/customer-tags',
    summary: "The seller's customer tags, in their order",
    description: whoMay('customers.work'),
    params: ZSellerCustomersParams,
    response: ZCustomerTagsResponse,
    errors: SELLER_READ_ERRORS,
  },
  createCustomerTag: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/customer-tags',
    summary: 'Create a customer tag (name, colour, VIP booking window)',
    description: `${whoMay('tags.manage')} 409 E_TAG_NAME_TAKEN when the seller has a tag of that name.`,
    params: ZSellerCustomersParams,
    body: ZCustomerTagInput,
    response: ZCustomerTagResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_TAG_NAME_TAKEN'],
  },
  updateCustomerTag: {
    method: 'PUT',
    path: '/v1/sellers/{sellerId}/customer-tags/{tagId}',
    summary: 'Rename a customer tag, change its colour or VIP booking window',
    description: `${whoMay('tags.manage')} 409 E_TAG_NAME_TAKEN when another tag has that name.`,
    params: ZCustomerTagParams,
    body: ZCustomerTagInput,
    response: ZCustomerTagResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_TAG_NAME_TAKEN'],
  },
  deleteCustomerTag: {
    method: 'DELETE',
    path: '/v1/sellers/{sellerId}/customer-tags/{tagId}',
    summary: 'Delete a customer tag (customers carrying it lose it)',
    description: whoMay('tags.manage'),
    params: ZCustomerTagParams,
    response: null,
    errors: SELLER_WRITE_ERRORS,
  },
  listCustomerRecords: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/customer-records',
    summary: "The seller's customers with tags and visit stats: search, tag filter, sort, pages",
    description: `${whoMay('customers.work')} keyword finds a name or a phone number typed as 0912…, 912… or +886…. Phone numbers masked without customers.unmask.`,
    params: ZSellerCustomersParams,
    query: ZCustomerRecordsQuery,
    response: ZCustomerRecordsResponse,
    errors: SELLER_READ_ERRORS,
  },
  getCustomerRecord: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}',
    summary: "A customer's record: profile, the seller's notes, tags, visit stats",
    description: whoMay('customers.work'),
    params: ZCustomerRecordParams,
    response: ZCustomerRecordResponse,
    errors: SELLER_READ_ERRORS,
  },
  updateCustomerRecord: {
    method: 'PATCH',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}',
    summary: "Change the seller's notes on a customer and replace the customer's tags",
    description: `${whoMay('customers.work')} Every tag must be one of the seller's (else 400).`,
    params: ZCustomerRecordParams,
    body: ZUpdateCustomerRecordRequest,
    response: ZCustomerRecordResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_VALIDATION'],
  },
  listCustomerRecordOrders: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/orders',
    summary: "The customer's orders at the seller's shops, newest first",
    description: whoMay('customers.work'),
    params: ZCustomerRecordParams,
    query: ZCustomerRecordOrdersQuery,
    response: ZCustomerRecordOrdersResponse,
    errors: SELLER_READ_ERRORS,
  },
});
