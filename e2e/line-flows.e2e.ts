import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, zoneDate } from './api';
import { newPage, useBrowser } from './browser';
import { LINE_SHOP, mintLineTokens, mockLiff, newLineUserId, useLineShop } from './liff';
import { customerOrder } from './demo-shop';
import { checkPhonePage } from './phone-page';
import { tokenBySms } from './accounts';
import { baseURL } from './server';

const browser = useBrowser();

// Flows that stay inside the LINE area (/line/{sellerId}): a consent form filled from the
// order page, LINE Pay's return, and the demo LIFF mock the built server provides. 光點髮藝
// (seller 1) offers its 信義店 in the area with a NT$500 deposit and a consent form on one
// service for this file (both removed after).
const { sellerId: SELLER_ID, zone: SHOP_ZONE } = LINE_SHOP;
const run = Date.now().toString().slice(-6);
const FORM_TITLE = `E2E LINE 同意書 ${run}`;
const LINE_USER = { userId: newLineUserId(), displayName: 'LINE 流程' };
const area = (section: string) => `${baseURL}/line/${SELLER_ID}/${section}`;

const line = useLineShop();
let serviceId = 0;
let formId = 0;
let customer = '';

/** The customer's new order of the service with the form (owing the deposit), at least a week out. */
async function newOrder(daysAhead: number): Promise<{ id: number; orderKey: string }> {
  const times = await api<{ days: { date: string; times: { startTime: string }[] }[] }>(
    '/v1/bookings:start-times',
    {
      body: {
        shopId: line.shopId,
        serviceIds: [serviceId],
        startDate: zoneDate(SHOP_ZONE, daysAhead),
        endDate: zoneDate(SHOP_ZONE, daysAhead + 14),
      },
    },
  );
  const startTime = times.days.flatMap((d) => d.times)[0]!.startTime;
  const order = await customerOrder<{ id: number; orderKey: string; status: string }>(
    customer,
    { id: line.shopId },
    serviceId,
    { startTime },
    { displayName: '林流程' },
  );
  expect(order.status).toBe('AWAITING_PREPAYMENT');
  return order;
}

beforeAll(async () => {
  const groups = await api<{ services: { id: number; isBookable: boolean }[] }[]>(
    `/v1/service-groups?shopId=${line.shopId}&part=services`,
  );
  serviceId = groups.flatMap((g) => g.services).find((s) => s.isBookable)!.id;
  const form = await api<{ id: number }>(`/v1/sellers/${SELLER_ID}/consent-forms`, {
    token: line.owner,
    body: {
      title: FORM_TITLE,
      introduction: '到店前請閱讀並同意。',
      items: [
        { id: 'risk', kind: 'AGREEMENT', label: '服務須知', required: true, terms: '請準時到店。' },
      ],
      due: 'EVERY_VISIT',
      serviceIds: [serviceId],
    },
  });
  formId = form.id;
  // A customer linked to a LINE user at this seller: LIFF signs them in by the ID token.
  customer = await tokenBySms(`+886966${run}`);
  const tokens = await mintLineTokens(SELLER_ID, LINE_USER);
  await api('/v1/me/customers:link', {
    token: customer,
    body: {
      sellerId: SELLER_ID,
      lineAccessToken: tokens.accessToken,
      displayName: '林流程',
    },
  });
});

afterAll(async () => {
  // Answered, so archived rather than erased; no other test sees it offered again.
  if (formId) {
    const res = await fetch(`${baseURL}/v1/sellers/${SELLER_ID}/consent-forms/${formId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${line.owner}` },
    });
    expect(res.status).toBe(204);
  }
});

/** Every URL the page's main frame went to, in order. */
function visitedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

describe('LINE area flows (LIFF mocked, 390 px)', () => {
  it("fills the order's consent form under /line/{sellerId}/consent-form, in the LINE layout", async () => {
    const order = await newOrder(7);
    const page = await newPage(browser(), 'phone');
    await mockLiff(page, SELLER_ID, LINE_USER);
    await page.goto(area(`orders/${order.orderKey}`));
    const row = page.getByTestId('order-consent-form').filter({ hasText: FORM_TITLE });
    const fill = row.getByTestId('order-consent-fill');
    await fill.waitFor();
    expect(await fill.getAttribute('href')).toBe(
      `/line/${SELLER_ID}/consent-form?formId=${formId}&orderId=${order.id}`,
    );
    await fill.click();
    await page.waitForURL(
      new RegExp(`/line/${SELLER_ID}/consent-form\\?formId=${formId}&orderId=${order.id}$`),
    );
    // The LINE layout's header, not the site's.
    await page.getByTestId('line-area-name').waitFor();
    await page.getByTestId('consent-form').waitFor();
    expect(await page.getByTestId('consent-form-title').innerText()).toBe(FORM_TITLE);
    await checkPhonePage(page);

    await page
      .locator('[data-testid="consent-item"][data-item-id="risk"]')
      .getByRole('checkbox', { name: '我已閱讀並同意' })
      .check();
    await page.getByTestId('consent-submit').click();
    const sent = page.getByTestId('consent-sent');
    await sent.waitFor();
    expect(await sent.innerText()).toContain('同意書已送出');
    expect(await sent.getByTestId('consent-view-sent').getAttribute('href')).toMatch(
      new RegExp(`^/line/${SELLER_ID}/consent-form\\?customerId=\\d+&responseId=\\d+$`),
    );
    await checkPhonePage(page);

    // Back to the order, still in the area: filled.
    await sent.getByTestId('consent-back-to-order').click();
    await page.waitForURL(new RegExp(`/line/${SELLER_ID}/orders/${order.orderKey}$`));
    await row.and(page.locator('[data-state="FILLED"]')).waitFor();
    expect(await row.getByTestId('order-consent-state').innerText()).toBe('已填寫');
    expect(await row.getByTestId('order-consent-view').getAttribute('href')).toMatch(
      new RegExp(`^/line/${SELLER_ID}/consent-form\\?customerId=\\d+&responseId=\\d+$`),
    );

    // The area's 同意書 tab leads to the area's form page too.
    await page.getByTestId('line-area-name').click();
    await page.getByTestId('line-tab-consent-forms').click();
    await page.waitForURL(new RegExp(`/line/${SELLER_ID}/consent-forms$`));
    const filled = page.getByTestId('consent-filled').filter({ hasText: FORM_TITLE });
    await filled.waitFor();
    await filled.getByTestId('consent-filled-open').click();
    await page.waitForURL(
      new RegExp(`/line/${SELLER_ID}/consent-form\\?customerId=\\d+&responseId=\\d+$`),
    );
    await page.getByTestId('line-area-name').waitFor();
    await page.getByTestId('consent-form').waitFor();
    await page.close();
  });

  it("pays the deposit by LINE Pay and comes back into the LINE area's order page", async () => {
    const order = await newOrder(10);
    const page = await newPage(browser(), 'phone');
    await mockLiff(page, SELLER_ID, LINE_USER);
    const visited = visitedUrls(page);
    await page.goto(area(`orders/${order.orderKey}#payment`));
    await page.getByTestId('pay-line-pay').click();
    await page.waitForURL(/\/dev\/line-pay\//);
    await page.getByRole('button', { name: '付款', exact: true }).click();

    // LINE Pay sends the customer to the area's landing, which confirms and opens the order.
    await page.waitForURL(new RegExp(`/line/${SELLER_ID}/orders/${order.orderKey}#payment$`));
    await page.getByTestId('payment-notice').waitFor();
    expect(await page.getByTestId('payment-notice').innerText()).toContain('付款完成');
    await expect
      .poll(() => page.getByTestId('order-status').getAttribute('data-status'))
      .toBe('CONFIRMED');
    await page.getByTestId('line-area-name').waitFor();
    const landing = visited.find((url) => url.includes('line-pay-landing'));
    expect(landing).toBeDefined();
    expect(new URL(landing!).pathname).toBe(`/line/${SELLER_ID}/line-pay-landing`);
    expect(visited.some((url) => new URL(url).pathname === '/line-pay-landing')).toBe(false);
    await checkPhonePage(page);
    await page.close();
  });
});

describe('the demo LINE area under the built server', () => {
  it('?liffMock=1 signs in the demo LINE user with the mock the server serves', async () => {
    const page = await newPage(browser(), 'phone');
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    const mockRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/dev/liff-')) mockRequests.push(new URL(request.url()).pathname);
    });
    // No test scenario, no interception: the server's /dev/liff-demo.js and /dev/liff-mock.js.
    await page.goto(area('my-customer?liffMock=1'));
    // The demo LINE user is not linked yet: the phone login, greeting them by their LINE name.
    await page.waitForURL(new RegExp(`/line/${SELLER_ID}/login$`));
    await page.getByTestId('line-login').waitFor();
    expect(await page.getByTestId('line-login').innerText()).toContain('開發測試使用者');
    expect(await page.getByTestId('line-phone-login').isEnabled()).toBe(true);
    expect(mockRequests).toEqual(
      expect.arrayContaining(['/dev/liff-demo.js', '/dev/liff-mock.js']),
    );
    expect(cspErrors).toEqual([]);
    await checkPhonePage(page);

    // The tab keeps the mock without the parameter.
    await page.goto(area('my-customer'));
    await page.waitForURL(new RegExp(`/line/${SELLER_ID}/login$`));
    await page.getByTestId('line-login').waitFor();

    await page.close();
  });
});
