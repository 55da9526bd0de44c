import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateCatalogue, type ShopParams } from './keys';

/** Puts the groups in a new order (ids: every group of the shop). */
export async function reorderServiceGroups(params: ShopParams, ids: number[]) {
  const body = { ids };
  return (await apiCall(calls.sellerCatalogue.reorderServiceGroups, { params, body })).data;
}

/** Reorders the service groups; the catalogue refreshes. */
export function useReorderServiceGroups(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderServiceGroups({ sellerId, shopId }, ids),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
