import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON block a server-rendered page carries for hydration. */
export const SSR_DATA_ID = 'ssr-data';

/** What a server render hands to the browser: the answers the page was rendered with. */
export interface SsrData {
  queries: DehydratedState;
  /**
   * Where the server placed a first visit by its address (its country's main city), when it
   * could; the page was rendered from there.
   */
  place?: { longitude: number; latitude: number; countryCode: string };
}

/**
 * The JSON block for the page. A data block (`type="application/json"`) never runs, so the
 * Content-Security-Policy (`script-src 'self'`) stays strict; `<` is escaped so no text in the
 * data can close the element.
 */
export function ssrDataScript(data: SsrData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SSR_DATA_ID}">${json}</script>`;
}

/** Reads the block back in the browser; null on a page that was not server-rendered. */
export function readSsrData(): SsrData | null {
  const element = document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrData;
  } catch {
    return null;
  }
}
