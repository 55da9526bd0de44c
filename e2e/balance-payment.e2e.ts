import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, zoneDate } from './api';
import { seriousViolations } from './axe';
import { newPage, newSignedInPage, useBrowser } from './browser';
import { ACCOUNTS, tokenOf } from './accounts';
import { openDashboardOn } from './dashboard';
import { baseURL } from './server';
import { customerOrder, serviceFreeDays, shopService } from './demo-shop';

const browser = useBrowser();

// 光點髮藝 lets customers pay the rest of a booking online (demo payment settings).
// 信義店 asks no prepayment, so its bookings are confirmed at once; no other file books there.
const SLUG = 'lumiere-xinyi';
const SHOP_NAME = '光點髮藝 信義店';
const SHOP_ZONE = 'Asia/Taipei';
const run = Date.now().toString(36).slice(-5);

interface Order {
  id: number;
  orderKey: string;
  status: string;
  totalPrice: number;
  prepayment: { amount: number; status: string } | null;
}
interface Paid {
  payment: { id: number; status: string; amount: number };
  paymentUrl: string | null;
}
interface BalanceDue {
  amount: number;
  payable: boolean;
  paymentable: { status: string; payments: { status: string; refundedAmount: number }[] } | null;
}

/**
 * Approves a LINE Pay payment on the fake's page, which sends the browser back to
 * /line-pay-landing with LINE Pay's transactionId; confirms it by API as well (confirming is
 * idempotent), so a page that is not signed in can pay the prepayment.
 */
async function approveOnLinePay(page: Page, paymentUrl: string) {
  await page.goto(paymentUrl);
  await page.getByRole('button', { name: '付款' }).click();
  await page.waitForURL(/\/line-pay-landing/);
  const back = new URL(page.url()).searchParams;
  const confirmed = await api<{ status: string }>('/v1/orders:confirm', {
    body: {
      paymentId: Number(back.get('paymentId')),
      transactionId: back.get('transactionId'),
    },
  });
  expect(confirmed.status).toBe('SUCCEEDED');
}

/** The customer's booking of the shop's first service, a week or two ahead. */
async function bookAtShop(customer: string) {
  const { shop, service } = await shopService(SLUG);
  const days = await serviceFreeDays(
    { shop, service },
    zoneDate(SHOP_ZONE, 9),
    zoneDate(SHOP_ZONE, 16),
  );
  const day = days.find((d) => d.times.length >= 2);
  if (!day) throw new Error(`no free day at ${SHOP_NAME}`);
  const slot = day.times[day.times.length - 1]!;
  const order = await customerOrder<Order>(customer, shop, service.id, slot, {
    displayName: `E2E 尾款 ${run}`,
    phoneNumber: ACCOUNTS.customer.phone,
  });
  return { order, date: day.date };
}

describe('paying the rest of a booking online (尾款)', () => {
  it('the customer pays the rest by LINE Pay; the shop sees it as 尾款; a cancel refunds it in full', async () => {
    const customer = await tokenOf(ACCOUNTS.customer);
    const owner = await tokenOf(ACCOUNTS.hairOwner);
    const { order, date } = await bookAtShop(customer);
    const page = await newPage(browser(), 'phone');

    if (order.status === 'AWAITING_PREPAYMENT') {
      const prepaid = await api<Paid>('/v1/order-prepayment:pay', {
        token: customer,
        body: { orderId: order.id, method: 'LINE_PAY', idempotencyKey: `e2e-pre-${run}` },
      });
      await approveOnLinePay(page, prepaid.paymentUrl!);
      await expect
        .poll(async () => (await api<Order>(`/v1/orders/${order.id}`, { token: customer })).status)
        .toBe('CONFIRMED');
    }
    const dueOf = async () =>
      (
        await api<{ balanceDue: BalanceDue }>('/v1/orders:prepayment-payment-methods', {
          token: customer,
          body: { orderId: order.id },
        })
      ).balanceDue;
    const due = await dueOf();
    expect(due).toMatchObject({ payable: true });
    expect(due.amount).toBe(order.totalPrice - (order.prepayment?.amount ?? 0));

    await page.close();

    // On the order page: 線上支付尾款 → LINE Pay → 付款 → back on the order, paid.
    const own = await newSignedInPage(browser(), customer, 'phone');
    await own.goto(`${baseURL}/orders/${order.orderKey}`);
    const card = own.getByTestId('balance-payment');
    await card.waitFor();
    expect(await card.innerText()).toContain(
      `線上支付尾款 NT$${(due.amount / 100).toLocaleString('en-US')}`,
    );
    expect(await seriousViolations(own, { include: '[data-testid="balance-payment"]' })).toEqual(
      [],
    );
    expect(await own.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByTestId('balance-pay-LINE_PAY').click();
    await own.waitForURL(/\/dev\/line-pay\//);
    await own.getByRole('button', { name: '付款' }).click();
    await own.waitForURL(new RegExp(`/orders/${order.orderKey}`));
    await own.getByText('付款完成').first().waitFor();
    await expect.poll(async () => (await dueOf()).paymentable?.status).toBe('PAID');
    expect(await dueOf()).toMatchObject({ amount: 0, payable: false });
    expect(await own.getByTestId('balance-payment').count()).toBe(0);
    const history = own.getByTestId('balance-payments');
    await history.waitFor();
    expect(await history.innerText()).toContain('尾款・LINE Pay');
    await own.close();

    // The shop's calendar drawer lists it as 尾款 beside the 訂金.
    const { id: sellerId } = (await api<{ id: number; displayName: string }[]>('/v1/sellers', {
      token: owner,
    }).then((sellers) => sellers.find((s) => s.displayName.startsWith('光點髮藝'))))!;
    const dashboard = await openDashboardOn(await newSignedInPage(browser(), owner), SHOP_NAME);
    await dashboard.goto(`${baseURL}/dashboard/calendar?date=${date}&order=${order.id}`);
    const balanceRow = dashboard.locator('[data-testid="calendar-payment"][data-type="BALANCE"]');
    await balanceRow.waitFor();
    expect(await balanceRow.innerText()).toContain('尾款・LINE Pay');
    expect(await balanceRow.getAttribute('data-status')).toBe('SUCCEEDED');
    if (order.prepayment) {
      const prepaymentRow = dashboard.locator(
        '[data-testid="calendar-payment"][data-type="PREPAYMENT"]',
      );
      expect(await prepaymentRow.innerText()).toContain('訂金');
    }
    expect(
      await seriousViolations(dashboard, { include: '[data-testid="calendar-payments"]' }),
    ).toEqual([]);
    expect(
      await dashboard.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    await dashboard.close();

    // The shop cancels: the rest comes back in full (reserved now, sent by the job).
    await api(`/v1/sellers/${sellerId}/orders/${order.id}:cancel`, {
      token: owner,
      body: { reason: 'E2E 尾款測試' },
    });
    await expect
      .poll(async () => (await dueOf()).paymentable?.payments[0]?.refundedAmount)
      .toBe(due.amount);
  });
});
