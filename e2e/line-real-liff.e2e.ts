import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './browser';

const baseURL = inject('baseURL');
const browser = useBrowser();

describe('the LINE area with a real (non-mock) LIFF id (issue 36 item 2)', () => {
  it('starts LINE’s own SDK without one Content-Security-Policy refusal', async () => {
    const page = await newPage(browser(), 'phone');
    const refused: string[] = [];
    // Reported by the page, kept here: survives the SDK sending the page elsewhere.
    await page.exposeBinding('reportCspViolation', (_source, text: string) => {
      refused.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (t: string) => void })
          .reportCspViolation;
        void report(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    // 光點髮藝 (seller 1) has demo LINE settings with a LIFF id of its own; without ?liffMock the
    // page runs @line/liff itself, which, with no network here, fails for want of LINE — never
    // because our policy refused what it loads.
    await page.goto(`${baseURL}/line/1`, { waitUntil: 'domcontentloaded' });
    await page
      .locator(
        '[data-testid="line-failed"], [data-testid="line-login-required"], [data-testid="line-area-name"]',
      )
      .first()
      .waitFor({ timeout: 30_000 });
    // Late loads (the SDK's extension script, its translations) have had their chance.
    await page.waitForTimeout(1000);
    expect(refused).toEqual([]);
    await page.context().close();
  });
});
