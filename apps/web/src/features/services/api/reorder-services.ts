import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useCatalogueMutation } from '../../../lib/seller-dashboard/api/mutations';

/** One group's services in their new order (ids: every service of the group). */
export interface ReorderServicesRequest {
  serviceGroupId: number;
  ids: number[];
}

/** Puts one group's services in a new order. */
export const reorderServices = apiWrite(calls.sellerCatalogue.reorderServices);

/** Reorders a group's services; the catalogue refreshes. */
export function useReorderServices(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (body: ReorderServicesRequest) =>
    reorderServices({ params: { sellerId, shopId }, body }),
  );
}
