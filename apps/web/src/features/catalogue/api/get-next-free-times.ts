import { calls, type TNextFreeTime } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';

/**
 * Each shop's next free start time (for cards). A plain array, as every query's data is: the
 * server render hands it to the page as JSON.
 */
export async function getNextFreeTimes(
  shopIds: readonly number[],
  signal?: AbortSignal,
): Promise<TNextFreeTime[]> {
  if (shopIds.length === 0) return [];
  return apiData(calls.booking.findNextFreeTimes, { query: { shopIds: [...shopIds] } }, signal);
}

const nextFreeTimes = apiQuery(
  (shopIds: readonly number[]) => ['next-free-times', ...shopIds],
  getNextFreeTimes,
  // Free times change as people book: a minute old is fresh enough for a list.
  { staleTime: 60_000 },
);

/** The next free start of each shop on a page of results (client-side, after the cards). */
export const useNextFreeTimes = nextFreeTimes.use;
