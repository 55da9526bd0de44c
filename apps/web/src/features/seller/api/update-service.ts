import { calls, type TUpdateServiceRequest } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useCatalogueMutation } from './mutations';

/** Changes a service (only the fields sent). */
export async function updateService(
  params: ShopParams & { serviceId: number },
  body: TUpdateServiceRequest,
) {
  return (await apiCall(calls.sellerCatalogue.updateService, { params, body })).data;
}

/** Changes a service; the catalogue refreshes. */
export function useUpdateService(sellerId: number, shopId: number, serviceId: number) {
  return useCatalogueMutation(sellerId, shopId, (body: TUpdateServiceRequest) =>
    updateService({ sellerId, shopId, serviceId }, body),
  );
}
