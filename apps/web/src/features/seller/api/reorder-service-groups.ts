import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useCatalogueMutation } from './mutations';

/** Puts the groups in a new order (ids: every group of the shop). */
export async function reorderServiceGroups(params: ShopParams, ids: number[]) {
  const body = { ids };
  return (await apiCall(calls.sellerCatalogue.reorderServiceGroups, { params, body })).data;
}

/** Reorders the service groups; the catalogue refreshes. */
export function useReorderServiceGroups(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (ids: number[]) =>
    reorderServiceGroups({ sellerId, shopId }, ids),
  );
}
