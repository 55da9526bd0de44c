import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateCatalogue, type ShopParams } from './keys';

/** Puts the operators in a new order (ids: every operator of the shop). */
export async function reorderOperators(params: ShopParams, ids: number[]) {
  return (await apiCall(calls.sellerCatalogue.reorderOperators, { params, body: { ids } })).data;
}

/** Reorders the operators; operators and services (which list them in order) refresh. */
export function useReorderOperators(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderOperators({ sellerId, shopId }, ids),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
