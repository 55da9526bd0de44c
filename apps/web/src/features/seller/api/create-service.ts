import type { TManagedService, TServiceInput } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateCatalogue, shopPath } from './keys';

/** Adds a service at the end of its group. */
export async function createService(sellerId: number, shopId: number, request: TServiceInput) {
  const path = `${shopPath(sellerId, shopId)}/services`;
  return (await apiSend<TManagedService>('POST', path, request)).data;
}

/** Adds a service; the catalogue refreshes. */
export function useCreateService(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TServiceInput) => createService(sellerId, shopId, request),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
