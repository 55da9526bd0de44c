import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, zoneDate } from './api';
import { seriousViolations } from './axe';
import { newPage, useBrowser } from './browser';
import { ACCOUNTS, newPageAs, signUpBySms, tokenBySms } from './accounts';
import { chooseDay, confirmAs, step } from './booking-wizard';
import { chooseShop } from './dashboard';
import { customerOrder, freeDays, shopBySlug } from './demo-shop';
import { checkPhonePage } from './phone-page';
import { baseURL } from './server';

const browser = useBrowser();

// 指尖美學 台北中山店: enrolled in Reserve with Google and approved in the demo seed, no deposit.
const SLUG = 'fingertip-zhongshan';
const SHOP_NAME = '指尖美學 台北中山店';
const SHOP_ZONE = 'Asia/Taipei';
const run = Date.now().toString().slice(-7);
/** The Google user's new number, and the ordinary online customer's. */
const GOOGLE_PHONE = `+88695${run}`;
const ONLINE_PHONE = `+88696${run}`;
/** The booking server's development Basic auth pair (config.ts). */
const RWG_AUTH = `Basic ${Buffer.from('rwg-partner:rwg-development-secret').toString('base64')}`;

/** The shop's first bookable service, with its length (Google books a slot of that length). */
async function firstService(shopId: number) {
  const groups = await api<
    { services: { id: number; name: string; isBookable: boolean; durationMinutes: number }[] }[]
  >(`/v1/service-groups?shopId=${shopId}&part=services`);
  const service = groups.flatMap((g) => g.services).find((s) => s.isBookable);
  if (!service) throw new Error(`no bookable service at ${SLUG}`);
  return service;
}

/** Google's CreateBooking on our booking server: the order id of the booking made. */
async function bookThroughGoogle(
  shopId: number,
  service: { id: number; durationMinutes: number },
  startTime: string,
): Promise<number> {
  const res = await fetch(`${baseURL}/rwg/v3/CreateBooking`, {
    method: 'POST',
    headers: { authorization: RWG_AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({
      slot: {
        merchant_id: String(shopId),
        service_id: String(service.id),
        start_sec: String(Date.parse(startTime) / 1000),
        duration_sec: String(service.durationMinutes * 60),
      },
      user_information: {
        user_id: `e2e-google-${run}`,
        given_name: '谷歌',
        family_name: '林',
        telephone: `+88697${run}`,
        email: 'google-user@example.com',
      },
      payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
      idempotency_token: `e2e-google-reserve-user-${run}`,
    }),
  });
  const body = (await res.json()) as { booking?: { booking_id: string; status: string } };
  expect(res.status).toBe(200);
  expect(body.booking?.status).toBe('CONFIRMED');
  return Number(body.booking!.booking_id);
}

/** An order's block on the calendar day shown. */
const block = (page: Page, orderId: number) =>
  page.locator(`[data-testid="calendar-booking"][data-order-id="${orderId}"]`);

describe('Reserve with Google user area', () => {
  it('a Google user books in /google-reserve/{urlSlug} and finds it in their Google orders; the site stays signed out; the owner sees each channel', async () => {
    const shop = await shopBySlug(SLUG);
    const service = await firstService(shop.id);

    // A visitor from Google, on a phone: the area's slim layout and the shop's booking.
    const page = await newPage(browser(), 'phone');
    await page.goto(`${baseURL}/google-reserve/${SLUG}`);
    await page.getByTestId('google-area-badge').waitFor();
    expect(await page.getByTestId('booking-shop-link').innerText()).toBe(SHOP_NAME);
    expect(await page.getByTestId('login-button').isVisible()).toBe(true);
    await step(page, 'services');
    await checkPhonePage(page);

    await page.getByTestId('booking-service').filter({ hasText: service.name }).first().click();
    await page.getByTestId('booking-next').click();
    await step(page, 'operator');
    await page.getByTestId('booking-operator').first().click();
    await step(page, 'time');
    const date = await chooseDay(page, zoneDate(SHOP_ZONE, 2));
    const chip = page.getByTestId('booking-time').first();
    const startTime = (await chip.getAttribute('data-start'))!;
    await chip.click();
    await confirmAs(page, `Google 顧客 ${run}`);

    // Signed out in the area: the same login dialog; a new number signs up by SMS.
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('手機號碼').waitFor();
    await signUpBySms(dialog, GOOGLE_PHONE, { password: 'google-e2e-pass' });
    await dialog.waitFor({ state: 'hidden' });
    const success = page.getByTestId('booking-success');
    await success.waitFor();
    const orderKey = (await success.getAttribute('data-order-key'))!;
    await page.getByTestId('google-booking-note').waitFor();
    await page.getByTestId('google-area-account').waitFor();
    await checkPhonePage(page);

    // The confirmation stays in the area.
    await page.getByTestId('booking-order-link').click();
    await page.waitForURL(`${baseURL}/google-reserve-user/orders/${orderKey}`);
    await page.getByTestId('order-status').waitFor();
    await checkPhonePage(page);

    // 我的 Google 預約 lists it.
    await page.goto(`${baseURL}/google-reserve-user/orders`);
    const card = page.locator(`[data-testid="my-order-card"][data-order-key="${orderKey}"]`);
    await card.waitFor();
    expect(await page.getByTestId('my-order-card').count()).toBe(1);
    await checkPhonePage(page);

    // The redirect lands a Google user where asked; the profile is the area's own.
    await page.goto(`${baseURL}/google-reserve-redirect?to=profile`);
    await page.waitForURL(`${baseURL}/google-reserve-user/profile`);
    await page.getByRole('heading', { name: '個人資料' }).waitFor();
    await checkPhonePage(page);
    await page.goto(`${baseURL}/google-reserve-redirect`);
    await page.waitForURL(`${baseURL}/google-reserve-user/orders`);
    await card.waitFor();

    // The main site in the same browser is still signed out.
    await page.goto(`${baseURL}/user/orders`);
    await page.getByTestId('sign-in-required-login').waitFor();
    expect(await page.getByTestId('login-button').isVisible()).toBe(true);
    expect(await page.getByTestId('my-order-card').count()).toBe(0);
    // …and the area still signed in.
    await page.goto(`${baseURL}/google-reserve-user/orders`);
    await card.waitFor();

    // The same day: a booking made through Google's booking server and an ordinary online one.
    const [day] = await freeDays({
      shopId: shop.id,
      serviceIds: [service.id],
      startDate: date,
      endDate: date,
    });
    const others = (day?.times ?? []).filter((t) => t.startTime !== startTime);
    expect(others.length).toBeGreaterThanOrEqual(2);
    const googleOrderId = await bookThroughGoogle(shop.id, service, others[0]!.startTime);
    const online = await customerOrder<{ id: number; source: string }>(
      await tokenBySms(ONLINE_PHONE),
      shop,
      service.id,
      others[others.length - 1]!,
      { displayName: `線上顧客 ${run}` },
    );
    expect(online.source).toBe('ONLINE');

    // The owner's calendar that day marks both Google bookings, and not the online one.
    const owner = await newPageAs(browser(), ACCOUNTS.nailOwner, { viewport: 'phone' });
    await owner.goto(`${baseURL}/dashboard`);
    await owner.getByTestId('home-overview').waitFor();
    await chooseShop(owner, SHOP_NAME);
    await owner.goto(`${baseURL}/dashboard/calendar?date=${date}`);
    await owner.getByTestId('calendar-day').waitFor();
    const areaBlock = owner
      .locator(`[data-testid="calendar-booking"][data-start="${startTime}"]`)
      .filter({ hasText: `Google 顧客 ${run}` });
    await areaBlock.waitFor();
    expect(await areaBlock.getByTestId('order-channel-badge').innerText()).toBe('Google 預約');
    await block(owner, googleOrderId).waitFor();
    expect(await block(owner, googleOrderId).getByTestId('order-channel-badge').innerText()).toBe(
      'Google 預約',
    );
    await block(owner, online.id).waitFor();
    expect(await block(owner, online.id).getByTestId('order-channel-badge').count()).toBe(0);
    expect(await seriousViolations(owner)).toEqual([]);

    // The order the owner opens says where it came from.
    await block(owner, googleOrderId).click();
    await owner.getByTestId('calendar-order').waitFor();
    expect(await owner.getByTestId('calendar-order-source').innerText()).toContain('Google 預約');
  });
});
