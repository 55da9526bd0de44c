import type { TManagedService, TUpdateServiceRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateCatalogue, shopPath } from './keys';

/** Changes a service (only the fields sent). */
export async function updateService(
  sellerId: number,
  shopId: number,
  serviceId: number,
  request: TUpdateServiceRequest,
) {
  const path = `${shopPath(sellerId, shopId)}/services/${serviceId}`;
  return (await apiSend<TManagedService>('PATCH', path, request)).data;
}

/** Changes a service; the catalogue refreshes. */
export function useUpdateService(sellerId: number, shopId: number, serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateServiceRequest) =>
      updateService(sellerId, shopId, serviceId, request),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
