import { calls, type TStartTimesRequest } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { bookingKeys } from './keys';

/** The free start times per day for services (and an operator, or any) over up to 31 days. */
export function getStartTimes(request: TStartTimesRequest, signal?: AbortSignal) {
  return apiData(calls.booking.findStartTimes, { body: request }, signal);
}

/**
 * Query options for {@link getStartTimes} over a range (none: not fetched). Times are taken all
 * day long: an answer is never trusted for long.
 */
export const startTimesQueryOptions = apiQuery(
  bookingKeys.startTimesOf,
  (request, range, signal) => getStartTimes({ ...request, ...range! }, signal),
  (_request, range) => ({ enabled: range !== null, staleTime: 30_000 }),
).options;
