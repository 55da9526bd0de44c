import type { TStartTimes, TStartTimesRequest } from '@haoyue/contracts';
import { apiSend } from '../../../lib/http';

/** Query key prefix of every availability answer: a booking made anywhere makes them stale. */
export const startTimesKey = ['start-times'] as const;

/** The free start times per day for services (and an operator, or any) over up to 31 days. */
export async function getStartTimes(
  request: TStartTimesRequest,
  signal?: AbortSignal,
): Promise<TStartTimes> {
  return (await apiSend<TStartTimes>('POST', '/v1/bookings:start-times', request, { signal })).data;
}
