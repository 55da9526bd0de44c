import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForAppOnGoto } from './browser';
import { baseURL } from './server';

const browser = useBrowser();

/** The header button that opens the location menu and names the place searched around. */
const locationButton = (page: Page) =>
  page.getByRole('button', { name: /^選擇地區，目前為/ }).first();

/** A page of its own context on the search page, with the location menu open. */
async function openLocationMenu(options: BrowserContextOptions): Promise<Page> {
  const context = await browser().newContext({ locale: 'zh-TW', ...options });
  const page = waitForAppOnGoto(await context.newPage());
  await page.goto(`${baseURL}/search`);
  await locationButton(page).click();
  return page;
}

describe('location menu', () => {
  it('附近: uses the browser position, names the nearest city and searches near it', async () => {
    // Standing at Kaohsiung Arena (巨蛋), next to one demo shop and 5 km from another.
    const page = await openLocationMenu({
      viewport: { width: 390, height: 844 },
      geolocation: { longitude: 120.3024, latitude: 22.669 },
      permissions: ['geolocation'],
    });
    await page.getByRole('button', { name: '附近的店家（使用目前位置）' }).click();
    await expect.poll(() => locationButton(page).innerText()).toContain('附近');
    await page.waitForURL(/near=1/);
    const first = page.getByTestId('shop-card').first();
    await expect.poll(() => first.innerText()).toContain('睫毛研究室 高雄巨蛋店');
    const names = await page.getByTestId('shop-card').allInnerTexts();
    expect(names.some((n) => n.includes('光點髮藝 大安店'))).toBe(false); // Taipei is far away
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).toContain('120.3024');
    await page.context().close();
  });

  it('choosing a city filters the search to that city', async () => {
    const page = await openLocationMenu({ viewport: { width: 1280, height: 900 } });
    const dialog = page.getByRole('dialog');
    await dialog.getByText('台灣', { exact: true }).click();
    await dialog.getByText('中部', { exact: true }).click();
    await dialog.getByText('臺中市', { exact: true }).click();
    await dialog.getByRole('button', { name: /套用|確定|完成/ }).click();
    await page.waitForURL(/cityIds=/);
    await expect
      .poll(async () => (await page.getByTestId('shop-card').allInnerTexts()).length)
      .toBe(2);
    const names = await page.getByTestId('shop-card').allInnerTexts();
    expect(
      names.every((n) => n.includes('臺中市') || n.includes('台中') || n.includes('七期')),
    ).toBe(true);
    await page.context().close();
  });
});
