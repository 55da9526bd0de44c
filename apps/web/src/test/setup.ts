// Vitest setup of the web component tests (project web-components, jsdom): jest-dom's matchers
// and the browser APIs Mantine reads that jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

/** `(min-width: 48em)` and the like, answered from window.innerWidth (a test sets it to 390). */
function matches(query: string): boolean {
  const px = (value: string, unit: string) => Number(value) * (unit === 'em' ? 16 : 1);
  const min = /min-width:\s*([\d.]+)(px|em)/.exec(query);
  const max = /max-width:\s*([\d.]+)(px|em)/.exec(query);
  if (min && window.innerWidth < px(min[1]!, min[2]!)) return false;
  if (max && window.innerWidth > px(max[1]!, max[2]!)) return false;
  return Boolean(min || max);
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};

/** `document.fonts` (a FontFaceSet): an autosize Textarea re-measures when fonts finish loading. */
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
