import { calls, type TUpdateOperatorRequest } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useCatalogueMutation } from './mutations';

/** Changes an operator (only the fields sent; lists and weekly hours replace the stored ones). */
export async function updateOperator(
  params: ShopParams & { operatorId: number },
  body: TUpdateOperatorRequest,
) {
  return (await apiCall(calls.sellerCatalogue.updateOperator, { params, body })).data;
}

/** Changes an operator; operators and services refresh. */
export function useUpdateOperator(sellerId: number, shopId: number, operatorId: number) {
  return useCatalogueMutation(sellerId, shopId, (body: TUpdateOperatorRequest) =>
    updateOperator({ sellerId, shopId, operatorId }, body),
  );
}
