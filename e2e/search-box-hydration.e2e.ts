import { describe, expect, it } from 'vitest';
import { newContext, useBrowser } from './browser';
import { baseURL } from './server';

const browser = useBrowser();

describe('the search box keeps what was typed before the app started (issue 36 item 4)', () => {
  it('text typed, and an IME composition committed, while the page hydrates survive it', async () => {
    // A plain page (no helper touching it): the home page is server-rendered and starts its app
    // on the visitor's first key, so typing is exactly what races the hydration.
    const context = await newContext(browser(), 'phone');
    const page = await context.newPage();
    // Hold the app's scripts until the typing is done: the slow phone network, made certain.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('combobox', { name: '搜尋店家、服務或地區' });
    await box.click();
    await page.keyboard.type('nail ');
    // What an IME commits: the composed text arrives as one insertion.
    await page.keyboard.insertText('美甲');
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    expect(await box.inputValue()).toBe('nail 美甲');
    // And the search goes with it.
    await box.press('Enter');
    await page.waitForURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('nail 美甲');
    await context.close();
  });
});
