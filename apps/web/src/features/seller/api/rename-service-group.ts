import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateCatalogue, type ShopParams } from './keys';

/** Renames a service group. */
export async function renameServiceGroup(params: ShopParams & { groupId: number }, name: string) {
  return (await apiCall(calls.sellerCatalogue.renameServiceGroup, { params, body: { name } })).data;
}

/** Renames a service group; the catalogue refreshes. */
export function useRenameServiceGroup(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      renameServiceGroup({ sellerId, shopId, groupId: id }, name),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
