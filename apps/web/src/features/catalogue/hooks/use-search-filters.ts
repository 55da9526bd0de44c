import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseSearchFilters,
  stringifySearchFilters,
  type SearchFilters,
} from '../lib/search-filters';

/** Options of a filter update. */
export interface UpdateOptions {
  /** Replace the history entry instead of pushing one (for corrections, not user choices). */
  replace?: boolean;
}

/** The search page's filters, kept in the URL so any search can be shared as a link. */
export function useSearchFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseSearchFilters(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<SearchFilters>, options: UpdateOptions = {}) => {
      // Any new filter starts again from the first page.
      const next = { ...filters, page: 1, ...patch };
      setSearchParams(new URLSearchParams(stringifySearchFilters(next)), {
        replace: options.replace,
      });
    },
    [filters, setSearchParams],
  );

  return { filters, searchParams, update };
}
