import type { TStartTimes } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { calendarKeys } from './keys';

/** What to ask the booking engine for one day. */
export interface DayTimesRequest {
  shopId: number;
  serviceIds: number[];
  operatorId: number | null;
  date: string;
}

/**
 * Free start times of one day from the public booking engine. It applies the customer's lead
 * time and horizon and books only operators open online, so the shop may also pick any grid
 * time and let the API decide.
 */
export function useDayStartTimes(sellerId: number, request: DayTimesRequest | null) {
  return useQuery({
    queryKey: calendarKeys.startTimes(sellerId, request ?? {}),
    queryFn: async ({ signal }) =>
      (
        await apiSend<TStartTimes>(
          'POST',
          '/v1/bookings:start-times',
          {
            shopId: request!.shopId,
            serviceIds: request!.serviceIds,
            operatorId: request!.operatorId,
            startDate: request!.date,
            endDate: request!.date,
          },
          { signal },
        )
      ).data,
    enabled: request !== null && request.serviceIds.length > 0,
    staleTime: 15_000,
    retry: false,
  });
}
