import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, zoneDate } from './api';
import { newPage, useBrowser, newSignedInPage } from './browser';
import { ACCOUNTS, signUpBySms, tokenBySms, tokenOf } from './accounts';
import { screenshot } from './artefacts';
import { baseURL } from './server';
import { customerOrder, serviceFreeDays, shopService } from './demo-shop';

const browser = useBrowser();

const card = (page: Page, orderKey: string) =>
  page.locator(`[data-testid="my-order-card"][data-order-key="${orderKey}"]`);

/** The order keys the open tab lists, once it has loaded. */
async function listed(page: Page, tab: string): Promise<string[]> {
  await page.locator(`[data-testid="my-orders-list"][data-tab="${tab}"]`).waitFor();
  return page
    .getByTestId('my-order-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-order-key') ?? ''));
}

describe('我的預約 and the booking sign-up', () => {
  it('lists orders by tab, cancels one from its card with a confirmation', async () => {
    const token = await tokenBySms('+886911000201');
    const { shop, service } = await shopService('lumiere-daan');
    const days = await serviceFreeDays(
      { shop, service },
      zoneDate('Asia/Taipei', 5),
      zoneDate('Asia/Taipei', 12),
    );
    // Four visits on four days, well outside the shop's cut-offs.
    const starts = days
      .filter((d) => d.times.length > 0)
      .slice(0, 4)
      .map((d) => d.times[0]!.startTime);
    expect(starts).toHaveLength(4);
    const [kept, toCancel, cancelled, completed] = await Promise.all(
      starts.map((startTime) =>
        customerOrder<{ id: number; orderKey: string }>(
          token,
          shop,
          service.id,
          { startTime },
          { displayName: '許 E2E' },
        ),
      ),
    );
    await api('/v1/orders:cancel', { token, body: { orderId: cancelled!.id } });
    const owner = await tokenOf(ACCOUNTS.hairOwner);
    // Done once the visit has begun: this request runs two hours after its start.
    await api(`/v1/sellers/1/orders/${completed!.id}:complete`, {
      token: owner,
      method: 'POST',
      devNow: new Date(Date.parse(starts[3]!) + 2 * 3_600_000).toISOString(),
    });

    const page = await newSignedInPage(browser(), token);
    await page.goto(`${baseURL}/`);
    // 我的預約 is the user menu's first item.
    await page.getByTestId('user-menu').click();
    const items = page.getByRole('menuitem');
    expect(await items.first().innerText()).toBe('我的預約');
    await items.first().click();
    await page.waitForURL(`${baseURL}/user/orders`);

    expect(await listed(page, 'upcoming')).toEqual([kept!.orderKey, toCancel!.orderKey]);
    const first = card(page, kept!.orderKey);
    expect(await first.getByTestId('my-order-number').innerText()).toMatch(
      /^[2-9A-HJ-KM-NP-Z]{4}-[2-9A-HJ-KM-NP-Z]{4}$/,
    );
    expect(await first.getByTestId('my-order-services').innerText()).toContain(service.name);
    expect(await first.innerText()).toContain('光點髮藝 大安店');
    expect(await first.innerText()).toContain('NT$');
    expect(await first.getByTestId('order-status').innerText()).toBe('已確認');
    expect(await first.getByTestId('my-order-time').getAttribute('href')).toBe(
      `/orders/${kept!.orderKey}`,
    );

    await page.getByTestId('my-orders-tab-past').click();
    expect(await listed(page, 'past')).toEqual([completed!.orderKey]);
    const done = card(page, completed!.orderKey);
    expect(await done.getByTestId('order-status').innerText()).toBe('已完成');
    expect(await done.getByTestId('my-order-cancel').count()).toBe(0);
    await page.getByTestId('my-orders-tab-cancelled').click();
    expect(await listed(page, 'cancelled')).toEqual([cancelled!.orderKey]);

    // Cancel from the list: the order page's dialog, a confirmation, and it moves tabs.
    await page.getByTestId('my-orders-tab-upcoming').click();
    await card(page, toCancel!.orderKey).getByTestId('my-order-cancel').click();
    await page.getByTestId('cancel-reason').fill('改天再來');
    await page.getByTestId('order-cancel-confirm').click();
    const notice = page.getByTestId('action-notice');
    await notice.waitFor();
    expect(await notice.getAttribute('role')).toBe('status');
    expect(await notice.innerText()).toContain('已取消');
    await expect.poll(() => listed(page, 'upcoming')).toEqual([kept!.orderKey]);
    await page.getByTestId('my-orders-tab-cancelled').click();
    await expect
      .poll(() => listed(page, 'cancelled'))
      .toEqual(expect.arrayContaining([toCancel!.orderKey, cancelled!.orderKey]));
    expect(page.url()).toBe(`${baseURL}/user/orders?tab=cancelled`);
    await page.close();
  });

  it('with no orders, each tab leads to the search', async () => {
    const page = await newSignedInPage(browser(), await tokenBySms('+886911000202'));
    await page.goto(`${baseURL}/user/orders`);
    const search = page.getByTestId('my-orders-search');
    await search.waitFor();
    expect(await page.getByText('目前沒有即將到來的預約').count()).toBe(1);
    await search.click();
    await page.waitForURL(`${baseURL}/search`);
    await page.close();
  });

  it('a guest books inside the cut-off: warned, signs up once by SMS, the profile gets the name', async () => {
    // Glow Nail: cancel and reschedule close 24 hours before the start.
    const zone = 'Asia/Hong_Kong';
    const page = await newPage(browser(), 'phone');
    await page.goto(`${baseURL}/p/glow-nail-causeway-bay/booking`);
    await page.getByTestId('booking-service').first().click();
    await page.getByTestId('booking-next').click();
    await page.getByTestId('booking-operator').first().click(); // 不指定

    // The earliest free time, within the next 24 hours (the shop opens every day).
    const limit = Date.now() + 24 * 3600_000;
    let chosen: string | null = null;
    for (let i = 0; i < 2 && !chosen; i++) {
      await page.getByTestId('booking-time').first().waitFor();
      const day = page.locator(
        `[data-testid="booking-day"][data-date="${zoneDate(zone, i)}"]:not([disabled])`,
      );
      if ((await day.count()) === 0) continue;
      await day.click();
      await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
      const chip = page.getByTestId('booking-time').first();
      const start = (await chip.getAttribute('data-start'))!;
      if (Date.parse(start) < limit) {
        chosen = start;
        await chip.click();
      }
    }
    expect(chosen).not.toBeNull();

    await page.locator('[data-testid="booking-step"][data-step="profile"]').waitFor();
    await page.getByTestId('booking-field-displayName').fill('林書妤');
    await page.getByTestId('booking-field-gender').selectOption('FEMALE');
    // The phone is not asked twice: the sign-in at confirm gives it.
    expect(await page.getByTestId('booking-field-phoneNumber').count()).toBe(0);
    await page.getByTestId('booking-next').click();

    const warning = page.getByTestId('booking-cutoff-warning');
    await warning.waitFor();
    await screenshot(page, 'walk-1-guest-summary-390');
    expect(await warning.innerText()).toContain('此預約距離開始不到 24 小時');
    expect(await warning.innerText()).toContain('無法線上取消或改期');

    await page.getByTestId('booking-confirm').click();
    const dialog = page.getByRole('dialog');
    await screenshot(page, 'walk-1-guest-sign-in-390');
    await signUpBySms(dialog, '+886911000203');
    // Signed in: the password can wait, and no welcome interrupts the booking.
    await dialog.getByTestId('password-skip').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText('可以開始收藏喜歡的店家').count()).toBe(0);

    const success = page.getByTestId('booking-success');
    await success.waitFor();
    // The empty account took the name typed into the booking form.
    await expect.poll(() => page.getByTestId('user-menu').innerText()).toContain('林書妤');
    await screenshot(page, 'walk-1-guest-success-390');
    // Add to calendar: Google Calendar or the file, confirmed on screen.
    const google = success.getByTestId('order-google-calendar');
    expect(await google.getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=.+&dates=\d{8}T\d{6}Z\/\d{8}T\d{6}Z&/,
    );
    await success.getByTestId('order-add-to-calendar').click();
    expect(await success.getByTestId('calendar-notice').innerText()).toContain('.ics');
    await page.close();
  });
});
