import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useCatalogueMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Deletes an empty service group (409 E_GROUP_NOT_EMPTY otherwise). */
export const deleteServiceGroup = apiWrite(calls.sellerCatalogue.deleteServiceGroup);

/** Deletes a service group; the catalogue refreshes. */
export function useDeleteServiceGroup(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (groupId: number) =>
    deleteServiceGroup({ params: { sellerId, shopId, groupId } }),
  );
}
