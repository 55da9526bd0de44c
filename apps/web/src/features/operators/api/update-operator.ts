import { calls, type TUpdateOperatorRequest } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useCatalogueMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Changes an operator (only the fields sent; lists and weekly hours replace the stored ones). */
export const updateOperator = apiWrite(calls.sellerCatalogue.updateOperator);

/** Changes an operator; operators and services refresh. */
export function useUpdateOperator(sellerId: number, shopId: number, operatorId: number) {
  return useCatalogueMutation(sellerId, shopId, (body: TUpdateOperatorRequest) =>
    updateOperator({ params: { sellerId, shopId, operatorId }, body }),
  );
}
