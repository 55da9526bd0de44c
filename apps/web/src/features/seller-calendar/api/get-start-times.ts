import type { TStartTimes } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { calendarKeys } from './keys';

/** What to ask the shop's free times for, for one day. */
export interface DayTimesRequest {
  shopId: number;
  serviceIds: number[];
  operatorId: number | null;
  date: string;
  /** The order being moved: its own time is not counted as busy. */
  excludeOrderId?: number;
}

/**
 * Free start times of one day as the shop sees them (`POST /v1/sellers/{id}/start-times`): no
 * customer lead time or horizon, operators and services closed to online booking included, and
 * the order being moved not counted as busy. Exactly the times the shop may book.
 */
export function useDayStartTimes(sellerId: number, request: DayTimesRequest | null) {
  return useQuery({
    queryKey: calendarKeys.startTimes(sellerId, request ?? {}),
    queryFn: async ({ signal }) =>
      (
        await apiSend<TStartTimes>(
          'POST',
          `/v1/sellers/${sellerId}/start-times`,
          {
            shopId: request!.shopId,
            serviceIds: request!.serviceIds,
            operatorId: request!.operatorId,
            startDate: request!.date,
            endDate: request!.date,
            ...(request!.excludeOrderId ? { excludeOrderId: request!.excludeOrderId } : {}),
          },
          { signal },
        )
      ).data,
    enabled: request !== null && request.serviceIds.length > 0,
    staleTime: 15_000,
    retry: false,
  });
}
