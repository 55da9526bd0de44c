import { useEffect } from 'react';

/** The title used when a page has nothing more specific to say (same as index.html). */
export const DEFAULT_TITLE = '好約｜輕鬆管理個人與團隊的預約';

/** The meta description used when a page has none of its own (same as index.html). */
export const DEFAULT_DESCRIPTION =
  '好約讓美髮、美甲、美睫、美容 SPA 與按摩店家輕鬆管理個人與團隊的預約：24 小時線上預約、不再重複預約、LINE 通知與預付訂金，顧客一鍵找到附近的好店。';

function setMeta(selector: string, content: string) {
  document.querySelector(selector)?.setAttribute('content', content);
}

/**
 * Sets `document.title` to `{title}｜好約` (or the default title) and the meta description, so
 * tabs, history and shares made after client-side navigation describe the current page.
 */
export function usePageTitle(title?: string | null, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title}｜好約` : DEFAULT_TITLE;
    setMeta('meta[name="description"]', description ?? DEFAULT_DESCRIPTION);
  }, [title, description]);
}

/** Points `link[rel=canonical]` and `og:url` at the current page (without query or hash). */
export function syncCanonicalUrl(pathname: string): void {
  const url = `${window.location.origin}${pathname}`;
  document.querySelector('link[rel="canonical"]')?.setAttribute('href', url);
  setMeta('meta[property="og:url"]', url);
}
