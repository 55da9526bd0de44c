import { calls, type TServiceInput } from '@haoyue/contracts';
import { apiWrite } from '../../api-query';
import { useCatalogueMutation } from './mutations';

/** Adds a service at the end of its group. */
export const createService = apiWrite(calls.sellerCatalogue.createService);

/** Adds a service; the catalogue refreshes. */
export function useCreateService(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, (body: TServiceInput) =>
    createService({ params: { sellerId, shopId }, body }),
  );
}
