import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '@haoyue/contracts';
import { api, zoneDate } from './api';
import { newSignedInPage, useBrowser } from './browser';
import { seriousViolations } from './axe';
import { ACCOUNTS, tokenOf } from './accounts';
import { screenshot } from './artefacts';
import { baseURL } from './server';
import { step } from './booking-wizard';

const browser = useBrowser();

// 王小美 books at 光點髮藝 信義店 with her items (decision 014, point 7): her demo voucher
// covering a service, and a coupon code this file's campaign gives. No other e2e file books
// there; it asks half in advance for this file only.
const SLUG = 'lumiere-xinyi';
const SHOP_ZONE = 'Asia/Taipei';
const run = Date.now().toString(36).slice(-5).toUpperCase();
const CODE = `ITEMS${run}`;

interface Service {
  id: number;
  name: string;
  price: number;
  isBookable: boolean;
  operatorIds: number[];
}
interface Order {
  orderNumber: string;
  id: number;
  createdAt: string;
  coupon: { discountAmount: number } | null;
  prepayment: { amount: number } | null;
  bookings: { serviceItems: { serviceId: number; voucher: { state: string } | null }[] }[];
}

const NO_PREPAYMENT = {
  mode: 'NONE',
  fixedAmount: 0,
  percentage: 0,
  minOrderPrice: 0,
  deadlineMinutes: 1440,
};

let owner: string;
let customer: string;
let sellerId: number;
let shopId: number;
let services: Service[];
/** The service her voucher covers, and one it does not. */
let covered: Service;
let other: Service;

const settingsPath = () => `/v1/sellers/${sellerId}/shops/${shopId}/prepayment-settings`;

beforeAll(async () => {
  owner = await tokenOf(ACCOUNTS.hairOwner);
  customer = await tokenOf(ACCOUNTS.customer);
  const [seller] = await api<{ id: number }[]>('/v1/sellers', { token: owner });
  sellerId = seller!.id;
  const [shop] = await api<{ id: number }[]>(`/v1/shops?urlSlug=${SLUG}`);
  shopId = shop!.id;
  const groups = await api<{ services: Service[] }[]>(
    `/v1/service-groups?shopId=${shopId}&part=services,services.operators`,
  );
  services = groups.flatMap((g) => g.services).filter((s) => s.isBookable);
  for (const service of services) {
    const items = await api<{ vouchers: unknown[] }>('/v1/bookings:applicable-items', {
      token: customer,
      body: { shopId, serviceIds: [service.id] },
    });
    if (items.vouchers.length) {
      covered = service;
      break;
    }
  }
  expect(covered, 'her demo voucher covers a service at 信義店').toBeDefined();
  // Another priced service someone who does the covered one also does (不指定 finds them).
  other = services.find(
    (s) =>
      s.id !== covered.id &&
      s.price > 20000 &&
      s.operatorIds.some((id) => covered.operatorIds.includes(id)),
  )!;
  expect(other).toBeDefined();
  await api(settingsPath(), {
    method: 'PATCH',
    token: owner,
    body: { ...NO_PREPAYMENT, mode: 'PERCENTAGE', percentage: 50 },
  });
  const now = Date.now();
  await api(`/v1/sellers/${sellerId}/coupon-campaigns`, {
    token: owner,
    body: {
      name: `E2E 折 NT$100 ${run}`,
      discountType: 'AMOUNT',
      discountValue: 10000,
      minSpend: 0,
      scope: 'ORDER',
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 7 * 86_400_000).toISOString(),
      perCustomerLimit: 1,
      claimCode: CODE,
    },
  });
});

afterAll(async () => {
  if (sellerId && shopId) {
    await api(settingsPath(), { method: 'PATCH', token: owner, body: NO_PREPAYMENT });
  }
});

/** Signed in on a phone, through the wizard to the summary of `picked` at the first free time. */
async function toSummary(picked: Service[], daysAhead: number): Promise<Page> {
  const page = await newSignedInPage(browser(), customer, 'phone');
  await page.goto(`${baseURL}/p/${SLUG}`);
  await page.getByTestId('shop-book-button').click();
  await step(page, 'services');
  for (const service of picked) {
    await page.getByTestId('booking-service').filter({ hasText: service.name }).first().click();
  }
  await page.getByTestId('booking-next').click();
  await step(page, 'operator');
  await page.getByTestId('booking-operator').first().click();
  await step(page, 'time');
  await page.getByTestId('booking-time').first().waitFor();
  const minDate = zoneDate(SHOP_ZONE, daysAhead);
  const day = page
    .locator('[data-testid="booking-day"]:not([disabled])')
    .filter({ has: page.locator(`[data-date]`) });
  for (const candidate of await day.all()) {
    if ((await candidate.getAttribute('data-date'))! >= minDate) {
      await candidate.click();
      break;
    }
  }
  await page.getByTestId('booking-time').first().click();
  await step(page, 'profile');
  await page.getByTestId('booking-next').click();
  await step(page, 'summary');
  await page.getByTestId('booking-items').waitFor();
  return page;
}

/** Her latest order (the one just booked), as the API answers it. */
async function latestOrder(): Promise<Order> {
  const orders = await api<Order[]>('/v1/me/orders?perPage=100', { token: customer });
  return orders.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0]!;
}

const ntd = (minor: number) => `NT$${(minor / 100).toLocaleString('en-US')}`;
/** Icons (SVG) larger than 48 px on the page: none should be. */
function oversizedIcons(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('svg'))
      .map((svg) => svg.getBoundingClientRect())
      .filter((box) => box.width > 48 || box.height > 48)
      .map((box) => `${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}

/** Half of a price, rounded up to a whole dollar (the shop's PERCENTAGE rule). */
const half = (minor: number) => Math.ceil(minor / 2 / 100) * 100;

describe('vouchers and coupons while booking (phone)', () => {
  it('a voucher covers a service: the order shows it covered and owes nothing for it', async () => {
    const page = await toSummary([covered, other], 3);
    await page.getByTestId(`booking-voucher-${covered.id}`).click();
    const coveredRow = page.getByTestId('booking-summary-covered');
    await coveredRow.waitFor();
    expect(await coveredRow.innerText()).toContain(covered.name);
    const prepayment = page.getByTestId('booking-prepayment');
    await expect.poll(() => prepayment.innerText()).toContain(ntd(half(other.price)));
    expect(await seriousViolations(page, { include: '[data-testid="booking-summary"]' })).toEqual(
      [],
    );
    // Every icon on the page keeps an icon's size (a checkbox's check once filled the summary
    // when the public pages lacked the checkbox's styles), at a phone's width.
    expect(await oversizedIcons(page)).toEqual([]);
    await screenshot(page, 'walk-2-voucher-summary-390');

    await page.getByTestId('booking-confirm').click();
    const success = page.getByTestId('booking-success');
    await success.waitFor();
    expect(await success.getByTestId('order-covered').innerText()).toContain(covered.name);
    await screenshot(page, 'walk-2-voucher-success-390');
    // The order number as everywhere (XXXX-XXXX), and what is left to pay after the voucher.
    const order0 = await latestOrder();
    expect(await success.getByTestId('booking-order-number').innerText()).toContain(
      formatOrderNumber(order0.orderNumber),
    );
    expect(await success.getByTestId('order-payable').innerText()).toContain(ntd(other.price));
    expect(await success.getByTestId('order-prepayment').innerText()).toContain(
      ntd(half(other.price)),
    );

    const order = await latestOrder();
    const items = order.bookings.flatMap((b) => b.serviceItems);
    expect(items.find((i) => i.serviceId === covered.id)!.voucher).toMatchObject({
      state: 'RESERVED',
    });
    expect(items.find((i) => i.serviceId === other.id)!.voucher).toBeNull();
    expect(order.prepayment?.amount).toBe(half(other.price));
    await page.close();
  });

  it('a coupon code lowers the price on the summary and on the order', async () => {
    const page = await toSummary([other], 4);
    await page.getByTestId('booking-coupon-code').fill(CODE.toLowerCase());
    await page.getByRole('button', { name: '套用' }).click();
    const discount = page.getByTestId('booking-summary-discount');
    await discount.waitFor();
    expect(await discount.innerText()).toContain('NT$100');
    const payable = other.price - 10000;
    expect(await page.getByTestId('booking-summary-payable').innerText()).toContain(ntd(payable));
    await expect
      .poll(() => page.getByTestId('booking-prepayment').innerText())
      .toContain(ntd(half(payable)));
    expect(await seriousViolations(page, { include: '[data-testid="booking-summary"]' })).toEqual(
      [],
    );

    await page.getByTestId('booking-confirm').click();
    const success = page.getByTestId('booking-success');
    await success.waitFor();
    expect(await success.getByTestId('order-discount').innerText()).toContain('NT$100');
    expect(await success.getByTestId('order-payable').innerText()).toContain(ntd(payable));
    expect(await success.getByTestId('booking-order-number').innerText()).toMatch(
      /[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/,
    );

    const order = await latestOrder();
    expect(order.coupon?.discountAmount).toBe(10000);
    expect(order.prepayment?.amount).toBe(half(payable));
    await page.close();
  });
});
