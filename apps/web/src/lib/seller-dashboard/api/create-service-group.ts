import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../api-query';
import { useCatalogueMutation } from './mutations';

/** Adds a service group at the end. */
export const createServiceGroup = apiWrite(calls.sellerCatalogue.createServiceGroup);

/** Adds a service group; the catalogue refreshes. */
export function useCreateServiceGroup(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (name: string) =>
    createServiceGroup({ params: { sellerId, shopId }, body: { name } }),
  );
}
