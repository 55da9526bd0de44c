import { calls, type TSearchSuggestion } from '@haoyue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiData, apiQuery } from '../../../lib/api-query';

/** Shop names, services, industries and cities that start with `keyword`. */
export function getSearchSuggestions(
  keyword: string,
  signal?: AbortSignal,
): Promise<TSearchSuggestion[]> {
  return apiData(calls.catalogue.listSearchSuggestions, { query: { keyword } }, signal);
}

const suggestions = apiQuery(
  (keyword: string) => ['search-suggestions', keyword],
  getSearchSuggestions,
  // Names and counts move slowly; a visitor who deletes a character and types it again asks once.
  { staleTime: 5 * 60_000 },
);

/**
 * Suggestions for what is typed; idle while nothing is. The last answer stays while the next
 * one loads, so the list does not blink away between two keys.
 */
export function useSearchSuggestions(keyword: string) {
  return useQuery({
    ...suggestions.options(keyword),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
}
