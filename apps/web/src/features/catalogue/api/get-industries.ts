import { calls, type TIndustry } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';

/** Fetches all industries with their shop counts, in display order. */
export async function getIndustries(signal?: AbortSignal): Promise<TIndustry[]> {
  const industries = await apiData(
    calls.catalogue.listIndustries,
    { query: { part: ['shopCount'] } },
    signal,
  );
  return [...industries].sort((a, b) => a.position - b.position);
}

// Industries almost never change.
const industries = apiQuery(() => ['industries'], getIndustries, { staleTime: 10 * 60_000 });

/** Query options for {@link getIndustries}. */
export const industriesQueryOptions = industries.options;

/** All industries (美髮, 美甲, ...) with shop counts. */
export const useIndustries = industries.use;
