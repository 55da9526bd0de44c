import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useCatalogueMutation } from './mutations';

/** Deletes a service for good. */
export async function deleteService(params: ShopParams & { serviceId: number }) {
  await apiCall(calls.sellerCatalogue.deleteService, { params });
}

/** Deletes a service; the catalogue refreshes. */
export function useDeleteService(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (serviceId: number) =>
    deleteService({ sellerId, shopId, serviceId }),
  );
}
