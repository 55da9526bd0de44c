import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { calendarKeys } from '../../../lib/shop-orders/keys';

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
export function getDayStartTimes(
  sellerId: number,
  { date, excludeOrderId, ...request }: DayTimesRequest,
  signal?: AbortSignal,
) {
  const body = {
    ...request,
    startDate: date,
    endDate: date,
    ...(excludeOrderId ? { excludeOrderId } : {}),
  };
  return apiData(calls.sellerCalendar.findStartTimes, { params: { sellerId }, body }, signal);
}

const dayStartTimes = apiQuery(
  (sellerId: number, request: DayTimesRequest | null) =>
    calendarKeys.startTimes(sellerId, request ?? {}),
  (sellerId, request, signal) => getDayStartTimes(sellerId, request!, signal),
  (_sellerId, request) => ({
    enabled: request !== null && request.serviceIds.length > 0,
    staleTime: 15_000,
    retry: false,
  }),
);

/**
 * Query options for {@link getDayStartTimes}; nothing is asked until services are chosen, and a
 * refusal is shown, not retried.
 */
export const dayStartTimesQueryOptions = dayStartTimes.options;

/** The shop's free times of a day. */
export const useDayStartTimes = dayStartTimes.use;
