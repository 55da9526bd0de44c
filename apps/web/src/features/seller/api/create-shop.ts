import type { TCreateShopRequest, TSellerShop } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { sellerKeys } from './keys';

/** Opens a new shop of the seller. */
export async function createShop(sellerId: number, request: TCreateShopRequest) {
  return (await apiSend<TSellerShop>('POST', `/v1/sellers/${sellerId}/shops`, request)).data;
}

/** Opens a new shop; the shop list refreshes. */
export function useCreateShop(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateShopRequest) => createShop(sellerId, request),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: sellerKeys.shops(sellerId), exact: true }),
  });
}
