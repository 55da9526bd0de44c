import type { TManagedOperator, TUpdateOperatorRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateCatalogue, shopPath } from './keys';

/** Changes an operator (only the fields sent; lists and weekly hours replace the stored ones). */
export async function updateOperator(
  sellerId: number,
  shopId: number,
  operatorId: number,
  request: TUpdateOperatorRequest,
) {
  const path = `${shopPath(sellerId, shopId)}/operators/${operatorId}`;
  return (await apiSend<TManagedOperator>('PATCH', path, request)).data;
}

/** Changes an operator; operators and services refresh. */
export function useUpdateOperator(sellerId: number, shopId: number, operatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateOperatorRequest) =>
      updateOperator(sellerId, shopId, operatorId, request),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
