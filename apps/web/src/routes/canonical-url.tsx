import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { syncCanonicalUrl } from '../lib/use-page-title';

/**
 * Keeps `link[rel=canonical]` and `og:url` on the current page after client-side navigation
 * (index.html only knows the page it was served for). `/shop/x` is an alias of `/p/x`; an area
 * with canonical addresses of its own (the LINE area) maps its paths with `canonicalPath`.
 */
export function CanonicalUrl({ canonicalPath }: { canonicalPath?: (pathname: string) => string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    syncCanonicalUrl(
      canonicalPath ? canonicalPath(pathname) : pathname.replace(/^\/shop\//, '/p/'),
    );
  }, [pathname, canonicalPath]);
  return null;
}
