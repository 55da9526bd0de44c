import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { ACCOUNTS, signUpBySms, tokenOf } from './accounts';
import { baseURL } from './server';
import { sellerOrder, serviceFreeDays, shopService } from './demo-shop';

const browser = useBrowser();

/** The demo's public shops in 臺北市 (森呼吸 霧眉工作室 is still under review). */
const TAIPEI_SHOPS = [
  '光點髮藝 大安店',
  '光點髮藝 信義店',
  '指尖美學 台北中山店',
  '森呼吸 SPA 敦南會館',
];

/** The search page's cards once it has answered: each card's name and whether it is in Taipei. */
async function results(page: Page): Promise<{ name: string; taipei: boolean }[]> {
  await expect.poll(() => page.getByTestId('result-count').innerText()).toMatch(/共 \d+ 間店家/);
  const total = Number(/共 (\d+)/.exec(await page.getByTestId('result-count').innerText())![1]);
  const cards = page.getByTestId('shop-card');
  await expect.poll(() => cards.count()).toBe(Math.min(total, 20));
  return Promise.all(
    Array.from({ length: await cards.count() }, async (_, i) => ({
      name: await cards.nth(i).locator('p').first().innerText(),
      taipei: (await cards.nth(i).innerText()).includes('臺北市'),
    })),
  );
}

describe('first visit: search and shop page', () => {
  it('「台北」 and 「臺北」 find every Taipei shop first, on compact cards with price and next free time', async () => {
    const page = await newPage(browser(), 'phone');
    for (const keyword of ['台北', '臺北']) {
      await page.goto(`${baseURL}/search?keyword=${encodeURIComponent(keyword)}`);
      const found = await results(page);
      // The name itself says 台北; then every shop in 臺北市 (other tests may add some) before the
      // two that only mention 台北 in their introductions.
      expect(found[0]!.name).toBe('指尖美學 台北中山店');
      const names = found.map((r) => r.name);
      for (const name of TAIPEI_SHOPS) expect(names).toContain(name);
      const lastTaipei = found.map((r) => r.taipei).lastIndexOf(true);
      const outside = found.slice(lastTaipei + 1).map((r) => r.name);
      expect(found.slice(0, lastTaipei + 1).every((r) => r.taipei)).toBe(true);
      expect(outside.sort()).toEqual(['光點髮藝 高雄新堀江店', '森呼吸 養生館 三重店']);
    }
    const first = page.getByTestId('shop-card').first();
    expect(await first.getByTestId('shop-card-price').innerText()).toMatch(/^NT\$[\d,]+ 起$/);
    await expect
      .poll(() => first.getByTestId('shop-card-next-free').innerText())
      .toMatch(/^(最快可約 \S+|近 7 天已約滿)/);
    // Compact on a phone: at least three cards in the first screen.
    const box = await first.boundingBox();
    expect(box!.height).toBeLessThan(844 / 3);
    await page.close();
  });

  it('shop page: opening hours with today marked, and a booking bar that stays on screen', async () => {
    const page = await newPage(browser(), 'phone');
    await page.goto(`${baseURL}/p/lumiere-daan`);
    const hours = page.getByTestId('opening-hours');
    await hours.waitFor();
    expect(await hours.locator('tr').count()).toBe(7);
    expect(await hours.locator('tr[aria-current="date"]').count()).toBe(1);
    expect(await hours.locator('tr').first().innerText()).toContain('週日');
    const bar = page.getByTestId('shop-booking-bar');
    expect(await bar.innerText()).toMatch(/NT\$[\d,]+ 起/);
    await expect
      .poll(() => page.getByTestId('shop-next-free').innerText())
      .toMatch(/^(最快可約 \S+|近 7 天已約滿)/);
    // Half-way down the page, the bar is still at the bottom of the screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect
      .poll(async () => {
        const box = await bar.boundingBox();
        return box ? Math.round(box.y + box.height) : -1;
      })
      .toBeLessThanOrEqual(844);
    const box = await bar.boundingBox();
    expect(box!.y).toBeGreaterThan(844 / 2);
    await page.getByTestId('shop-sticky-book').click();
    await page.waitForURL(/\/p\/lumiere-daan\/booking/);
    await page.close();
  });
});

describe('first visit: a phone booking after sign-up', () => {
  it('the walk-in customer who signs up with his number opens his booking from the SMS link', async () => {
    // The shop books 張先生 by phone (a number nobody has signed up with yet).
    const phone = `+8869550${Date.now().toString().slice(-5)}`;
    const owner = await tokenOf(ACCOUNTS.hairOwner);
    const { shop, service } = await shopService('lumiere-daan', '洗剪吹');
    const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const days = await serviceFreeDays({ shop, service }, date, date, owner);
    const slot = days[0]!.times.at(-1)!;
    const order = await sellerOrder<{ orderKey: string; orderNumber: string }>(
      owner,
      shop,
      service.id,
      slot,
      { displayName: '張先生', phoneNumber: phone },
    );
    // His SMS links to /orders/{orderKey}: he signs up there with the same number.
    const page = await newPage(browser(), 'phone');
    await page.goto(`${baseURL}/orders/${order.orderKey}`);
    // Signed out, the page asks him to sign in on arrival.
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('手機號碼').waitFor();
    await signUpBySms(dialog, phone);
    const skip = dialog.getByTestId('password-skip');
    await skip
      .or(dialog.getByRole('button', { name: '完成' }))
      .first()
      .click();
    await dialog.waitFor({ state: 'hidden' });
    const grouped = `${order.orderNumber.slice(0, 4)}-${order.orderNumber.slice(4)}`;
    await expect.poll(() => page.locator('main').innerText()).toContain(`訂單編號 ${grouped}`);
    expect(await page.locator('main').innerText()).not.toContain('找不到這筆訂單');
    await page.close();
  });
});
