import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateCatalogue, type ShopParams } from './keys';

/** Adds a service group at the end. */
export async function createServiceGroup(params: ShopParams, name: string) {
  return (await apiCall(calls.sellerCatalogue.createServiceGroup, { params, body: { name } })).data;
}

/** Adds a service group; the catalogue refreshes. */
export function useCreateServiceGroup(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createServiceGroup({ sellerId, shopId }, name),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
