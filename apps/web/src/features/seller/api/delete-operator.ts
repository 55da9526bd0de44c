import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateCatalogue, shopPath } from './keys';

/** Deletes an operator who was never booked (409 otherwise). */
export async function deleteOperator(sellerId: number, shopId: number, operatorId: number) {
  await apiSend<void>('DELETE', `${shopPath(sellerId, shopId)}/operators/${operatorId}`);
}

/** Deletes an operator; operators and services refresh. */
export function useDeleteOperator(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operatorId: number) => deleteOperator(sellerId, shopId, operatorId),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
