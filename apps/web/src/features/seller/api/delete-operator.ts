import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateCatalogue, type ShopParams } from './keys';

/** Deletes an operator who was never booked (409 otherwise). */
export async function deleteOperator(params: ShopParams & { operatorId: number }) {
  await apiCall(calls.sellerCatalogue.deleteOperator, { params });
}

/** Deletes an operator; operators and services refresh. */
export function useDeleteOperator(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operatorId: number) => deleteOperator({ sellerId, shopId, operatorId }),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
