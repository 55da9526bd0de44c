import { calls, type TSellerShop } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys, type ShopParams } from './keys';

/** What bookings of a shop must prepay. */
export type PrepaymentSettings = TSellerShop['prepaymentSettings'];

/** Saves what bookings must prepay; answers with the shop. */
export async function updatePrepaymentSettings(params: ShopParams, body: PrepaymentSettings) {
  return (await apiCall(calls.sellerShop.updatePrepaymentSettings, { params, body })).data;
}

/** Saves the prepayment settings; the cached shop takes them. */
export function useUpdatePrepaymentSettings(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrepaymentSettings) =>
      updatePrepaymentSettings({ sellerId, shopId }, settings),
    onSuccess: (shop) =>
      queryClient.setQueryData(sellerKeys.shop(sellerId, shopId), (old: TSellerShop | undefined) =>
        old ? { ...old, prepaymentSettings: shop.prepaymentSettings } : shop,
      ),
  });
}
