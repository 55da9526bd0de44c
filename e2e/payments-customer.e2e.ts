import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, zoneDate } from './api';
import { newPage, newSignedInPage, useBrowser } from './browser';
import { checkPhonePage } from './phone-page';
import { ACCOUNTS, signInThroughDialog, tokenOf } from './accounts';
import { baseURL } from './server';
import { confirmAs, firstFreeTime, step } from './booking-wizard';
import { askDeposit, freeDays, NO_DEPOSIT, setPrepayment, shopBySlug } from './demo-shop';

const browser = useBrowser();

// 光點髮藝's 信義店 asks no deposit in the demo and no other e2e file books there: a NT$500
// deposit for this file only. The demo shops take LINE Pay (the fake), bank transfer (822) and
// stored value, and refund in full until 24 hours before, 50% after.
const SLUG = 'lumiere-xinyi';
const SHOP_ZONE = 'Asia/Taipei';
const SELLER_ID = 1;
const DEPOSIT = 50000;
const run = Date.now().toString(36).slice(-5);

interface Order {
  id: number;
  orderKey: string;
  status: string;
  prepayment: { amount: number; status: string } | null;
}
interface PaymentMethods {
  prepayment: { status: string; payments: { method: string; status: string }[] } | null;
  methods: { method: string; available: boolean; balance: number | null }[];
}

let owner = '';
let customer = '';
let shopId = 0;
let serviceId = 0;

beforeAll(async () => {
  [owner, customer] = await Promise.all([tokenOf(ACCOUNTS.hairOwner), tokenOf(ACCOUNTS.customer)]);
  shopId = (await shopBySlug(SLUG)).id;
  const groups = await api<{ services: { id: number }[] }[]>(
    `/v1/service-groups?shopId=${shopId}&part=services`,
  );
  serviceId = groups.flatMap((g) => g.services)[0]!.id;
  await askDeposit(owner, SELLER_ID, shopId, DEPOSIT);
});

afterAll(async () => {
  if (shopId) {
    await setPrepayment(owner, SELLER_ID, shopId, NO_DEPOSIT);
  }
});

let dayOffset = 3;
/** A booking by the customer, through the API, a few days ahead (a fresh day each time). */
async function bookByApi(name: string): Promise<Order> {
  const from = dayOffset;
  dayOffset += 2;
  const days = await freeDays({
    shopId,
    serviceIds: [serviceId],
    startDate: zoneDate(SHOP_ZONE, from),
    endDate: zoneDate(SHOP_ZONE, from + 10),
  });
  const slot = days.find((d) => d.times.length > 0)?.times[0];
  if (!slot) throw new Error(`no free time at ${SLUG}`);
  const order = await api<Order>('/v1/bookings:order', {
    token: customer,
    body: {
      shopId,
      serviceIds: [serviceId],
      operatorId: slot.operatorIds[0],
      startTime: slot.startTime,
      profile: { displayName: `${name} ${run}`, phoneNumber: ACCOUNTS.customer.phone },
    },
  });
  expect(order).toMatchObject({ status: 'AWAITING_PREPAYMENT', prepayment: { status: 'PENDING' } });
  return order;
}

const methodsOf = (orderId: number) =>
  api<PaymentMethods>('/v1/orders:prepayment-payment-methods', {
    token: customer,
    body: { orderId },
  });

/** The customer's order page on a phone, loaded with its payment section. */
async function openOrder(orderKey: string): Promise<Page> {
  const page = await newSignedInPage(browser(), customer, 'phone');
  await page.goto(`${baseURL}/orders/${orderKey}`);
  await page.getByTestId('order-payment').waitFor();
  return page;
}

const orderStatus = (page: Page) => page.getByTestId('order-status').getAttribute('data-status');

/** On the order page: LINE Pay, then the fake's page, where `button` (付款 / 取消) is pressed. */
async function throughLinePay(page: Page, button: '付款' | '取消') {
  await page.getByTestId('pay-line-pay').click();
  await page.waitForURL(/\/dev\/line-pay\//);
  expect(await page.locator('.amount').innerText()).toContain('500');
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL(/\/line-pay-landing\?paymentId=\d+.*&transactionId=\d+/);
}

/** Back on the order page after a LINE Pay payment that went through. */
async function backPaid(page: Page) {
  await page.waitForURL(/\/orders\/[^/?#]+#payment$/);
  await expect.poll(() => orderStatus(page)).toBe('CONFIRMED');
  expect(await page.getByTestId('payment-notice').innerText()).toContain('付款完成');
  const payment = page.getByTestId('order-payment-row');
  await payment.waitFor();
  expect(await payment.getAttribute('data-method')).toBe('LINE_PAY');
  expect(await payment.getAttribute('data-status')).toBe('SUCCEEDED');
  expect(await payment.innerText()).toContain('LINE Pay');
  expect(await page.getByTestId('payment-due').count()).toBe(0);
}

describe('the customer pays the prepayment online (phone)', () => {
  it('books on the booking page, goes to 前往付款, pays by LINE Pay and comes back confirmed', async () => {
    const page = await newPage(browser(), 'phone');
    await page.goto(`${baseURL}/p/${SLUG}/booking?serviceId=${serviceId}`);
    await step(page, 'services');
    await page.getByTestId('booking-next').click();
    await firstFreeTime(page, zoneDate(SHOP_ZONE, 20));
    await confirmAs(page, '王小美');
    await signInThroughDialog(page, ACCOUNTS.customer);

    const success = page.getByTestId('booking-success');
    await success.waitFor();
    expect(await page.getByTestId('booking-pay').innerText()).toContain('NT$500');
    expect(await page.getByTestId('booking-pay-deadline').innerText()).toContain('付款期限');
    await checkPhonePage(page);
    await page.getByTestId('booking-pay').click();

    await page.waitForURL(/\/orders\/[^/?#]+#payment$/);
    const section = page.getByTestId('order-payment');
    await section.waitFor();
    expect(await section.getAttribute('data-status')).toBe('PENDING');
    expect(await orderStatus(page)).toBe('AWAITING_PREPAYMENT');
    expect(await page.getByTestId('payment-due-amount').innerText()).toBe('NT$500');
    expect(await page.getByTestId('payment-due-deadline').innerText()).toContain('前付款');
    const methods = await page
      .getByTestId('payment-method')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-method')));
    expect(methods).toEqual(['LINE_PAY', 'BANK_TRANSFER', 'DEPOSITORY']);
    // The section is on screen: 前往付款 scrolled to it.
    expect(await section.evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true);
    await checkPhonePage(page);

    await throughLinePay(page, '付款');
    await backPaid(page);
    await checkPhonePage(page);
    await page.close();
  });

  it('pays with stored value after the confirm dialog; the balance goes down', async () => {
    // Enough stored value whatever other files spent: the owner tops up NT$1,000 at the counter.
    const [record] = await api<{ id: number }[]>(
      `/v1/sellers/${SELLER_ID}/customer-records?keyword=${ACCOUNTS.customer.national}`,
      { token: owner },
    );
    await api(`/v1/sellers/${SELLER_ID}/customer-records/${record!.id}/depositories:top-up`, {
      token: owner,
      body: { amount: 100000, paymentMethod: 'CASH', idempotencyKey: `e2e-pay-${run}` },
    });
    const order = await bookByApi('E2E 儲值金付款');
    const before = (await methodsOf(order.id)).methods.find((m) => m.method === 'DEPOSITORY')!;
    expect(before.available).toBe(true);

    const page = await openOrder(order.orderKey);
    const card = page.locator('[data-testid="payment-method"][data-method="DEPOSITORY"]');
    expect(await card.getByTestId('depository-balance').innerText()).toContain(
      `NT$${(before.balance! / 100).toLocaleString('en-US')}`,
    );
    await card.getByTestId('pay-depository').click();
    const dialog = page.getByRole('dialog', { name: '使用儲值金付款' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('使用儲值金支付 NT$500？');
    await checkPhonePage(page);
    await dialog.getByTestId('depository-confirm').click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => orderStatus(page)).toBe('CONFIRMED');
    expect(await page.getByTestId('payment-notice').innerText()).toContain('已使用儲值金支付');
    const payment = page.getByTestId('order-payment-row');
    await payment.waitFor();
    expect(await payment.getAttribute('data-method')).toBe('DEPOSITORY');
    expect(await payment.innerText()).toContain('儲值金');
    await checkPhonePage(page);

    const after = (await methodsOf(order.id)).methods.find((m) => m.method === 'DEPOSITORY')!;
    expect(after.balance).toBe(before.balance! - DEPOSIT);
    await page.close();
  });

  it('reports a bank transfer (待商家確認); a rejected report shows why, the next is confirmed', async () => {
    const order = await bookByApi('E2E 轉帳付款');
    const page = await openOrder(order.orderKey);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL,
    });
    const card = page.locator('[data-testid="payment-method"][data-method="BANK_TRANSFER"]');
    const account = await card.getByTestId('bank-account').innerText();
    expect(account).toContain('822');
    expect(account).toContain('敦南分行');
    const number = await card.getByTestId('bank-account-number').innerText();
    await card.getByTestId('bank-account-copy').click();
    await expect.poll(() => card.getByTestId('bank-account-copy').innerText()).toBe('已複製');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);

    // Short digits are refused on the page, before anything is sent.
    const form = card.getByTestId('transfer-report-form');
    expect(await form.getByTestId('transfer-amount').inputValue()).toBe('500');
    await form.getByTestId('transfer-last-five').fill('123');
    await form.getByTestId('transfer-report-submit').click();
    await form.getByText('請輸入帳號末五碼（5 位數字）').waitFor();
    await checkPhonePage(page);

    const report = async (digits: string) => {
      await form.getByTestId('transfer-last-five').fill(digits);
      await form.getByTestId('transfer-report-submit').click();
      const reported = page.getByTestId('transfer-reported');
      await reported.waitFor();
      expect(await reported.getByTestId('transfer-reported-digits').innerText()).toBe(digits);
      expect(await reported.innerText()).toContain('NT$500');
      expect(await page.getByTestId('order-payment').getAttribute('data-status')).toBe('REPORTED');
      await expect
        .poll(() => page.getByTestId('order-prepayment').innerText())
        .toContain('待商家確認');
      const [waiting] = await api<{ id: number; lastFiveDigits: string }[]>(
        `/v1/sellers/${SELLER_ID}/transfer-reports?orderId=${order.id}`,
        { token: owner },
      );
      expect(waiting!.lastFiveDigits).toBe(digits);
      return waiting!.id;
    };

    const first = await report('24680');
    await checkPhonePage(page);
    const reason = `查無此筆入帳 ${run}`;
    await api(`/v1/sellers/${SELLER_ID}/transfer-reports/${first}:reject`, {
      token: owner,
      body: { reason },
    });
    await page.reload();
    const rejected = page.getByTestId('transfer-rejected');
    await rejected.waitFor();
    expect(await rejected.innerText()).toContain(reason);
    await form.waitFor();
    await checkPhonePage(page);

    const second = await report('13579');
    await api(`/v1/sellers/${SELLER_ID}/transfer-reports/${second}:confirm`, {
      token: owner,
      body: {},
    });
    await page.reload();
    await expect.poll(() => orderStatus(page)).toBe('CONFIRMED');
    const payment = page.getByTestId('order-payment-row');
    await payment.waitFor();
    expect(await payment.getAttribute('data-method')).toBe('BANK_TRANSFER');
    expect(await payment.getAttribute('data-status')).toBe('SUCCEEDED');
    expect(await page.getByTestId('transfer-reported').count()).toBe(0);
    await checkPhonePage(page);
    await page.close();
  });

  it('paid by LINE Pay in the buyer app’s webview, the customer comes back into the webview', async () => {
    const order = await bookByApi('E2E LINE Pay App');
    const page = await newSignedInPage(browser(), customer, 'phone');
    await page.goto(`${baseURL}/buyer-app/orders/${order.orderKey}`);
    await page.getByTestId('order-payment').waitFor();
    await throughLinePay(page, '付款');
    expect(new URL(page.url()).pathname).toBe('/buyer-app/line-pay-landing');
    await backPaid(page);
    expect(new URL(page.url()).pathname).toBe(`/buyer-app/orders/${order.orderKey}`);
    // Still the webview's layout: its bar, none of the site's header.
    await page.getByTestId('buyer-app-bar').waitFor();
    expect(await page.locator('header').count()).toBe(0);
    await page.close();
  });

  it('cancelling on LINE Pay’s page says 付款未完成 and leaves the order payable', async () => {
    const order = await bookByApi('E2E LINE Pay 取消');
    const page = await openOrder(order.orderKey);
    await throughLinePay(page, '取消');
    const outcome = page.getByTestId('line-pay-return');
    await expect.poll(() => outcome.getAttribute('data-outcome')).toBe('failed');
    expect(await outcome.innerText()).toContain('付款未完成');
    await checkPhonePage(page);

    await page.getByTestId('line-pay-retry').click();
    await page.waitForURL(/\/orders\/[^/?#]+#payment$/);
    await page.getByTestId('payment-due').waitFor();
    expect(await orderStatus(page)).toBe('AWAITING_PREPAYMENT');
    expect(await page.getByTestId('pay-line-pay').isEnabled()).toBe(true);
    expect(await page.getByTestId('order-payment-row').count()).toBe(0);
    const methods = await methodsOf(order.id);
    expect(methods.prepayment!.status).toBe('PENDING');
    expect(methods.prepayment!.payments.map((p) => p.status)).toEqual(['FAILED']);
    await page.close();
  });

  it('cancels a LINE Pay–paid order within the policy: the page shows the refund', async () => {
    const order = await bookByApi('E2E LINE Pay 退款');
    const page = await openOrder(order.orderKey);
    await throughLinePay(page, '付款');
    await backPaid(page);

    // The prepayment part, the refund policy and the rest to pay (尾款) read the same answer:
    // the page asks for it once.
    const methodsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/orders:prepayment-payment-methods')) {
        methodsRequests.push(request.method());
      }
    });
    await page.reload();
    await page.getByTestId('order-payment').waitFor();
    await page.getByTestId('balance-payment').waitFor();
    await page.getByTestId('refund-policy').first().waitFor();
    expect(methodsRequests).toEqual(['POST']);

    // The refund policy beside the cancel action and in the dialog.
    const policy = page.getByTestId('refund-policy');
    await policy.first().waitFor();
    expect(await policy.first().innerText()).toContain('24 小時');
    expect(await policy.first().innerText()).toContain('50%');
    await page.getByTestId('order-cancel').click();
    const dialog = page.getByTestId('cancel-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('refund-policy').innerText()).toContain('全額退還');
    await checkPhonePage(page);
    await page.getByTestId('order-cancel-confirm').click();

    await expect.poll(() => orderStatus(page)).toBe('CANCELLED');
    const payment = page.getByTestId('order-payment-row');
    await expect.poll(() => payment.getAttribute('data-status')).toBe('REFUNDED');
    expect(await payment.getByTestId('order-payment-refund').innerText()).toContain(
      '已退款 NT$500',
    );
    await checkPhonePage(page);
    const methods = await methodsOf(order.id);
    expect(methods.prepayment!.payments).toEqual([
      expect.objectContaining({ method: 'LINE_PAY', status: 'REFUNDED' }),
    ]);
    await page.close();
  });
});
