import { searchQueryString } from '../../../config/paths';

/** The filters of the search page, as read from its URL. */
export interface SearchFilters {
  keyword: string;
  industryId: number | null;
  countryId: number | null;
  cityIds: number[];
  /** Search around the visitor's coordinates instead of by city. */
  near: boolean;
  page: number;
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2147483647 ? n : null;
}

/** Reads search filters from a query string, ignoring malformed values rather than failing. */
export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  const cityIds = (params.get('cityIds') ?? '')
    .split(',')
    .map((s) => positiveInt(s.trim()))
    .filter((n): n is number => n !== null);
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    industryId: positiveInt(params.get('industryId')),
    countryId: positiveInt(params.get('countryId')),
    cityIds: [...new Set(cityIds)].slice(0, 100),
    near: params.get('near') === '1',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** Writes search filters back to a query string (with leading `?`, or empty). */
export function stringifySearchFilters(filters: SearchFilters): string {
  return searchQueryString(filters);
}

/** Whether the URL already says where to search (so stored location must not override it). */
export function hasLocationFilter(params: URLSearchParams): boolean {
  return params.has('near') || params.has('cityIds') || params.has('countryId');
}
