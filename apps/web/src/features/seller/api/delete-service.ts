import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateCatalogue, shopPath } from './keys';

/** Deletes a service for good. */
export async function deleteService(sellerId: number, shopId: number, serviceId: number) {
  await apiSend<void>('DELETE', `${shopPath(sellerId, shopId)}/services/${serviceId}`);
}

/** Deletes a service; the catalogue refreshes. */
export function useDeleteService(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) => deleteService(sellerId, shopId, serviceId),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
