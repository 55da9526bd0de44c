/* global document, addEventListener, removeEventListener, MutationObserver, Element, HTMLFormElement */
/**
 * Starts the app on a server-rendered page (decision 010, issue 11). The page is on screen and
 * its links work before any script runs. Once the page has loaded, the entry and the page's
 * chunks are fetched (not run), so on a phone network they never take the bandwidth the
 * stylesheets and the page's images need for the first paint.
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
  let loaded = document.readyState === 'complete';
  let wanted = boot.dataset.start !== 'intent';

  if (!wanted) {
    try {
      for (let i = 0; i < localStorage.length; i += 1) {
        if (localStorage.key(i)?.startsWith('haoyue:')) wanted = true;
      }
    } catch {
      // Storage refused (private mode, some in-app browsers): nothing stored to show.
    }
  }

  let started = false;
  const start = () => {
    if (started || !loaded || !wanted) return;
    started = true;
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = boot.dataset.entry ?? '';
    document.head.append(entry);
  };

  // Fetched after load, to run now (`modulepreload`: also compiled at once) or on intent
  // (`prefetch`: only into the HTTP cache, so a visitor who only reads pays no compile).
  const preload = () => {
    const rel = wanted ? 'modulepreload' : 'prefetch';
    for (const href of [boot.dataset.entry ?? '', ...(boot.dataset.preload ?? '').split(' ')]) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = rel;
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
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

  // A button, tab, switch or form sent before the app runs would do nothing: hold it and replay
  // it once React has taken the page over. Plain links navigate as they are (pages are served).
  const held = [];
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

  const onLoad = () => {
    loaded = true;
    preload();
    start();
  };
  if (loaded) onLoad();
  else addEventListener('load', onLoad, { once: true });
})();
