import type { TManagedOperator } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateCatalogue, shopPath } from './keys';

/** Puts the operators in a new order (ids: every operator of the shop). */
export async function reorderOperators(sellerId: number, shopId: number, ids: number[]) {
  const path = `${shopPath(sellerId, shopId)}/operators:reorder`;
  return (await apiSend<TManagedOperator[]>('POST', path, { ids })).data;
}

/** Reorders the operators; operators and services (which list them in order) refresh. */
export function useReorderOperators(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderOperators(sellerId, shopId, ids),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
