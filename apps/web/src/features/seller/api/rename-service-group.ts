import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useCatalogueMutation } from './mutations';

/** Renames a service group. */
export async function renameServiceGroup(params: ShopParams & { groupId: number }, name: string) {
  return (await apiCall(calls.sellerCatalogue.renameServiceGroup, { params, body: { name } })).data;
}

/** Renames a service group; the catalogue refreshes. */
export function useRenameServiceGroup(sellerId: number, shopId: number) {
  return useCatalogueMutation(sellerId, shopId, ({ id, name }: { id: number; name: string }) =>
    renameServiceGroup({ sellerId, shopId, groupId: id }, name),
  );
}
