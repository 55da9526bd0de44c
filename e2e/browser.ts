import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from '../scripts/chromium.mjs';

/** Debian's Chromium, headless, with the flags this sandboxed loopback-only machine needs. */
export async function launchBrowser(executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, args: PLAYWRIGHT_ARGS });
}

export type Viewport = 'phone' | 'desktop';

/**
 * Makes `page.goto` wait, on the app's pages, until React has taken the page over
 * (`<html data-app-ready>`), so a test's steps run against the working app. A reading page
 * (home, search, a shop, its booking page) starts its app on the visitor's first touch
 * (`/boot.js`, `data-start="intent"`): the page is touched first, as a visitor would. What a
 * visitor sees before that, and a tap made then, are tested in server-render.e2e.ts.
 */
export function waitForAppOnGoto(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((await page.locator('#root').count()) > 0) {
      if ((await page.locator('script[data-start="intent"]').count()) > 0) {
        await page.dispatchEvent('html', 'pointerdown');
      }
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    }
    return response;
  };
  return page;
}

/**
 * A fresh context (no shared storage) sized like a phone or a desktop, in zh-TW. The clock is
 * Taipei's unless `timezoneId` says otherwise (a visitor abroad).
 */
export function newContext(
  browser: Browser,
  viewport: Viewport = 'phone',
  { timezoneId = 'Asia/Taipei' }: { timezoneId?: string } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: viewport === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    locale: 'zh-TW',
    timezoneId,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
}

/** A page of a fresh context (newContext) whose `goto` waits for the app (waitForAppOnGoto). */
export async function newPage(
  browser: Browser,
  viewport: Viewport = 'phone',
  options: { timezoneId?: string } = {},
): Promise<Page> {
  const context = await newContext(browser, viewport, options);
  const page = waitForAppOnGoto(await context.newPage());
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Collects the page's Content-Security-Policy violations (the DOM event, reported through the
 * console, and Chromium's own console report), from every document the page opens. Call before
 * `goto`; assert the returned list is empty at the end.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('CSP violation:') || text.includes('Content Security Policy')) {
      violations.push(`${page.url()}: ${text}`);
    }
  });
  return violations;
}

/** Launches Chromium once for the calling test file (closed after it); call at file top level. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

/**
 * Signs in through the login dialog already open on the page, with a password. A sign-in on the
 * way to something (booking, a favourite, the dashboard) closes the dialog by itself.
 */
export async function signInInDialog(page: Page, national: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('手機號碼').fill(national);
  await dialog.getByLabel('手機號碼').press('Enter');
  await dialog.getByLabel('密碼').fill(password);
  await dialog.getByLabel('密碼').press('Enter');
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Makes every document the page (or each page of the context) opens start signed in with `token`,
 * stored where the app keeps its session (`haoyue:auth:v1` in localStorage), as after a sign-in.
 */
export async function storeToken(target: Page | BrowserContext, token: string): Promise<void> {
  await target.addInitScript((t) => {
    localStorage.setItem('haoyue:auth:v1', JSON.stringify({ token: t, expiresAt: null }));
  }, token);
}

/** A fresh page whose visitor is already signed in with `token` (a returning visitor). */
export async function newSignedInPage(
  browser: Browser,
  token: string,
  viewport: Viewport = 'phone',
  options: { timezoneId?: string } = {},
): Promise<Page> {
  const page = await newPage(browser, viewport, options);
  await storeToken(page, token);
  return page;
}
