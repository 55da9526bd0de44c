import { calls, type TUpdateOperatorRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateCatalogue, type ShopParams } from './keys';

/** Changes an operator (only the fields sent; lists and weekly hours replace the stored ones). */
export async function updateOperator(
  params: ShopParams & { operatorId: number },
  body: TUpdateOperatorRequest,
) {
  return (await apiCall(calls.sellerCatalogue.updateOperator, { params, body })).data;
}

/** Changes an operator; operators and services refresh. */
export function useUpdateOperator(sellerId: number, shopId: number, operatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateOperatorRequest) =>
      updateOperator({ sellerId, shopId, operatorId }, body),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
