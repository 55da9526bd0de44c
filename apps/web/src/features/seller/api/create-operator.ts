import { calls, type TOperatorInput } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateCatalogue, type ShopParams } from './keys';

/** Adds an operator at the end of the shop's list. */
export async function createOperator(params: ShopParams, body: TOperatorInput) {
  return (await apiCall(calls.sellerCatalogue.createOperator, { params, body })).data;
}

/** Adds an operator; operators and services refresh. */
export function useCreateOperator(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOperatorInput) => createOperator({ sellerId, shopId }, body),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
