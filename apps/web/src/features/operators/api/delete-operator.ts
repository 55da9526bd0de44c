import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useCatalogueMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Deletes an operator who was never booked (409 otherwise). */
export const deleteOperator = apiWrite(calls.sellerCatalogue.deleteOperator);

/** Deletes an operator; operators and services refresh. */
export function useDeleteOperator(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (operatorId: number) =>
    deleteOperator({ params: { sellerId, shopId, operatorId } }),
  );
}
