import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, zoneDate } from './api';
import { newSignedInPage, useBrowser } from './browser';
import { seriousViolations } from './axe';
import { type Account, ACCOUNTS, tokenOf } from './accounts';
import { openDashboardOn } from './dashboard';
import { baseURL } from './server';
import { type StartTime, askDeposit, freeDays } from './demo-shop';

const browser = useBrowser();

// 指尖美學's 睫毛研究室 asks a NT$500 deposit on every booking (demo data); no other e2e file
// books there. Its payment settings need the settings API (PUT …/payment-settings).
const SLUG = 'lashlab-kaohsiung';
const SHOP_NAME = '睫毛研究室 高雄巨蛋店';
const SHOP_ZONE = 'Asia/Taipei';
const run = Date.now().toString(36).slice(-5);

interface Order {
  id: number;
  status: string;
  prepayment: { amount: number; status: string } | null;
}
interface Report {
  id: number;
  status: string;
}

/**
 * The shop (指尖美學's 睫毛研究室 unless told) takes bank transfers; two of the customer's
 * bookings there await the deposit, each with a transfer reported.
 */
async function twoAwaitingOrders(slug = SLUG, shopOwner: Account = ACCOUNTS.nailOwner) {
  const owner = await tokenOf(shopOwner);
  const [seller] = await api<{ id: number }[]>('/v1/sellers', { token: owner });
  const [shop] = await api<{ id: number; displayName: string }[]>(`/v1/shops?urlSlug=${slug}`);
  if (slug !== SLUG) {
    // A shop asking no deposit in the demo: a NT$300 one, due within a day.
    await askDeposit(owner, seller!.id, shop!.id, 30000);
  }
  // Bank transfer added to what the shop takes: other files pay this shop's deposits by LINE
  // Pay (accessibility.e2e.ts), and files run in any order.
  const settingsUrl = `/v1/sellers/${seller!.id}/shops/${shop!.id}/payment-settings`;
  const { methods } = await api<{ methods: string[] }>(settingsUrl, { token: owner });
  await api(settingsUrl, {
    method: 'PUT',
    token: owner,
    body: {
      methods: [...new Set([...methods, 'BANK_TRANSFER'])],
      bankTransfer: {
        bankCode: '812',
        bankName: '台新銀行',
        branch: '高雄分行',
        accountNumber: '20381000123456',
        accountHolder: '指尖美學有限公司',
        note: '',
      },
      refundPolicy: { fullRefundHoursBefore: 24, lateRefundPercent: 0 },
    },
  });
  const groups = await api<{ services: { id: number }[] }[]>(
    `/v1/service-groups?shopId=${shop!.id}&part=services`,
  );
  const service = groups.flatMap((g) => g.services)[0]!;
  const days = await freeDays({
    shopId: shop!.id,
    serviceIds: [service.id],
    startDate: zoneDate(SHOP_ZONE, 3),
    endDate: zoneDate(SHOP_ZONE, 12),
  });
  const day = days.find((d) => d.times.length >= 6);
  if (!day) throw new Error(`no free day at ${slug}`);
  const customer = await tokenOf(ACCOUNTS.customer);
  const book = (slot: StartTime, name: string) =>
    api<Order>('/v1/bookings:order', {
      token: customer,
      body: {
        shopId: shop!.id,
        serviceIds: [service.id],
        operatorId: slot.operatorIds[0],
        startTime: slot.startTime,
        profile: { displayName: name, phoneNumber: ACCOUNTS.customer.phone },
      },
    });
  const first = await book(day.times[0]!, `E2E 轉帳甲 ${run}`);
  const second = await book(day.times[day.times.length - 1]!, `E2E 轉帳乙 ${run}`);
  for (const o of [first, second]) {
    expect(o).toMatchObject({ status: 'AWAITING_PREPAYMENT', prepayment: { status: 'PENDING' } });
  }
  const report = (orderId: number, lastFiveDigits: string) =>
    api<Report>('/v1/orders:request-prepayment-confirmation', {
      token: customer,
      body: {
        orderId,
        lastFiveDigits,
        amount: 50000,
        transferredAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      },
    });
  return {
    sellerId: seller!.id,
    shopName: shop!.displayName,
    owner,
    first: { order: first, report: await report(first.id, '24680') },
    second: { order: second, report: await report(second.id, '13579') },
  };
}

/** A member's dashboard home on a phone, on the shop. */
async function memberHome(memberToken: string, shopName = SHOP_NAME): Promise<Page> {
  return openDashboardOn(await newSignedInPage(browser(), memberToken), shopName);
}

describe('bank transfers', () => {
  it('the owner confirms one reported transfer from the home list and rejects another with a reason', async () => {
    const { sellerId, owner, first, second } = await twoAwaitingOrders();
    const page = await memberHome(owner);

    // 待確認轉帳 on the home page lists both; the first opens its booking in the calendar.
    const card = page.getByTestId('home-waiting-transfers');
    await card.waitFor();
    const row = (orderId: number) =>
      card.locator(`[data-testid="home-waiting-transfer"][data-order-id="${orderId}"]`);
    await row(second.order.id).waitFor();
    expect(await row(first.order.id).innerText()).toContain('24680');
    expect(
      await seriousViolations(page, { include: '[data-testid="home-waiting-transfers"]' }),
    ).toEqual([]);
    await row(first.order.id).click();

    const drawer = page.getByTestId('calendar-order');
    await drawer.waitFor();
    expect(await drawer.getAttribute('data-order-id')).toBe(String(first.order.id));
    const report = page.getByTestId('calendar-transfer-report');
    await report.waitFor();
    expect(await report.getAttribute('data-status')).toBe('REPORTED');
    expect(await report.innerText()).toContain('24680');
    expect(await page.getByTestId('calendar-order-status').innerText()).toBe('待付訂金');
    // Our part of the drawer (the consent forms above it are another feature's).
    expect(await seriousViolations(page, { include: '[data-testid="calendar-payments"]' })).toEqual(
      [],
    );

    await report.getByTestId('transfer-confirm').click();
    await expect.poll(() => report.getAttribute('data-status')).toBe('CONFIRMED');
    expect(await report.innerText()).toContain('已確認收款');
    await expect.poll(() => page.getByTestId('calendar-order-status').innerText()).toBe('已確認');
    const payment = page.getByTestId('calendar-payment');
    await payment.waitFor();
    expect(await payment.getAttribute('data-status')).toBe('SUCCEEDED');
    expect(await payment.innerText()).toContain('銀行轉帳');
    expect(await page.getByTestId('calendar-order-payment').innerText()).toContain('已付款');
    expect(await report.getByTestId('transfer-confirm').count()).toBe(0);
    const confirmed = await api<Order>(`/v1/sellers/${sellerId}/orders/${first.order.id}`, {
      token: owner,
    });
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', prepayment: { status: 'PAID' } });

    // The second: the money did not arrive. The dialog asks why first.
    await page.goto(`${baseURL}/dashboard`);
    await card.waitFor();
    expect(await row(first.order.id).count()).toBe(0);
    await row(second.order.id).click();
    await expect.poll(() => drawer.getAttribute('data-order-id')).toBe(String(second.order.id));
    const waiting = page.getByTestId('calendar-transfer-report');
    await waiting.waitFor();
    expect(await waiting.innerText()).toContain('13579');
    await waiting.getByTestId('transfer-reject').click();
    const dialog = page.getByRole('dialog', { name: '未收到款項' });
    await dialog.waitFor();
    await dialog.getByTestId('transfer-reject-submit').click();
    await dialog.getByText('請說明原因').waitFor();
    const reason = `查無此筆入帳 ${run}`;
    await dialog.getByTestId('transfer-reject-reason').fill(reason);
    await dialog.getByTestId('transfer-reject-submit').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => waiting.getAttribute('data-status')).toBe('REJECTED');
    expect(await waiting.innerText()).toContain(reason);
    expect(await waiting.innerText()).toContain('未收到款項');
    expect(await page.getByTestId('calendar-order-status').innerText()).toBe('待付訂金');
    const rejected = await api<Order>(`/v1/sellers/${sellerId}/orders/${second.order.id}`, {
      token: owner,
    });
    expect(rejected).toMatchObject({
      status: 'AWAITING_PREPAYMENT',
      prepayment: { status: 'PENDING' },
    });
    await page.close();
  });

  it('staff see the waiting transfers and the reports, without the buttons to decide', async () => {
    // 光點髮藝's 高雄新堀江店: no other e2e file books there.
    const { first, shopName } = await twoAwaitingOrders('lumiere-kaohsiung', ACCOUNTS.hairOwner);
    const page = await memberHome(await tokenOf(ACCOUNTS.hairStaff), shopName);
    const card = page.getByTestId('home-waiting-transfers');
    const row = card.locator(
      `[data-testid="home-waiting-transfer"][data-order-id="${first.order.id}"]`,
    );
    await row.click();
    const report = page.getByTestId('calendar-transfer-report').first();
    await report.waitFor();
    expect(await report.getAttribute('data-status')).toBe('REPORTED');
    expect(await report.innerText()).toContain('24680');
    expect(await page.getByTestId('transfer-confirm').count()).toBe(0);
    expect(await page.getByTestId('transfer-reject').count()).toBe(0);
    await page.close();
  });
});
