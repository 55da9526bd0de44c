import fs from 'node:fs';
import path from 'node:path';

/** A stylesheet link as Vite writes it into the template and `page-assets.ts` into a page. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w-]+\.css)">/g;

/**
 * Puts a server-rendered page's stylesheets into its head as `<style>` (decision 010, item 14):
 * the first paint then waits for the page alone, not for a second round trip on a phone network
 * (one request latency of slow 4G, ~560 ms under Lighthouse's observed throttling, before any
 * pixel). Each inlined sheet keeps its link, `disabled`, which browsers do not fetch and which
 * tells the app's chunk loader (Vite's preload helper looks for `link[href][rel="stylesheet"]`)
 * that the sheet is there, so starting the app fetches no stylesheet either.
 *
 * Only files of the build's `assets` folder are inlined, read once; one that cannot be read, or
 * whose text would end the `<style>` element early, stays a link.
 */
export function stylesheetInliner(webDistDir: string): (page: string) => string {
  const texts = new Map<string, string | null>();
  const textOf = (href: string): string | null => {
    let text = texts.get(href);
    if (text === undefined) {
      const file = path.join(webDistDir, href);
      text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      if (text !== null && /<\/style/i.test(text)) text = null;
      texts.set(href, text);
    }
    return text;
  };
  return (page) => {
    const headEnd = page.indexOf('</head>');
    if (headEnd < 0) return page;
    const head = page.slice(0, headEnd).replace(STYLESHEET_LINK, (link, href: string) => {
      const text = textOf(href);
      if (text === null) return link;
      return `<style data-href="${href}">${text}</style>${link.slice(0, -1)} disabled>`;
    });
    return head + page.slice(headEnd);
  };
}
