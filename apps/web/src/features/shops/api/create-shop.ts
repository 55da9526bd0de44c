import { calls, type TCreateShopRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { sellerKeys } from '../../../lib/seller-dashboard/api/keys';

/** Opens a new shop of the seller (409 E_SLUG_TAKEN when its URL slug is taken). */
export const createShop = apiWrite(calls.sellerShop.createShop);

/** Opens a new shop; the shop list refreshes. */
export function useCreateShop(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateShopRequest) => createShop({ params: { sellerId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: sellerKeys.shops(sellerId), exact: true }),
  });
}
