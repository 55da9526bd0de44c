import type { TSellerShop } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { sellerKeys, shopPath } from './keys';

/** What bookings of a shop must prepay. */
export type PrepaymentSettings = TSellerShop['prepaymentSettings'];

/** Saves what bookings must prepay; answers with the shop. */
export async function updatePrepaymentSettings(
  sellerId: number,
  shopId: number,
  settings: PrepaymentSettings,
) {
  const path = `${shopPath(sellerId, shopId)}/prepayment-settings`;
  return (await apiSend<TSellerShop>('PATCH', path, settings)).data;
}

/** Saves the prepayment settings; the cached shop takes them. */
export function useUpdatePrepaymentSettings(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrepaymentSettings) =>
      updatePrepaymentSettings(sellerId, shopId, settings),
    onSuccess: (shop) =>
      queryClient.setQueryData(sellerKeys.shop(sellerId, shopId), (old: TSellerShop | undefined) =>
        old ? { ...old, prepaymentSettings: shop.prepaymentSettings } : shop,
      ),
  });
}
