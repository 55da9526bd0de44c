import { calls, type TCreateShopRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys } from './keys';

/** Opens a new shop of the seller (409 E_SLUG_TAKEN when its URL slug is taken). */
export async function createShop(sellerId: number, body: TCreateShopRequest) {
  return (await apiCall(calls.sellerShop.createShop, { params: { sellerId }, body })).data;
}

/** Opens a new shop; the shop list refreshes. */
export function useCreateShop(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateShopRequest) => createShop(sellerId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: sellerKeys.shops(sellerId), exact: true }),
  });
}
