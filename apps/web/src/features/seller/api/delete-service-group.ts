import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useCatalogueMutation } from './mutations';

/** Deletes an empty service group (409 E_GROUP_NOT_EMPTY otherwise). */
export async function deleteServiceGroup(params: ShopParams & { groupId: number }) {
  await apiCall(calls.sellerCatalogue.deleteServiceGroup, { params });
}

/** Deletes a service group; the catalogue refreshes. */
export function useDeleteServiceGroup(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (groupId: number) =>
    deleteServiceGroup({ sellerId, shopId, groupId }),
  );
}
