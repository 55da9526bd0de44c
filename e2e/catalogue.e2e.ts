import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './api';
import { newPage, useBrowser, watchCspViolations } from './browser';
import { baseURL } from './server';

const browser = useBrowser();

async function open(path: string, viewport: 'phone' | 'desktop' = 'phone'): Promise<Page> {
  const page = await newPage(browser(), viewport);
  await page.goto(`${baseURL}${path}`);
  return page;
}

const cardNames = async (page: Page) => {
  await page.getByTestId('shop-card').first().waitFor();
  return page.getByTestId('shop-card').allInnerTexts();
};

/** Once the search page says it found `count` shops: the names on its `count` cards. */
async function resultNames(page: Page, count: number): Promise<string[]> {
  await expect
    .poll(() => page.getByTestId('result-count').innerText())
    .toContain(`共 ${count} 間店家`);
  const names = await cardNames(page);
  expect(names.length).toBe(count);
  return names;
}

describe('public catalogue in the browser', () => {
  it('home page: zh-TW, featured shops, keyword search leading to matching shops', async () => {
    const page = await open('/');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-Hant-TW');
    expect(await page.title()).toContain('好約');
    await page.getByTestId('shop-card').first().waitFor();
    expect(await page.getByTestId('shop-card').count()).toBeGreaterThanOrEqual(6);

    await page.getByPlaceholder('搜尋店家、服務或地區').fill('光點');
    await page.getByRole('button', { name: '搜尋', exact: true }).click();
    await page.waitForURL(/\/search\?keyword=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toContain('keyword=光點');
    // The home page's cards stay mounted until the lazy search page arrives: wait for its count.
    const names = await resultNames(page, 4);
    expect(names.every((n) => n.includes('光點髮藝'))).toBe(true);
    await page.close();
  });

  it('search by industry shows only that industry, and a link reproduces the search', async () => {
    const page = await open('/search', 'desktop');
    await page.getByTestId('industry-filter').getByText('美甲', { exact: true }).click();
    await page.waitForURL(/industryId=/);
    // Other files' shops share this database (the sign-up wizard opens a nail shop): the page
    // shows exactly the shops the API finds for that industry, the demo's among them.
    const industryId = new URL(page.url()).searchParams.get('industryId');
    const expected = await api<unknown[]>(`/v1/shops?industryId=${industryId}&perPage=50`);
    const count = expected.length;
    expect(count).toBeGreaterThanOrEqual(3);
    await expect.poll(async () => (await cardNames(page)).length).toBe(count);
    const names = await cardNames(page);
    expect(names.some((n) => n.includes('指尖美學 台中公益店'))).toBe(true);
    expect(names.some((n) => n.includes('Glow Nail 銅鑼灣'))).toBe(true);
    expect(names.some((n) => n.includes('光點'))).toBe(false);

    const again = await open(new URL(page.url()).pathname + new URL(page.url()).search);
    await expect.poll(async () => (await cardNames(again)).length).toBe(count);
    await page.close();
    await again.close();
  });

  it('a search with no match says so in zh-TW', async () => {
    const page = await open(`/search?keyword=${encodeURIComponent('不存在的店名xyz')}`);
    await page.getByText('找不到符合條件的店家').waitFor();
    await page.close();
  });

  it('shop page: photos, introduction, operators and services grouped with local prices', async () => {
    const page = await open('/search?keyword=%E5%A4%A7%E5%AE%89');
    await page.getByTestId('shop-card').filter({ hasText: '光點髮藝 大安店' }).click();
    await page.waitForURL(/\/p\/lumiere-daan$/);
    await expect.poll(() => page.locator('h1').innerText()).toBe('光點髮藝 大安店');
    expect(await page.title()).toContain('光點髮藝 大安店');
    await page.getByText('忠孝敦化站步行 3 分鐘', { exact: false }).first().waitFor();
    // The team section lies below a phone's first screen and renders once scrolled near
    // (content-visibility): look at it as a visitor would, by scrolling to it.
    const operatorList = page.getByTestId('operator-list');
    await operatorList.scrollIntoViewIfNeeded();
    await expect
      .poll(() => operatorList.innerText())
      .toSatisfy((text: string) => ['Ken', '小米', 'Rita', '阿哲'].every((n) => text.includes(n)));

    const groups = page.getByTestId('service-group');
    await groups.first().waitFor(); // the menu is its own request, after the shop header
    expect(await groups.count()).toBe(3);
    expect(await groups.locator('h3').allInnerTexts()).toEqual(['剪髮造型', '染髮', '燙髮與護髮']);
    const wash = page.getByTestId('service-item').filter({ hasText: '洗剪吹' });
    expect(await wash.getByTestId('service-price').innerText()).toBe('NT$800');
    expect(await wash.innerText()).toContain('1 小時');
    const perm = page.getByTestId('service-item').filter({ hasText: '日系質感燙' });
    expect(await perm.getByTestId('service-price').innerText()).toBe('NT$4,200');
    expect(await perm.innerText()).toContain('3 小時');
    expect(await page.locator('img[src*="lumiere-daan-cover"]').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('the same shop page answers at /shop/{urlSlug}; HK and SG shops price in HKD and SGD', async () => {
    const alias = await open('/shop/lumiere-daan');
    await expect.poll(() => alias.locator('h1').innerText()).toBe('光點髮藝 大安店');
    await alias.close();

    const hk = await open('/p/glow-nail-causeway-bay');
    await hk.getByTestId('service-price').first().waitFor();
    expect(await hk.getByTestId('service-price').first().innerText()).toMatch(/^HK\$\d/);
    await hk.close();

    const sg = await open('/p/orchard-lash-studio');
    await sg.getByTestId('service-price').first().waitFor();
    expect(await sg.getByTestId('service-price').first().innerText()).toMatch(/^S\$\d/);
    await sg.close();
  });

  it('industries page lists industries that lead to a filtered search', async () => {
    const page = await open('/industries');
    await page.getByRole('link', { name: /美睫/ }).first().click();
    await page.waitForURL(/\/search\?industryId=\d+/);
    const names = await resultNames(page, 2);
    expect(names.some((n) => n.includes('睫毛研究室'))).toBe(true);
    await page.close();
  });

  it('unknown paths and unknown shops show the not-found page', async () => {
    const cases: [string, string][] = [
      ['/this/does/not/exist', '找不到這個頁面'],
      ['/industries/no-such-industry', '找不到這個頁面'],
      ['/p/no-such-shop', '找不到這間店家'],
      ['/p/no-such-shop/booking', '找不到這間店家'],
      ['/shop/forest-brow-xinyi', '找不到這間店家'], // pending review: not public
    ];
    for (const [path, text] of cases) {
      const page = await open(path);
      await page.getByText(text).first().waitFor();
      await page.close();
    }
  });

  it('legal, style guide and marketing pages are real pages', async () => {
    const expectations: [string, string][] = [
      ['/terms-of-use', '個人資料'],
      ['/privacy-policy', '個人資料保護法'],
      ['/style-guide', 'NT$'],
      ['/landing', '預約'],
      ['/google-reserve-landing', 'Google'],
      ['/line-pay-landing', 'LINE Pay'],
    ];
    for (const [path, text] of expectations) {
      const page = await open(path, 'desktop');
      await page.locator('h1').first().waitFor();
      expect(await page.locator('main').innerText(), path).toContain(text);
      expect(await page.getByText('找不到這個頁面').count(), path).toBe(0);
      await page.close();
    }
  });

  it('every navigation scrolls back to the top-left', async () => {
    const page = await open('/', 'phone');
    await page.getByTestId('shop-card').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByTestId('shop-card').last().click();
    await page.waitForURL(/\/p\//);
    // The URL changes before the lazy shop page replaces the (also h1-bearing) home page.
    await page.getByTestId('service-group').first().waitFor();
    await expect
      .poll(() => page.evaluate(() => [window.scrollX, window.scrollY]), { timeout: 2000 })
      .toEqual([0, 0]);
    await page.close();
  });

  it('serves share tags for a shop page in the HTML itself, for LINE link previews', async () => {
    const res = await fetch(`${baseURL}/p/lumiere-daan`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>光點髮藝 大安店｜臺北市｜線上預約<\/title>/);
    expect(html).toContain(
      '<meta property="og:title" content="光點髮藝 大安店｜臺北市｜線上預約" />',
    );
    expect(html).toMatch(/<meta property="og:description" content="忠孝敦化站步行 3 分鐘。/);
    expect(html).toContain(
      `<meta property="og:image" content="${baseURL}/static/demo/shops/lumiere-daan-cover.jpg" />`,
    );
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/p/lumiere-daan" />`);
    const image = await fetch(`${baseURL}/static/demo/shops/lumiere-daan-cover.jpg`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('home, shop, booking and API explorer pages run under the strict CSP without a violation', async () => {
    const page = await newPage(browser(), 'phone');
    const violations = await watchCspViolations(page);
    const home = await page.goto(`${baseURL}/`);
    expect(home?.headers()['content-security-policy']).toContain("script-src 'self';");
    await page.getByTestId('shop-card').first().waitFor();

    await page.goto(`${baseURL}/p/lumiere-daan`);
    await page.getByTestId('service-group').first().waitFor();
    expect(await page.locator('img[src*="lumiere-daan-cover"]').count()).toBeGreaterThan(0);

    await page.getByTestId('shop-book-button').click();
    await page.locator('[data-testid="booking-step"][data-step="services"]').waitFor();
    await page.getByTestId('booking-service').first().click();
    await page.getByTestId('booking-next').click();
    await page.locator('[data-testid="booking-step"][data-step="operator"]').waitFor();
    await page.getByTestId('booking-operator').first().click();
    await page.getByTestId('booking-time').first().waitFor(); // the calendar with its times

    await page.goto(`${baseURL}/v1/docs/`);
    // Swagger UI parses the whole API description (some 200 operations) before it draws one:
    // 8 s on a phone page when both cores are busy, past the usual 15 s under heavier load.
    await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: 45_000 });
    expect(violations).toEqual([]);
    await page.close();
  });
});
