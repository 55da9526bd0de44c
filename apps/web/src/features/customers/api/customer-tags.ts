import { calls, type TCustomerTagInput } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { customerKeys } from './keys';

/** Fetches the seller's customer tags, in their order. */
export function getCustomerTags(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.sellerCustomer.listCustomerTags, { params: { sellerId } }, signal);
}

const tags = apiQuery(customerKeys.tags, getCustomerTags);

/** Query options for {@link getCustomerTags}. */
export const customerTagsQueryOptions = tags.options;

/** The seller's customer tags. */
export const useCustomerTags = tags.use;

export const createCustomerTag = apiWrite(calls.sellerCustomer.createCustomerTag);
export const updateCustomerTag = apiWrite(calls.sellerCustomer.updateCustomerTag);
export const deleteCustomerTag = apiWrite(calls.sellerCustomer.deleteCustomerTag);

/** A write to the tags; the seller's tags, lists and records (which show tags) refresh. */
function useTagMutation<V, R>(sellerId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.seller(sellerId) }),
  });
}

/** Creates a tag (owner and managers). */
export function useCreateCustomerTag(sellerId: number) {
  return useTagMutation(sellerId, (body: TCustomerTagInput) =>
    createCustomerTag({ params: { sellerId }, body }),
  );
}

/** Renames a tag, changes its colour or VIP window. */
export function useUpdateCustomerTag(sellerId: number) {
  return useTagMutation(sellerId, ({ tagId, ...body }: TCustomerTagInput & { tagId: number }) =>
    updateCustomerTag({ params: { sellerId, tagId }, body }),
  );
}

/** Deletes a tag; its customers lose it. */
export function useDeleteCustomerTag(sellerId: number) {
  return useTagMutation(sellerId, (tagId: number) =>
    deleteCustomerTag({ params: { sellerId, tagId } }),
  );
}
