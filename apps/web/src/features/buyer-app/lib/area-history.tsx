import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The history index React Router keeps in `history.state` (0 for an entry it did not make). */
function historyIndex(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

/** What the buyer app's layout knows of the history made inside the area. */
export interface AreaHistory {
  /** The page before this one (path and query), when it is one of the area's; else null. */
  previous: string | null;
  /** A confirmation to show on the page at `path` (a reschedule, on the order it moved). */
  notice: { path: string; message: string } | null;
  setNotice: (notice: { path: string; message: string } | null) => void;
}

const AreaHistoryContext = createContext<AreaHistory>({
  previous: null,
  notice: null,
  setNotice: () => undefined,
});

/**
 * Follows the history entries the area's pages make while its layout stays mounted: which entry
 * the webview opened on, and the path of each entry since. Going back is a history back only to
 * one of those (never out of the area to a page the webview was not showing it in); from the
 * first entry the back control takes an in-area destination instead. Browser-only (effects):
 * the server renders the area with no previous page.
 */
export function useAreaHistoryState(): AreaHistory {
  const location = useLocation();
  const navigationType = useNavigationType();
  const seen = useRef<{ first: number | null; paths: Map<number, string> }>({
    first: null,
    paths: new Map(),
  });
  const [previous, setPrevious] = useState<string | null>(null);
  const [notice, setNotice] = useState<AreaHistory['notice']>(null);

  useEffect(() => {
    const idx = historyIndex();
    const { paths } = seen.current;
    if (seen.current.first === null || idx < seen.current.first) seen.current.first = idx;
    // A new entry drops the ones it replaced going forward.
    if (navigationType === 'PUSH') {
      for (const known of paths.keys()) if (known > idx) paths.delete(known);
    }
    paths.set(idx, `${location.pathname}${location.search}`);
    setPrevious(idx > seen.current.first ? (paths.get(idx - 1) ?? null) : null);
  }, [location.key, location.pathname, location.search, navigationType]);

  return useMemo(() => ({ previous, notice, setNotice }), [previous, notice]);
}

/** Provides the area's history (the buyer-app layout) to its pages. */
export const AreaHistoryProvider = AreaHistoryContext.Provider;

/** The buyer app area's history, as its layout follows it. */
export function useAreaHistory(): AreaHistory {
  return useContext(AreaHistoryContext);
}
