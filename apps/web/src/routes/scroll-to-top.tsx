import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top-left on every navigation, or to the `#fragment` element when there is one. */
export function ScrollToTop() {
  const { key, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [key, hash]);
  return null;
}
