import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, zoneDate } from './api';
import { newSignedInPage, useBrowser } from './browser';
import { ACCOUNTS, tokenBySms, tokenOf } from './accounts';
import { baseURL } from './server';
import { shopService } from './demo-shop';

const browser = useBrowser();
const SLUG = 'lumiere-daan';
const ZONE = 'Asia/Taipei';

type StartTimes = {
  bookableUntil: string;
  days: { date: string; times: { startTime: string }[] }[];
};

/** The demo shop, a bookable service, and start times seen by `token` (or a visitor). */
async function demoShop() {
  const { shop, service } = await shopService(SLUG);
  const startTimes = (from: number, to: number, token?: string) =>
    api<StartTimes>('/v1/bookings:start-times', {
      token,
      body: {
        shopId: shop.id,
        serviceIds: [service.id],
        startDate: zoneDate(ZONE, from),
        endDate: zoneDate(ZONE, to),
      },
    });
  return { shopId: shop.id, service, startTimes };
}

/** Opens the booking page with the service chosen and any operator, at the time step. */
async function toTimeStep(page: Page, serviceName: string) {
  await page.goto(`${baseURL}/p/${SLUG}/booking`);
  await page.getByTestId('booking-service').filter({ hasText: serviceName }).click();
  await page.getByTestId('booking-next').click();
  await page.locator('[data-testid="booking-step"][data-step="operator"]').waitFor();
  await page.getByTestId('booking-operator').first().click(); // 不指定
  await page.locator('[data-testid="booking-step"][data-step="time"]').waitFor();
  await page.getByTestId('booking-time').first().waitFor();
}

/** Pages forward month by month as far as the calendar lets; the enabled days seen on the way. */
async function enabledDaysToTheEnd(page: Page): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 6; i++) {
    await page.getByTestId('booking-time').first().waitFor();
    const days = page.locator('[data-testid="booking-day"]:not([disabled])');
    seen.push(...(await days.evaluateAll((els) => els.map((e) => e.getAttribute('data-date')!))));
    const next = page.getByRole('button', { name: '下個月' });
    if (await next.isDisabled()) return seen;
    const shown = await page.getByTestId('booking-month').getAttribute('data-month');
    await next.click();
    await expect
      .poll(() => page.getByTestId('booking-month').getAttribute('data-month'))
      .not.toBe(shown);
  }
  return seen;
}

describe('VIP booking window', () => {
  it('a customer tagged 貴賓 books a day beyond the shop horizon; an untagged one cannot see it', async () => {
    const { service, startTimes } = await demoShop();
    const normal = await startTimes(1, 2);

    // The VIP-to-be books once (a customer record at the seller), then the owner tags them.
    const vipPhone = '+886911000301';
    const vipToken = await tokenBySms(vipPhone);
    const near = (await startTimes(5, 12)).days.find((d) => d.times.length > 0)!;
    await api('/v1/bookings:order', {
      token: vipToken,
      body: {
        shopId: (await demoShop()).shopId,
        serviceIds: [service.id],
        startTime: near.times[0]!.startTime,
        profile: { displayName: '貴賓測試' },
      },
    });
    const owner = await tokenOf(ACCOUNTS.hairOwner);
    const tags = await api<{ id: number; name: string; vipExtraDays: number | null }[]>(
      '/v1/sellers/1/customer-tags',
      { token: owner },
    );
    const vipTag = tags.find((t) => t.name === '貴賓')!;
    expect(vipTag.vipExtraDays).toBe(30);
    const records = await api<{ id: number }[]>(
      `/v1/sellers/1/customer-records?keyword=${vipPhone.slice(4)}`,
      { token: owner },
    );
    expect(records).toHaveLength(1);
    await api(`/v1/sellers/1/customer-records/${records[0]!.id}`, {
      token: owner,
      method: 'PATCH',
      body: { tagIds: [vipTag.id] },
    });

    // The VIP's calendar reaches 30 days further than a visitor's.
    const vip = await startTimes(1, 2, vipToken);
    const shift = (date: string, days: number) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    expect(vip.bookableUntil).toBe(shift(normal.bookableUntil, 30));

    const vipPage = await newSignedInPage(browser(), vipToken, 'phone');
    await toTimeStep(vipPage, service.name);
    const vipDays = await enabledDaysToTheEnd(vipPage);
    const beyond = vipDays.filter((d) => d > normal.bookableUntil);
    expect(beyond.length).toBeGreaterThan(0);
    expect(vipDays.every((d) => d <= vip.bookableUntil)).toBe(true);

    // …and books one of those days.
    const target = beyond[beyond.length - 1]!; // in the month the calendar stopped at
    const day = vipPage.locator(`[data-testid="booking-day"][data-date="${target}"]`);
    await day.click();
    await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
    const chip = vipPage.getByTestId('booking-time').first();
    const startTime = (await chip.getAttribute('data-start'))!;
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(startTime))).toBe(
      target,
    );
    await chip.click();
    await vipPage.locator('[data-testid="booking-step"][data-step="profile"]').waitFor();
    await vipPage.getByTestId('booking-next').click();
    await vipPage.locator('[data-testid="booking-step"][data-step="summary"]').waitFor();
    await vipPage.getByTestId('booking-confirm').click();
    await vipPage.getByTestId('booking-success').waitFor();
    await vipPage.close();

    // An untagged customer's calendar stops at the shop's horizon.
    const plainToken = await tokenBySms('+886911000302');
    const plainPage = await newSignedInPage(browser(), plainToken, 'phone');
    await toTimeStep(plainPage, service.name);
    const plainDays = await enabledDaysToTheEnd(plainPage);
    expect(plainDays.length).toBeGreaterThan(0);
    expect(plainDays.every((d) => d <= normal.bookableUntil)).toBe(true);
    expect(plainDays).not.toContain(target);
    await plainPage.close();
  });
});
