import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateCatalogue, shopPath } from './keys';

/** Deletes an empty service group (409 E_GROUP_NOT_EMPTY otherwise). */
export async function deleteServiceGroup(sellerId: number, shopId: number, groupId: number) {
  await apiSend<void>('DELETE', `${shopPath(sellerId, shopId)}/service-groups/${groupId}`);
}

/** Deletes a service group; the catalogue refreshes. */
export function useDeleteServiceGroup(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => deleteServiceGroup(sellerId, shopId, groupId),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
