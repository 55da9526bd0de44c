import type { TManagedServiceGroup } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateCatalogue, shopPath } from './keys';

/** Renames a service group. */
export async function renameServiceGroup(
  sellerId: number,
  shopId: number,
  groupId: number,
  name: string,
) {
  const path = `${shopPath(sellerId, shopId)}/service-groups/${groupId}`;
  return (await apiSend<TManagedServiceGroup>('PATCH', path, { name })).data;
}

/** Renames a service group; the catalogue refreshes. */
export function useRenameServiceGroup(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      renameServiceGroup(sellerId, shopId, id, name),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
