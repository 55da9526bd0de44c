import { calls, type TServiceInput } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateCatalogue, type ShopParams } from './keys';

/** Adds a service at the end of its group. */
export async function createService(params: ShopParams, body: TServiceInput) {
  return (await apiCall(calls.sellerCatalogue.createService, { params, body })).data;
}

/** Adds a service; the catalogue refreshes. */
export function useCreateService(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TServiceInput) => createService({ sellerId, shopId }, body),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
