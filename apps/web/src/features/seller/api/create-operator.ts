import type { TManagedOperator, TOperatorInput } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateCatalogue, shopPath } from './keys';

/** Adds an operator at the end of the shop's list. */
export async function createOperator(sellerId: number, shopId: number, request: TOperatorInput) {
  const path = `${shopPath(sellerId, shopId)}/operators`;
  return (await apiSend<TManagedOperator>('POST', path, request)).data;
}

/** Adds an operator; operators and services refresh. */
export function useCreateOperator(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TOperatorInput) => createOperator(sellerId, shopId, request),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
