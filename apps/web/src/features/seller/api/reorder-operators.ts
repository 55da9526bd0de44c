import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useCatalogueMutation } from './mutations';

/** Puts the operators in a new order (ids: every operator of the shop). */
export async function reorderOperators(params: ShopParams, ids: number[]) {
  return (await apiCall(calls.sellerCatalogue.reorderOperators, { params, body: { ids } })).data;
}

/** Reorders the operators; operators and services (which list them in order) refresh. */
export function useReorderOperators(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (ids: number[]) =>
    reorderOperators({ sellerId, shopId }, ids),
  );
}
