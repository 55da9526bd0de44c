import { calls, type TUpdateServiceRequest } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useCatalogueMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Changes a service (only the fields sent). */
export const updateService = apiWrite(calls.sellerCatalogue.updateService);

/** Changes a service; the catalogue refreshes. */
export function useUpdateService(sellerId: number, shopId: number, serviceId: number) {
  return useCatalogueMutation(sellerId, shopId, (body: TUpdateServiceRequest) =>
    updateService({ params: { sellerId, shopId, serviceId }, body }),
  );
}
