import {
  ZCheckCustomerTagsRequest,
  ZCheckCustomerTagsResponse,
  ZCustomerFormQuery,
  ZCustomerFormResponse,
  ZCustomerResponse,
  ZGetCustomerParams,
  ZGetCustomerQuery,
  ZListCustomersQuery,
  ZListCustomersResponse,
} from './schemas';
import { defineCalls } from '../call';
import { OWN_READ_ERRORS, SIGNED_IN_WRITE_ERRORS } from '../call-errors';

/** The signed-in user's customer records, one per seller they have booked with. */
export const membershipCalls = defineCalls('customers', {
  listMyCustomers: {
    method: 'GET',
    path: '/v1/me/customers',
    summary: 'Your customer records, one per seller',
    query: ZListCustomersQuery,
    response: ZListCustomersResponse,
    errors: ['E_UNAUTHORIZED_ACCESS'],
  },
  getCustomerForm: {
    method: 'GET',
    path: '/v1/me/customers:form',
    summary: "A seller's profile settings and your record there",
    query: ZCustomerFormQuery,
    response: ZCustomerFormResponse,
    errors: OWN_READ_ERRORS,
  },
  getMyCustomer: {
    method: 'GET',
    path: '/v1/me/customers/{id}',
    summary: 'One of your customer records',
    params: ZGetCustomerParams,
    query: ZGetCustomerQuery,
    response: ZCustomerResponse,
    errors: OWN_READ_ERRORS,
  },
  checkCustomerTags: {
    method: 'POST',
    path: '/v1/me/customer-tags:check',
    summary: 'Your tags at a seller and the VIP booking window they open',
    body: ZCheckCustomerTagsRequest,
    response: ZCheckCustomerTagsResponse,
    errors: SIGNED_IN_WRITE_ERRORS,
  },
});
