import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { sellerItemWrites } from '../../../lib/seller-item-writes';
import { customerKeys } from './keys';

/** Fetches the seller's customer tags, in their order. */
export function getCustomerTags(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.sellerCustomer.listCustomerTags, { params: { sellerId } }, signal);
}

/** The seller's customer tags. */
export const useCustomerTags = apiQuery(customerKeys.tags, getCustomerTags).use;

/**
 * Writes to the tags (owner and managers): a save creates a tag, or changes one (name, colour,
 * VIP window) when `tagId` is given; a delete takes its customers' tag away. They refresh the
 * seller's tags, lists and records (which show tags).
 */
const tagWrites = sellerItemWrites(
  {
    create: calls.sellerCustomer.createCustomerTag,
    update: calls.sellerCustomer.updateCustomerTag,
    remove: calls.sellerCustomer.deleteCustomerTag,
  },
  'tagId',
  customerKeys.seller,
);

/** Creates a tag, or changes the one `tagId` names. */
export const useSaveCustomerTag = tagWrites.useSave;

/** Deletes a tag; its customers lose it. */
export const useDeleteCustomerTag = tagWrites.useDelete;
