import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useCatalogueMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Deletes a service for good. */
export const deleteService = apiWrite(calls.sellerCatalogue.deleteService);

/** Deletes a service; the catalogue refreshes. */
export function useDeleteService(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (serviceId: number) =>
    deleteService({ params: { sellerId, shopId, serviceId } }),
  );
}
