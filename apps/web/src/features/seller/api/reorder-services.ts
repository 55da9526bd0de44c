import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useCatalogueMutation } from './mutations';

/** One group's services in their new order (ids: every service of the group). */
export interface ReorderServicesRequest {
  serviceGroupId: number;
  ids: number[];
}

/** Puts one group's services in a new order. */
export async function reorderServices(params: ShopParams, body: ReorderServicesRequest) {
  return (await apiCall(calls.sellerCatalogue.reorderServices, { params, body })).data;
}

/** Reorders a group's services; the catalogue refreshes. */
export function useReorderServices(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (body: ReorderServicesRequest) =>
    reorderServices({ sellerId, shopId }, body),
  );
}
