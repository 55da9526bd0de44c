import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateCatalogue, type ShopParams } from './keys';

/** Deletes an empty service group (409 E_GROUP_NOT_EMPTY otherwise). */
export async function deleteServiceGroup(params: ShopParams & { groupId: number }) {
  await apiCall(calls.sellerCatalogue.deleteServiceGroup, { params });
}

/** Deletes a service group; the catalogue refreshes. */
export function useDeleteServiceGroup(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => deleteServiceGroup({ sellerId, shopId, groupId }),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
