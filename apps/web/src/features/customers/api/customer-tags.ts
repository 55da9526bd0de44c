import { calls } from '@haoyue/contracts';
import { sellerItems } from '../../../lib/seller-items';
import { customerKeys } from './keys';

/**
 * The seller's customer tags, in their order, and the writes to them (owner and managers): a
 * save creates a tag, or changes one (name, colour, VIP window) when `tagId` is given. Writes
 * refresh the seller's tags, lists and records (which show tags).
 */
const tags = sellerItems(
  {
    list: calls.sellerCustomer.listCustomerTags,
    create: calls.sellerCustomer.createCustomerTag,
    update: calls.sellerCustomer.updateCustomerTag,
    remove: calls.sellerCustomer.deleteCustomerTag,
  },
  'tagId',
  { list: customerKeys.tags, refreshed: customerKeys.seller },
);

/** The seller's customer tags. */
export const useCustomerTags = tags.use;

/** Creates a tag, or changes the one `tagId` names. */
export const useSaveCustomerTag = tags.useSave;

/** Deletes a tag; its customers lose it. */
export const useDeleteCustomerTag = tags.useDelete;
