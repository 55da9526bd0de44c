import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { bookingKeys, type DateRange } from './keys';

/** The times an order can move to, over up to 31 days (same shape as start times). */
export function getRescheduleTimes(orderId: number, range: DateRange, signal?: AbortSignal) {
  return apiData(calls.booking.findRescheduleTimes, { body: { orderId, ...range } }, signal);
}

/** Query options for {@link getRescheduleTimes} over a range (none: not fetched). */
export const rescheduleTimesQueryOptions = apiQuery(
  bookingKeys.rescheduleTimesOf,
  (orderId, range, signal) => getRescheduleTimes(orderId, range!, signal),
  (_orderId, range) => ({ enabled: range !== null, staleTime: 30_000 }),
).options;
