import type { TSellerShop, TSpecialDay, TWeeklyHours } from '@haoyue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/http';
import { sellerKeys, shopPath } from './keys';

/** Weekly opening hours (Sunday first) and the special days from today on. */
export interface ShopSchedule {
  weeklyHours: TWeeklyHours;
  specialDays: TSpecialDay[];
}

/** A shop's opening hours. */
export function useShopSchedule(sellerId: number, shopId: number) {
  return useQuery({
    queryKey: sellerKeys.schedule(sellerId, shopId),
    queryFn: async ({ signal }) =>
      (await apiGet<ShopSchedule>(`${shopPath(sellerId, shopId)}/schedule`, undefined, { signal }))
        .data,
  });
}

function useScheduleWrite<V>(
  sellerId: number,
  shopId: number,
  send: (v: V) => Promise<ShopSchedule>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (schedule) =>
      queryClient.setQueryData(sellerKeys.schedule(sellerId, shopId), schedule),
  });
}

/** Replaces the weekly opening hours. */
export function usePutWeeklyHours(sellerId: number, shopId: number) {
  return useScheduleWrite(
    sellerId,
    shopId,
    async (weeklyHours: TWeeklyHours) =>
      (
        await apiSend<ShopSchedule>('PUT', `${shopPath(sellerId, shopId)}/weekly-hours`, {
          weeklyHours,
        })
      ).data,
  );
}

/** Sets special hours (or a closed day, with no ranges) on a date. */
export function usePutSpecialDay(sellerId: number, shopId: number) {
  return useScheduleWrite(
    sellerId,
    shopId,
    async (day: TSpecialDay) =>
      (
        await apiSend<ShopSchedule>(
          'PUT',
          `${shopPath(sellerId, shopId)}/special-days/${day.date}`,
          day,
        )
      ).data,
  );
}

/** Removes a special day: the weekly hours apply again. */
export function useDeleteSpecialDay(sellerId: number, shopId: number) {
  return useScheduleWrite(
    sellerId,
    shopId,
    async (date: string) =>
      (await apiSend<ShopSchedule>('DELETE', `${shopPath(sellerId, shopId)}/special-days/${date}`))
        .data,
  );
}

/** Saves what bookings must prepay. */
export function useUpdatePrepaymentSettings(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: TSellerShop['prepaymentSettings']) =>
      (
        await apiSend<TSellerShop>(
          'PATCH',
          `${shopPath(sellerId, shopId)}/prepayment-settings`,
          settings,
        )
      ).data,
    onSuccess: (shop) =>
      queryClient.setQueryData(sellerKeys.shop(sellerId, shopId), (old: TSellerShop | undefined) =>
        old ? { ...old, prepaymentSettings: shop.prepaymentSettings } : shop,
      ),
  });
}
