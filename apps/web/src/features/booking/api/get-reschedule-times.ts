import type { TStartTimes } from '@haoyue/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { bookingKeys, type DateRange } from './keys';

/** The times an order can move to, over up to 31 days (same shape as start times). */
export async function getRescheduleTimes(
  orderId: number,
  range: DateRange,
  signal?: AbortSignal,
): Promise<TStartTimes> {
  return (
    await apiSend<TStartTimes>(
      'POST',
      '/v1/orders:reschedule-times',
      { orderId, ...range },
      { signal },
    )
  ).data;
}

/** Query options for {@link getRescheduleTimes} over a range (none: not fetched). */
export const rescheduleTimesQueryOptions = (orderId: number, range: DateRange | null) =>
  queryOptions({
    queryKey: bookingKeys.rescheduleTimesOf(orderId, range),
    queryFn: ({ signal }) => getRescheduleTimes(orderId, range!, signal),
    enabled: range !== null,
    staleTime: 30_000,
  });
