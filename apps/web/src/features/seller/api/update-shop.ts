import type { TSellerShop, TUpdateShopRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { sellerKeys, shopPath } from './keys';

/** Saves shop details and booking rules (only the fields sent change). */
export async function updateShop(sellerId: number, shopId: number, request: TUpdateShopRequest) {
  return (await apiSend<TSellerShop>('PATCH', shopPath(sellerId, shopId), request)).data;
}

/** Saves a shop: its cached details take the answer, the shop list refreshes. */
export function useUpdateShop(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateShopRequest) => updateShop(sellerId, shopId, request),
    onSuccess: (shop) => {
      // The answer lacks the parts the details page asked for (country), so it merges.
      queryClient.setQueryData(sellerKeys.shop(sellerId, shopId), (old: TSellerShop | undefined) =>
        old ? { ...old, ...shop } : shop,
      );
      void queryClient.invalidateQueries({ queryKey: sellerKeys.shops(sellerId), exact: true });
    },
  });
}
