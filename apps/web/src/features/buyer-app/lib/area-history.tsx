import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

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
 * Follows the history entries the area's pages make while its layout stays mounted, by their
 * location keys: the entry the webview opened on, each one pushed since, and where a back or
 * forward lands among them. Going back is a history back only to one of those (never out of the
 * area, to a page the webview was not showing it in); from the first entry the back control
 * takes an in-area destination instead. Effects only: the server renders no previous page.
 */
export function useAreaHistoryState(): AreaHistory {
  const location = useLocation();
  const navigationType = useNavigationType();
  const seen = useRef<{ entries: { key: string; path: string }[]; at: number }>({
    entries: [],
    at: -1,
  });
  const [previous, setPrevious] = useState<string | null>(null);
  const [notice, setNotice] = useState<AreaHistory['notice']>(null);

  useEffect(() => {
    const entry = { key: location.key, path: `${location.pathname}${location.search}` };
    const s = seen.current;
    const known = s.entries.findIndex((e) => e.key === entry.key);
    if (known >= 0) {
      s.at = known; // back or forward to an entry of the area
    } else if (s.at >= 0 && navigationType === 'PUSH') {
      s.entries = [...s.entries.slice(0, s.at + 1), entry];
      s.at += 1;
    } else if (s.at >= 0 && navigationType === 'REPLACE') {
      s.entries[s.at] = entry;
    } else {
      // The first page, or a step back before it (or a reload): the area starts here.
      s.entries = [entry];
      s.at = 0;
    }
    setPrevious(s.at > 0 ? s.entries[s.at - 1]!.path : null);
  }, [location.key, location.pathname, location.search, navigationType]);

  return useMemo(() => ({ previous, notice, setNotice }), [previous, notice]);
}

/** Provides the area's history (the buyer-app layout) to its pages. */
export const AreaHistoryProvider = AreaHistoryContext.Provider;

/** The buyer app area's history, as its layout follows it. */
export function useAreaHistory(): AreaHistory {
  return useContext(AreaHistoryContext);
}
