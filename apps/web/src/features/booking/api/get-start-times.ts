import { calls, type TStartTimesRequest } from '@haoyue/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { bookingKeys, type DateRange, type StartTimesRequest } from './keys';

/** The free start times per day for services (and an operator, or any) over up to 31 days. */
export async function getStartTimes(request: TStartTimesRequest, signal?: AbortSignal) {
  return (await apiCall(calls.booking.findStartTimes, { body: request }, { signal })).data;
}

/**
 * Query options for {@link getStartTimes} over a range (none: not fetched). Times are taken all
 * day long: an answer is never trusted for long.
 */
export const startTimesQueryOptions = (request: StartTimesRequest, range: DateRange | null) =>
  queryOptions({
    queryKey: bookingKeys.startTimesOf(request, range),
    queryFn: ({ signal }) => getStartTimes({ ...request, ...range! }, signal),
    enabled: range !== null,
    staleTime: 30_000,
  });
