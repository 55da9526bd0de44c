import { calls, type TUpdateServiceRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateCatalogue, type ShopParams } from './keys';

/** Changes a service (only the fields sent). */
export async function updateService(
  params: ShopParams & { serviceId: number },
  body: TUpdateServiceRequest,
) {
  return (await apiCall(calls.sellerCatalogue.updateService, { params, body })).data;
}

/** Changes a service; the catalogue refreshes. */
export function useUpdateService(sellerId: number, shopId: number, serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateServiceRequest) =>
      updateService({ sellerId, shopId, serviceId }, body),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
