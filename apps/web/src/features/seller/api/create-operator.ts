import { calls, type TOperatorInput } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useCatalogueMutation } from './mutations';

/** Adds an operator at the end of the shop's list. */
export async function createOperator(params: ShopParams, body: TOperatorInput) {
  return (await apiCall(calls.sellerCatalogue.createOperator, { params, body })).data;
}

/** Adds an operator; operators and services refresh. */
export function useCreateOperator(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (body: TOperatorInput) =>
    createOperator({ sellerId, shopId }, body),
  );
}
