import { calls, type TSellerShop, type TUpdateShopRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys, type ShopParams } from './keys';

/** Saves shop details and booking rules (only the fields sent change). */
export async function updateShop(params: ShopParams, body: TUpdateShopRequest) {
  return (await apiCall(calls.sellerShop.updateShop, { params, body })).data;
}

/** Saves a shop: its cached details take the answer, the shop list refreshes. */
export function useUpdateShop(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateShopRequest) => updateShop({ sellerId, shopId }, body),
    onSuccess: (shop) => {
      // The answer lacks the parts the details page asked for (country), so it merges.
      queryClient.setQueryData(sellerKeys.shop(sellerId, shopId), (old: TSellerShop | undefined) =>
        old ? { ...old, ...shop } : shop,
      );
      void queryClient.invalidateQueries({ queryKey: sellerKeys.shops(sellerId), exact: true });
    },
  });
}
