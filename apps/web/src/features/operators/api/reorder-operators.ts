import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useCatalogueMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Puts the operators in a new order (ids: every operator of the shop). */
export const reorderOperators = apiWrite(calls.sellerCatalogue.reorderOperators);

/** Reorders the operators; operators and services (which list them in order) refresh. */
export function useReorderOperators(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (ids: number[]) =>
    reorderOperators({ params: { sellerId, shopId }, body: { ids } }),
  );
}
