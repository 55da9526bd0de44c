import { calls, type TSellerShop, type TUpdateShopRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { sellerKeys } from '../../../lib/seller-dashboard/api/keys';

/** Saves shop details and booking rules (only the fields sent change). */
export const updateShop = apiWrite(calls.sellerShop.updateShop);

/** Saves a shop: its cached details take the answer, the shop list refreshes. */
export function useUpdateShop(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateShopRequest) => updateShop({ params: { sellerId, shopId }, body }),
    onSuccess: (shop) => {
      // The answer lacks the parts the details page asked for (country), so it merges.
      queryClient.setQueryData(sellerKeys.shop(sellerId, shopId), (old: TSellerShop | undefined) =>
        old ? { ...old, ...shop } : shop,
      );
      void queryClient.invalidateQueries({ queryKey: sellerKeys.shops(sellerId), exact: true });
    },
  });
}
