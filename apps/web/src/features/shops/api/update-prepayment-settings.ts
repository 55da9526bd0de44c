import { calls, type TSellerShop } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { sellerKeys } from '../../../lib/seller-dashboard/api/keys';

/** What bookings of a shop must prepay. */
export type PrepaymentSettings = TSellerShop['prepaymentSettings'];

/** Saves what bookings must prepay; answers with the shop. */
export const updatePrepaymentSettings = apiWrite(calls.sellerShop.updatePrepaymentSettings);

/** Saves the prepayment settings; the cached shop takes them. */
export function useUpdatePrepaymentSettings(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrepaymentSettings) =>
      updatePrepaymentSettings({ params: { sellerId, shopId }, body }),
    onSuccess: (shop) =>
      queryClient.setQueryData(sellerKeys.shop(sellerId, shopId), (old: TSellerShop | undefined) =>
        old ? { ...old, prepaymentSettings: shop.prepaymentSettings } : shop,
      ),
  });
}
