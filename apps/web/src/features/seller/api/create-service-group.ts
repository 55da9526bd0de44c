import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useCatalogueMutation } from './mutations';

/** Adds a service group at the end. */
export async function createServiceGroup(params: ShopParams, name: string) {
  return (await apiCall(calls.sellerCatalogue.createServiceGroup, { params, body: { name } })).data;
}

/** Adds a service group; the catalogue refreshes. */
export function useCreateServiceGroup(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (name: string) =>
    createServiceGroup({ sellerId, shopId }, name),
  );
}
