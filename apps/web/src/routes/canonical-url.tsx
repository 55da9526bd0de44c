import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { syncCanonicalUrl } from '../lib/use-page-title';

/**
 * Keeps `link[rel=canonical]` and `og:url` on the current page after client-side navigation
 * (index.html only knows the page it was served for). `/shop/x` is an alias of `/p/x`.
 */
export function CanonicalUrl() {
  const { pathname } = useLocation();
  useEffect(() => {
    syncCanonicalUrl(pathname.replace(/^\/shop\//, '/p/'));
  }, [pathname]);
  return null;
}
