import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useCatalogueMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Renames a service group. */
export const renameServiceGroup = apiWrite(calls.sellerCatalogue.renameServiceGroup);

/** Renames a service group; the catalogue refreshes. */
export function useRenameServiceGroup(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, ({ id, name }: { id: number; name: string }) =>
    renameServiceGroup({ params: { sellerId, shopId, groupId: id }, body: { name } }),
  );
}
