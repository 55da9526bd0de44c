import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useCatalogueMutation } from './mutations';

/** Deletes an operator who was never booked (409 otherwise). */
export async function deleteOperator(params: ShopParams & { operatorId: number }) {
  await apiCall(calls.sellerCatalogue.deleteOperator, { params });
}

/** Deletes an operator; operators and services refresh. */
export function useDeleteOperator(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (operatorId: number) =>
    deleteOperator({ sellerId, shopId, operatorId }),
  );
}
