import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { sellerKeys } from '../../../lib/seller-dashboard/api/keys';

/**
 * Deletes a shop, or closes it when it has past orders; refused with 409
 * E_HAS_FUTURE_BOOKINGS while bookings are due.
 */
export const deleteShop = apiWrite(calls.sellerShop.deleteShop);

/** Deletes (or closes) a shop: its cached data goes, the shop list refreshes. */
export function useDeleteShop(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shopId: number) => deleteShop({ params: { sellerId, shopId } }),
    onSuccess: (_result, shopId) => {
      queryClient.removeQueries({ queryKey: sellerKeys.shop(sellerId, shopId) });
      return queryClient.invalidateQueries({ queryKey: sellerKeys.shops(sellerId), exact: true });
    },
  });
}
