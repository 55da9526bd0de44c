import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { zoneDate, zoneTimeLabel } from './api';
import { ACCOUNTS, newPageAs, signInThroughDialog } from './accounts';
import { seriousViolations } from './axe';
import { newPage, useBrowser, waitForAppOnGoto } from './browser';
import { chooseDay, confirmAs, step } from './booking-wizard';
import { checkPhonePage } from './phone-page';
import { baseURL } from './server';

const browser = useBrowser();

const SLUG = 'lumiere-daan';
const SHOP_ZONE = 'Asia/Taipei';
const BOOKING = `/shop/${SLUG}/buyer-app-booking`;

/** The order the first test books and moves, for the tests after it. */
const order = { key: '', id: 0 };

/** The webview's page has the buyer-app bar and none of the site's header, footer or menus. */
async function expectWebviewChrome(page: Page): Promise<void> {
  await page.getByTestId('buyer-app-bar').waitFor();
  expect(await page.locator('header').count()).toBe(0);
  expect(await page.locator('footer').count()).toBe(0);
  // No location menu either (the site header's place picker), nor its home link.
  expect(await page.getByRole('button', { name: /^選擇地區/ }).count()).toBe(0);
  expect(await page.getByRole('link', { name: '好約首頁' }).count()).toBe(0);
}

const back = (page: Page) => page.getByTestId('buyer-app-back');

describe('the buyer app’s webview', () => {
  it('books at 390 px without the site header, opens the order and reschedules it in the area', async () => {
    const page = await newPageAs(browser(), ACCOUNTS.customer);
    await page.goto(`${baseURL}${BOOKING}`);
    await expectWebviewChrome(page);
    await step(page, 'services');
    expect(await page.getByTestId('buyer-app-title').innerText()).toBe('光點髮藝 大安店');
    // Opened on the booking, there is nowhere in the area to go back to: the app closes it.
    expect(await back(page).count()).toBe(0);
    await checkPhonePage(page);

    await page.getByTestId('booking-service').filter({ hasText: '洗剪吹' }).click();
    await page.getByTestId('booking-next').click();
    await step(page, 'operator');
    // A step back is the history's: the services again, still in the area.
    await back(page).click();
    await step(page, 'services');
    expect(new URL(page.url()).pathname).toBe(BOOKING);
    await page.getByTestId('booking-next').click();
    await step(page, 'operator');
    await page.getByTestId('booking-operator').first().click();
    await step(page, 'time');
    await chooseDay(page, zoneDate(SHOP_ZONE, 2));
    const time = page.getByTestId('booking-time').first();
    const startTime = (await time.getAttribute('data-start'))!;
    await time.click();
    await confirmAs(page, ACCOUNTS.customer.name);

    const success = page.getByTestId('booking-success');
    await success.waitFor();
    order.key = (await success.getAttribute('data-order-key'))!;
    await expectWebviewChrome(page);
    await page.getByTestId('booking-order-link').click();
    await page.waitForURL(`${baseURL}/buyer-app/orders/${order.key}`);
    await expectWebviewChrome(page);
    await page.getByTestId('order-status').waitFor();
    expect(await page.getByTestId('order-time').innerText()).toContain(
      zoneTimeLabel(SHOP_ZONE, startTime),
    );
    await checkPhonePage(page);

    // 更改時間 opens the area's reschedule page (by the order's id), not the site's dialog.
    await page.getByTestId('order-reschedule').click();
    await page.waitForURL(/\/buyer-app\/reschedule-order\/\d+$/);
    order.id = Number(new URL(page.url()).pathname.split('/').pop());
    await expectWebviewChrome(page);
    await page.getByRole('heading', { name: '更改預約時間', level: 1 }).waitFor();
    expect(await page.getByTestId('reschedule-dialog').innerText()).toContain('目前時間');
    await page.getByTestId('booking-time').first().waitFor();
    await checkPhonePage(page);
    // Back is the order again; and forward once more to move it.
    await back(page).click();
    await page.waitForURL(`${baseURL}/buyer-app/orders/${order.key}`);
    await page.getByTestId('order-reschedule').click();
    await page.waitForURL(`${baseURL}/buyer-app/reschedule-order/${order.id}`);

    const picker = page.getByTestId('reschedule-dialog');
    await chooseDay(picker, zoneDate(SHOP_ZONE, 3));
    const chip = picker.locator(`[data-testid="booking-time"]:not([data-start="${startTime}"])`);
    const newStart = (await chip.first().getAttribute('data-start'))!;
    await chip.first().click();
    await page.getByTestId('order-reschedule-confirm').click();

    // Done: back on the order (the history's entry, not a second one), which says so.
    await page.waitForURL(`${baseURL}/buyer-app/orders/${order.key}`);
    await page.getByTestId('buyer-app-notice').waitFor();
    await expect
      .poll(() => page.getByTestId('order-time').innerText())
      .toContain(zoneTimeLabel(SHOP_ZONE, newStart));
    await checkPhonePage(page);
    // The order came from the booking's success screen: back returns there, in the area.
    await back(page).click();
    await page.waitForURL((url) => url.pathname === BOOKING);
    await expectWebviewChrome(page);
    await page.context().close();
  });

  it('opened directly, the back control goes up in the area: reschedule → order → shop booking', async () => {
    const page = await newPageAs(browser(), ACCOUNTS.customer);
    await page.goto(`${baseURL}/buyer-app/reschedule-order/${order.id}`);
    await page.getByTestId('reschedule-dialog').waitFor();
    await back(page).click();
    await page.waitForURL(`${baseURL}/buyer-app/orders/${order.key}`);
    await page.getByTestId('order-status').waitFor();
    await back(page).click();
    await page.waitForURL(`${baseURL}${BOOKING}`);
    await step(page, 'services');
    await expectWebviewChrome(page);
    expect(await back(page).count()).toBe(0);

    // Cancelling works as on the site: the order, then 取消預約.
    await page.goto(`${baseURL}/buyer-app/orders/${order.key}`);
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('cancel-reason').fill('改用 App 預約');
    await page.getByTestId('order-cancel-confirm').click();
    await page.locator('[data-testid="order-status"][data-status="CANCELLED"]').waitFor();
    expect(await page.getByTestId('order-reschedule').count()).toBe(0);
    // A cancelled order cannot be moved: its reschedule page says so.
    await page.goto(`${baseURL}/buyer-app/reschedule-order/${order.id}`);
    await page.getByTestId('reschedule-not-allowed').waitFor();
    await checkPhonePage(page);
    await page.context().close();
  });

  it('signs in inside the webview with the login dialog, and hides another customer’s order', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseURL}/buyer-app/orders/${order.key}`);
    await expectWebviewChrome(page);
    // Signed out, the page asks on arrival with the site's own login dialog.
    await page.getByTestId('sign-in-required-login').waitFor();
    await page.getByRole('dialog').getByLabel('手機號碼').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await signInThroughDialog(page, ACCOUNTS.customer);
    await page.getByTestId('order-status').waitFor();
    expect(await page.getByTestId('order-details').getAttribute('data-order-key')).toBe(order.key);
    await page.context().close();

    const stranger = await newPageAs(browser(), ACCOUNTS.hairStaff);
    await stranger.goto(`${baseURL}/buyer-app/reschedule-order/${order.id}`);
    await stranger.getByRole('heading', { name: '找不到這筆訂單' }).waitFor();
    expect(await stranger.getByTestId('reschedule-dialog').count()).toBe(0);
    await expectWebviewChrome(stranger);
    await checkPhonePage(stranger);
    await stranger.context().close();
  });

  it('keeps the support chat whole-screen under the bar', async () => {
    const page = await newPageAs(browser(), ACCOUNTS.customer);
    await page.goto(`${baseURL}/buyer-app/support-chat`);
    await page.getByRole('heading', { name: '客服中心', level: 1 }).waitFor();
    await expectWebviewChrome(page);
    // The thread and composer fit the screen below the bar: the page itself does not scroll.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight))
      .toBeLessThanOrEqual(844);
    await page.context().close();
  });
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A phone's page with `userAgent`, whose stores answer a stand-in page (no network here). */
async function phoneWith(b: Browser, userAgent: string): Promise<Page> {
  const context = await b.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    isMobile: true,
    hasTouch: true,
    userAgent,
  });
  for (const store of ['https://apps.apple.com/**', 'https://play.google.com/**']) {
    await context.route(store, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>store</title>store' }),
    );
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

describe('the app redirect pages', () => {
  it('send an iPhone to the App Store, once: back on the page, it stays', async () => {
    const page = await phoneWith(browser(), IPHONE);
    const response = await page.goto(`${baseURL}/buyer-app-redirect`);
    // Server-rendered as the page about the app; the phone leaves once the app runs.
    expect(response!.status()).toBe(200);
    expect(await response!.text()).toContain('下載好約 App');
    await page.waitForURL(/^https:\/\/apps\.apple\.com\/tw\/search\?term=/);

    await page.goto(`${baseURL}/buyer-app-redirect`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.locator('[data-testid="app-redirect"][data-platform="ios"]').waitFor();
    await new Promise((done) => setTimeout(done, 500));
    expect(new URL(page.url()).pathname).toBe('/buyer-app-redirect');
    expect(await page.getByTestId('app-store-ios').getAttribute('href')).toMatch(
      /^https:\/\/apps\.apple\.com\//,
    );
    await checkPhonePage(page);
    await page.context().close();
  });

  it('send an Android phone to Google Play (the seller app)', async () => {
    const page = await phoneWith(browser(), ANDROID);
    await page.goto(`${baseURL}/seller-app-redirect`);
    await page.waitForURL(/^https:\/\/play\.google\.com\/store\/search\?q=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('q')!)).toBe('好約商家');
    await page.context().close();
  });

  it('show a desktop the page about the app, with both stores and the web alternative', async () => {
    for (const [path, web] of [
      ['/seller-app-redirect', '使用網頁版商家後台'],
      ['/buyer-app-redirect', '在網頁上找店家'],
    ] as const) {
      const page = waitForAppOnGoto(await (await browser().newContext()).newPage());
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${baseURL}${path}`);
      await page.locator('[data-testid="app-redirect"][data-platform="other"]').waitFor();
      await new Promise((done) => setTimeout(done, 500));
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByTestId('app-store-ios').waitFor();
      await page.getByTestId('app-store-android').waitFor();
      await page.getByRole('link', { name: web }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});
