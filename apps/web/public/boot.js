/* global document, addEventListener, removeEventListener, MutationObserver, Element, HTMLFormElement, requestIdleCallback */
/**
 * Starts the app on a server-rendered page (decision 010, issue 11). The page is on screen and
 * its links work before any script runs. Once the page has loaded, the entry and the page's
 * chunks are fetched (not run), one per idle moment, so on a phone network they never take the
 * bandwidth the stylesheets and the page's images need for the first paint, and no step of this
 * script holds the main thread long (Lighthouse counted its load handler as a 140 ms long task).
 *
 * When the app runs depends on the page (`data-start` on this script, written by the server):
 * - `load`: as soon as the page has loaded (pages that act at once: an order, LINE, the user's
 *   own pages);
 * - `intent`: the reading pages (home, search, a shop, its booking page): on the visitor's first
 *   touch, click, key or focus, or at load when this browser has our stored state (a session,
 *   a chosen area), which the page must show. A first visit that only reads and scrolls never
 *   runs the app's JavaScript; a tap on a button before the app runs is held and replayed once
 *   it does (`<html data-app-ready>`), so it is answered, not lost.
 */
(() => {
  const boot = document.currentScript;
  if (!boot) return;
  const html = document.documentElement;
  const entryUrl = boot.dataset.entry ?? '';
  let loaded = document.readyState === 'complete';
  let wanted = boot.dataset.start !== 'intent';

  // Each step after load is its own short task: one long task would hold the main thread (and a
  // tap) for its whole length on a slow phone, where these steps take tens of milliseconds.
  const later = (step) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(step, { timeout: 2000 })
      : setTimeout(step, 1);

  /** Stored state (a session, a chosen area) the page must show: read once, after load. */
  const hasStoredState = () => {
    try {
      for (let i = 0; i < localStorage.length; i += 1) {
        if (localStorage.key(i)?.startsWith('haoyue:')) return true;
      }
    } catch {
      // Storage refused (private mode, some in-app browsers): nothing stored to show.
    }
    return false;
  };

  // The entry and the page's chunks, fetched after load: `modulepreload` (also compiled at once)
  // when the app runs now, else `prefetch` (only into the HTTP cache, so a visitor who only
  // reads pays no compile), one link per idle moment.
  const toFetch = [entryUrl, ...(boot.dataset.preload ?? '').split(' ')].filter(Boolean);
  const fetchLink = (href, rel) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  };
  const prefetchNext = () => {
    const href = toFetch.shift();
    if (!href || wanted) return;
    fetchLink(href, 'prefetch');
    if (toFetch.length) later(prefetchNext);
  };

  // A button, tab, switch or form sent before the app runs would do nothing: hold it and replay
  // it once React has taken the page over. Plain links navigate as they are (pages are served).
  const held = [];
  const replayWhenReady = () =>
    new MutationObserver((_, observer) => {
      if (!('appReady' in html.dataset)) return;
      observer.disconnect();
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const element of held.splice(0)) {
        if (!element.isConnected) continue;
        if (element instanceof HTMLFormElement) element.requestSubmit();
        else element.click();
      }
    }).observe(html, { attributes: true, attributeFilter: ['data-app-ready'] });

  let started = false;
  const start = () => {
    if (started || !loaded || !wanted) return;
    started = true;
    replayWhenReady();
    for (const href of toFetch.splice(0)) fetchLink(href, 'modulepreload');
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = entryUrl;
    document.head.append(entry);
  };

  // The visitor means to act: run the app (now, or once the page has loaded).
  const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover'];
  const onIntent = () => {
    for (const type of INTENT) removeEventListener(type, onIntent, true);
    wanted = true;
    start();
  };
  if (!wanted) {
    for (const type of INTENT) addEventListener(type, onIntent, { capture: true, passive: true });
  }

  const CONTROL =
    'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], ' +
    '[role="checkbox"], [role="radio"], [aria-haspopup], summary, select, ' +
    'input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]';
  const hold = (event, element) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(element)) held.push(element);
    onIntent();
  };
  const onClick = (event) => {
    if ('appReady' in html.dataset) return;
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (control) hold(event, control);
  };
  const onSubmit = (event) => {
    if ('appReady' in html.dataset) return;
    if (event.target instanceof HTMLFormElement) hold(event, event.target);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  const onLoad = () => {
    loaded = true;
    if (wanted) {
      start();
      return;
    }
    // Stored state is read in a task of its own (a browser's first localStorage read loads the
    // site's whole store), at once: a returning visitor's page starts without waiting for idle.
    setTimeout(() => {
      if (hasStoredState()) onIntent();
      else later(prefetchNext);
    }, 0);
  };
  if (loaded) onLoad();
  else addEventListener('load', onLoad, { once: true });
})();
