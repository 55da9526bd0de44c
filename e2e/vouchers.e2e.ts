import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { zoneDate } from './api';
import { newSignedInPage, useBrowser } from './browser';
import { actAfterVisitBegins, twoHoursAfter } from './visit-time';
import { ACCOUNTS, tokenOf } from './accounts';
import { baseURL } from './server';
import { sellerOrder, serviceFreeDays, shopService } from './demo-shop';
import { addVoucherTemplate } from './member-items';

const browser = useBrowser();

const SLUG = 'lumiere-daan';
const SHOP_ZONE = 'Asia/Taipei';
const run = Date.now().toString(36).slice(-5);

/** 光點髮藝 (seller 1): a walk-in customer's 洗剪吹 at 大安店, booked by the owner through the API. */
async function walkInBooking(ownerToken: string, name: string) {
  const { shop, service } = await shopService(SLUG, '洗剪吹');
  const days = await serviceFreeDays(
    { shop, service },
    zoneDate(SHOP_ZONE, 8),
    zoneDate(SHOP_ZONE, 14),
  );
  const day = days.find((d) => d.times.length > 0);
  if (!day) throw new Error(`no free time at ${SLUG}`);
  const slot = day.times[Math.floor(day.times.length / 2)]!;
  const order = await sellerOrder<{ id: number; customerId: number; sellerId: number }>(
    ownerToken,
    shop,
    service.id,
    slot,
    { displayName: name },
  );
  return { order, date: day.date, startTime: slot.startTime };
}

const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= 390);

describe('vouchers (套票) at phone size', () => {
  it("the owner creates a template, sells it, completes the customer's booking with a session", async () => {
    const ownerToken = await tokenOf(ACCOUNTS.hairOwner);
    const customerName = `E2E 套票客 ${run}`;
    const { order, date, startTime } = await walkInBooking(ownerToken, customerName);
    const page = await newSignedInPage(browser(), ownerToken, 'phone');

    // A template covering 洗剪吹 at every branch: 3 sessions for NT$2,000.
    const templateName = `E2E 洗剪吹 3 次 ${run}`;
    await page.goto(`${baseURL}/dashboard/voucher-templates`);
    await page.getByRole('heading', { name: '套票方案' }).first().waitFor();
    await addVoucherTemplate(page, templateName, '3', '2000');
    const row = page.getByTestId('voucher-template-row').filter({ hasText: templateName });
    await row.waitFor();
    expect(await row.innerText()).toContain('3 次・NT$2,000');
    expect(await fitsPhone(page)).toBe(true);

    // Sold to the customer on her record.
    await page.goto(`${baseURL}/dashboard/customers/${order.customerId}`);
    await page.getByTestId('customer-vouchers').waitFor();
    await page.getByTestId('voucher-sell-open').click();
    const sell = page.getByTestId('voucher-sell-dialog');
    await sell.getByTestId('voucher-sell-template').click();
    await page.getByRole('option', { name: new RegExp(templateName) }).click();
    await sell.getByTestId('voucher-sell-confirm').click();
    await sell.waitFor({ state: 'hidden' });
    const card = page.getByTestId('voucher-card').filter({ hasText: templateName });
    await card.waitFor();
    expect(await card.getByTestId('voucher-sessions').innerText()).toBe('剩 3／3 次');
    expect(await fitsPhone(page)).toBe(true);

    // The calendar offers 使用套票 when completing her booking, once the visit has begun.
    await actAfterVisitBegins(page, twoHoursAfter(startTime));
    await page.goto(`${baseURL}/dashboard/calendar?date=${date}&order=${order.id}`);
    const drawer = page.getByTestId('calendar-order');
    await drawer.waitFor();
    const use = drawer.getByTestId('calendar-voucher-use').first();
    await use.waitFor();
    await use.getByTestId('calendar-voucher-use-check').check();
    await drawer.getByTestId('calendar-complete').click();
    await expect.poll(() => page.getByTestId('calendar-order-status').innerText()).toBe('已完成');

    // One session fewer on her record.
    await page.goto(`${baseURL}/dashboard/customers/${order.customerId}`);
    const after = page.getByTestId('voucher-card').filter({ hasText: templateName });
    await after.waitFor();
    await expect.poll(() => after.getByTestId('voucher-sessions').innerText()).toBe('剩 2／3 次');
    await after.getByTestId('voucher-history-toggle').click();
    const history = after.getByTestId('voucher-history');
    await history.waitFor();
    expect(await history.innerText()).toContain('使用 -1 次（剩 2 次）');
    expect(await fitsPhone(page)).toBe(true);
    await page.close();
  });
});
