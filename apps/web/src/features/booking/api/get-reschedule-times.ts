import { calls } from '@haoyue/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { bookingKeys, type DateRange } from './keys';

/** The times an order can move to, over up to 31 days (same shape as start times). */
export async function getRescheduleTimes(orderId: number, range: DateRange, signal?: AbortSignal) {
  const body = { orderId, ...range };
  return (await apiCall(calls.booking.findRescheduleTimes, { body }, { signal })).data;
}

/** Query options for {@link getRescheduleTimes} over a range (none: not fetched). */
export const rescheduleTimesQueryOptions = (orderId: number, range: DateRange | null) =>
  queryOptions({
    queryKey: bookingKeys.rescheduleTimesOf(orderId, range),
    queryFn: ({ signal }) => getRescheduleTimes(orderId, range!, signal),
    enabled: range !== null,
    staleTime: 30_000,
  });
