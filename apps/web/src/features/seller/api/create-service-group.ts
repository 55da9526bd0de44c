import type { TManagedServiceGroup } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateCatalogue, shopPath } from './keys';

/** Adds a service group at the end. */
export async function createServiceGroup(sellerId: number, shopId: number, name: string) {
  const path = `${shopPath(sellerId, shopId)}/service-groups`;
  return (await apiSend<TManagedServiceGroup>('POST', path, { name })).data;
}

/** Adds a service group; the catalogue refreshes. */
export function useCreateServiceGroup(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createServiceGroup(sellerId, shopId, name),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
