import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateCatalogue, type ShopParams } from './keys';

/** Deletes a service for good. */
export async function deleteService(params: ShopParams & { serviceId: number }) {
  await apiCall(calls.sellerCatalogue.deleteService, { params });
}

/** Deletes a service; the catalogue refreshes. */
export function useDeleteService(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) => deleteService({ sellerId, shopId, serviceId }),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
