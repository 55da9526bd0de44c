import type { TManagedServiceGroup } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateCatalogue, shopPath } from './keys';

/** Puts the groups in a new order (ids: every group of the shop). */
export async function reorderServiceGroups(sellerId: number, shopId: number, ids: number[]) {
  const path = `${shopPath(sellerId, shopId)}/service-groups:reorder`;
  return (await apiSend<TManagedServiceGroup[]>('POST', path, { ids })).data;
}

/** Reorders the service groups; the catalogue refreshes. */
export function useReorderServiceGroups(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderServiceGroups(sellerId, shopId, ids),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
