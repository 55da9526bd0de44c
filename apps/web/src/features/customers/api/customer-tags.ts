import { calls, type TCustomerTagInput } from '@haoyue/contracts';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { customerKeys } from './keys';

/** Fetches the seller's customer tags, in their order. */
export function getCustomerTags(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.sellerCustomer.listCustomerTags, { params: { sellerId } }, signal);
}

/** The seller's customer tags. */
export const useCustomerTags = apiQuery(customerKeys.tags, getCustomerTags).use;

const createCustomerTag = apiWrite(calls.sellerCustomer.createCustomerTag);
const updateCustomerTag = apiWrite(calls.sellerCustomer.updateCustomerTag);
const deleteCustomerTag = apiWrite(calls.sellerCustomer.deleteCustomerTag);

/**
 * Creates a tag, or changes one (name, colour, VIP window) when `tagId` is given (owner and
 * managers). Writes to the tags refresh the seller's tags, lists and records (which show tags).
 */
export function useSaveCustomerTag(sellerId: number) {
  return useRefreshingMutation(
    customerKeys.seller(sellerId),
    ({ tagId, ...body }: TCustomerTagInput & { tagId?: number }) =>
      tagId
        ? updateCustomerTag({ params: { sellerId, tagId }, body })
        : createCustomerTag({ params: { sellerId }, body }),
  );
}

/** Deletes a tag; its customers lose it. */
export function useDeleteCustomerTag(sellerId: number) {
  return useRefreshingMutation(customerKeys.seller(sellerId), (tagId: number) =>
    deleteCustomerTag({ params: { sellerId, tagId } }),
  );
}
