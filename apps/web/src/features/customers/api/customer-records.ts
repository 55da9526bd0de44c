import { calls, type TUpdateCustomerRecordRequest } from '@haoyue/contracts';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { customerPageQuery } from '../../../lib/customer-page-query';
import { apiCall } from '../../../lib/http';
import { useCachingMutation } from '../../../lib/refreshing-mutation';
import { customerKeys, type CustomerListFilter } from './keys';

/** Customers per page of the list. */
export const CUSTOMERS_PER_PAGE = 20;
/** Orders per page of a customer's record. */
export const CUSTOMER_ORDERS_PER_PAGE = 10;

/** Fetches one page of the seller's customers, `{ data, meta }`. */
export function getCustomerRecords(
  sellerId: number,
  filter: CustomerListFilter,
  signal?: AbortSignal,
) {
  const keyword = filter.keyword.trim();
  const query = {
    sort: filter.sort,
    page: filter.page,
    perPage: CUSTOMERS_PER_PAGE,
    ...(keyword ? { keyword } : {}),
    ...(filter.tagId ? { tagId: filter.tagId } : {}),
  };
  return apiCall(
    calls.sellerCustomer.listCustomerRecords,
    { params: { sellerId }, query },
    { signal },
  );
}

const records = apiQuery(customerKeys.list, getCustomerRecords, {
  placeholderData: (previous) => previous,
});

/** Query options for {@link getCustomerRecords}. */
export const customerRecordsQueryOptions = records.options;

/** One page of the seller's customers. */
export const useCustomerRecords = records.use;

/** Fetches a customer's record: profile, notes, tags, visit stats. */
export function getCustomerRecord(sellerId: number, customerId: number, signal?: AbortSignal) {
  return apiData(
    calls.sellerCustomer.getCustomerRecord,
    { params: { sellerId, customerId } },
    signal,
  );
}

const record = apiQuery(customerKeys.record, getCustomerRecord);

/** Query options for {@link getCustomerRecord}. */
export const customerRecordQueryOptions = record.options;

/** A customer's record. */
export const useCustomerRecord = record.use;

const orders = customerPageQuery(
  calls.sellerCustomer.listCustomerRecordOrders,
  customerKeys.orders,
  CUSTOMER_ORDERS_PER_PAGE,
);

/** One page of a customer's orders. */
export const useCustomerOrders = orders.use;

export const updateCustomerRecord = apiWrite(calls.sellerCustomer.updateCustomerRecord);

/** Saves the notes and/or the tags of a customer; the record and the lists refresh. */
export function useUpdateCustomerRecord(sellerId: number, customerId: number) {
  return useCachingMutation(
    customerKeys.record(sellerId, customerId),
    (body: TUpdateCustomerRecordRequest) =>
      updateCustomerRecord({ params: { sellerId, customerId }, body }),
    [{ queryKey: customerKeys.seller(sellerId) }],
  );
}
