import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useCatalogueMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Puts the groups in a new order (ids: every group of the shop). */
export const reorderServiceGroups = apiWrite(calls.sellerCatalogue.reorderServiceGroups);

/** Reorders the service groups; the catalogue refreshes. */
export function useReorderServiceGroups(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (ids: number[]) =>
    reorderServiceGroups({ params: { sellerId, shopId }, body: { ids } }),
  );
}
