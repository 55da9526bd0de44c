import { calls, type TOperatorInput } from '@haoyue/contracts';
import { apiWrite } from '../../api-query';
import { useCatalogueMutation } from './mutations';

/** Adds an operator at the end of the shop's list. */
export const createOperator = apiWrite(calls.sellerCatalogue.createOperator);

/** Adds an operator; operators and services refresh. */
export function useCreateOperator(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (body: TOperatorInput) =>
    createOperator({ params: { sellerId, shopId }, body }),
  );
}
