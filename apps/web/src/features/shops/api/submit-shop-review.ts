import { calls, type TSellerShop } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { sellerKeys } from '../../../lib/seller-dashboard/api/keys';

/** Sends a rejected shop back for review (REJECTED → PENDING), or 409 in any other state. */
export const submitShopReview = apiWrite(calls.sellerShop.submitShopReview);

/** Resubmits a shop: its cached details take the answer, the shop list refreshes. */
export function useSubmitShopReview(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitShopReview({ params: { sellerId, shopId } }),
    onSuccess: (shop) => {
      queryClient.setQueryData(sellerKeys.shop(sellerId, shopId), (old: TSellerShop | undefined) =>
        old ? { ...old, ...shop } : shop,
      );
      void queryClient.invalidateQueries({ queryKey: sellerKeys.shops(sellerId), exact: true });
    },
  });
}
