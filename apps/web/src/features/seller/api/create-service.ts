import { calls, type TServiceInput } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useCatalogueMutation } from './mutations';

/** Adds a service at the end of its group. */
export async function createService(params: ShopParams, body: TServiceInput) {
  return (await apiCall(calls.sellerCatalogue.createService, { params, body })).data;
}

/** Adds a service; the catalogue refreshes. */
export function useCreateService(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (body: TServiceInput) =>
    createService({ sellerId, shopId }, body),
  );
}
