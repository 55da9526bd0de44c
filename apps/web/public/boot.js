/* global document, addEventListener */
/**
 * Starts the app on a server-rendered page (decision 010, issue 11). The page is on screen and
 * its links work before any script runs; its scripts (React, the page's chunks) are fetched once
 * the page has loaded, so on a phone network they do not take the bandwidth the stylesheets and
 * the page's images need for the first paint. The server writes this script's tag with the
 * entry (`data-entry`) and the page's chunks (`data-preload`, space-separated) in place of the
 * entry's own `<script type="module">`.
 */
(() => {
  const boot = document.currentScript;
  if (!boot) return;
  const start = () => {
    for (const href of (boot.dataset.preload ?? '').split(' ')) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = boot.dataset.entry ?? '';
    document.head.append(entry);
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
})();
