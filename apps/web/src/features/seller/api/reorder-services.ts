import type { TManagedService } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateCatalogue, shopPath } from './keys';

/** One group's services in their new order (ids: every service of the group). */
export interface ReorderServicesRequest {
  serviceGroupId: number;
  ids: number[];
}

/** Puts one group's services in a new order. */
export async function reorderServices(
  sellerId: number,
  shopId: number,
  request: ReorderServicesRequest,
) {
  const path = `${shopPath(sellerId, shopId)}/services:reorder`;
  return (await apiSend<TManagedService[]>('POST', path, request)).data;
}

/** Reorders a group's services; the catalogue refreshes. */
export function useReorderServices(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReorderServicesRequest) => reorderServices(sellerId, shopId, request),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
