import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { newPage, storeToken } from './browser';
import { baseURL } from './server';

/**
 * The accessibility files' phone pages: one per visitor (anonymous, or signed in with a token),
 * reused from path to path. Each `goto` loads a new document, and a new page would cost a
 * renderer (half a second each). Closed after the file.
 */
export function settledPages(browser: () => Browser) {
  const visitors = new Map<string, Page>();
  /** The API calls each page has in flight (what `networkidle` waited half a second past). */
  const inFlight = new WeakMap<Page, Set<Request>>();

  async function pageAs(auth?: string): Promise<Page> {
    const key = auth ?? '';
    let page = visitors.get(key);
    if (!page || page.isClosed()) {
      page = await newPage(browser(), 'phone');
      const calls = new Set<Request>();
      inFlight.set(page, calls);
      const isCall = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());
      page.on('request', (request) => void (isCall(request) && calls.add(request)));
      page.on('requestfinished', (request) => void calls.delete(request));
      page.on('requestfailed', (request) => void calls.delete(request));
      if (auth) await storeToken(page, auth);
      visitors.set(key, page);
    }
    return page;
  }

  afterAll(async () => {
    await Promise.all([...visitors.values()].map((page) => page.context().close()));
  });

  /**
   * Opens `path` as a phone visitor (signed in with `auth` if given) and waits until it settles:
   * the app has taken the page over (`goto` waits for it, browser.ts), no API call is in flight
   * and no loading state is left, unless the page shows loaders on purpose (the style guide).
   * Loading states are announced with role="status"; the checked page is the loaded one.
   */
  return async function openSettled(path: string, auth?: string): Promise<Page> {
    const page = await pageAs(auth);
    await page.goto(`${baseURL}${path}`);
    if (path === '/style-guide') return page;
    const calls = inFlight.get(page)!;
    const unsettled = async () =>
      calls.size + (await page.locator('[role="status"][aria-label="載入中"]').count());
    await expect.poll(unsettled, { timeout: 15_000 }).toBe(0);
    return page;
  };
}
