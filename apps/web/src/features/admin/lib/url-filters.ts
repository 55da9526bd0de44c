import { useSearchParams } from 'react-router';

/** How a change of the filters enters the browser's history. */
export interface UrlFiltersOptions {
  /**
   * `replace` (default): the change replaces the current entry, as a search box typing does;
   * `push`: each change is a new entry, so back steps through the filters chosen.
   */
  history?: 'replace' | 'push';
}

/**
 * An admin list's filters held in the address's query string, so a reload or going back keeps
 * them: the current values ('' when unset), the page (from 1), and `set` to change some (an
 * empty value removes it; changing a filter goes back to page 1).
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
  { history = 'replace' }: UrlFiltersOptions = {},
) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const set = (changes: Partial<Record<K | 'page', string | number | null>>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '' || value === 1) {
            next.delete(key);
          } else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: history === 'replace' },
    );
  };
  return { values, page, set };
}

/** A filter value that must be one of `allowed`: otherwise left out of the request. */
export function oneOf<T extends string>(allowed: readonly T[], value: string): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A filter value that must be a whole number from 1 (an id): otherwise left out. */
export function positiveId(value: string): number | undefined {
  return /^[1-9][0-9]*$/.test(value) ? Number(value) : undefined;
}
