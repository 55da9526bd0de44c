import { formatPrice } from '@haoyue/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, zoneDate } from './api';
import { newSignedInPage, useBrowser } from './browser';
import { actAfterVisitBegins, twoHoursAfter } from './visit-time';
import { ACCOUNTS, tokenOf } from './accounts';
import { baseURL } from './server';
import { customerOrder, serviceFreeDays, shopService } from './demo-shop';
import { addVoucherTemplate, topUpWithPlan, voucherHistoryKinds } from './member-items';

const browser = useBrowser();

const SLUG = 'lumiere-daan';
const ZONE = 'Asia/Taipei';
const run = Date.now().toString(36).slice(-5);
const PLAN = `會員儲值${run}`;
const TEMPLATE = `會員洗剪吹 3 次 ${run}`;

/** 王小美 books 洗剪吹 at 大安店 herself, a week or two ahead: her order and its local date. */
async function herBooking(token: string) {
  const { shop, service } = await shopService(SLUG, '洗剪吹');
  const days = await serviceFreeDays({ shop, service }, zoneDate(ZONE, 15), zoneDate(ZONE, 21));
  const day = days.find((d) => d.times.length > 0)!;
  const { startTime } = day.times[day.times.length - 1]!;
  const order = await customerOrder<{ id: number; customerId: number }>(
    token,
    shop,
    service.id,
    { startTime },
    { displayName: '王小美' },
  );
  return { order, date: day.date, startTime };
}

/** The member card's 套票 tab: the card of this test's voucher. */
async function voucherCard(page: Page, sellerId: number) {
  await page.goto(`${baseURL}/user/member-card/${sellerId}/vouchers`);
  const card = page.getByTestId('voucher-card').filter({ hasText: TEMPLATE });
  await card.waitFor();
  return card;
}

describe('membership at the counter and on the member card', () => {
  it('the owner sells 王小美 a top-up and a voucher; she sees them; a completed visit uses a session', async () => {
    const ownerToken = await tokenOf(ACCOUNTS.hairOwner);
    const herToken = await tokenOf(ACCOUNTS.customer);
    const { order, date, startTime } = await herBooking(herToken);
    const owner = await newSignedInPage(browser(), ownerToken, 'phone');

    // A top-up plan and a voucher template.
    await owner.goto(`${baseURL}/dashboard/top-up-plans`);
    await owner.getByTestId('top-up-plan-create').click();
    const planForm = owner.getByTestId('top-up-plan-form');
    await planForm.getByTestId('top-up-plan-name').fill(PLAN);
    await planForm.getByTestId('top-up-plan-pay').fill('5000');
    await planForm.getByTestId('top-up-plan-receive').fill('5500');
    await planForm.getByTestId('top-up-plan-save').click();
    await owner.getByTestId('top-up-plan-row').filter({ hasText: PLAN }).waitFor();

    await owner.goto(`${baseURL}/dashboard/voucher-templates`);
    await addVoucherTemplate(owner, TEMPLATE, '3', '2400');
    await owner.getByTestId('voucher-template-row').filter({ hasText: TEMPLATE }).waitFor();

    // At the counter: her record, the plan (cash) and the voucher (card).
    await owner.goto(`${baseURL}/dashboard/customers/${order.customerId}`);
    await owner.getByTestId('depository-balance').waitFor();
    await topUpWithPlan(owner, PLAN, '現金');

    await owner.getByTestId('voucher-sell-open').click();
    const sell = owner.getByTestId('voucher-sell-dialog');
    await sell.getByTestId('voucher-sell-template').click();
    await owner.getByRole('option', { name: new RegExp(TEMPLATE) }).click();
    await sell.getByTestId('voucher-sell-payment').click();
    await owner.getByRole('option', { name: '刷卡', exact: true }).click();
    await sell.getByTestId('voucher-sell-confirm').click();
    await sell.waitFor({ state: 'hidden' });
    await owner.getByTestId('voucher-card').filter({ hasText: TEMPLATE }).waitFor();

    // 王小美 on her phone: the balance with the top-up in its history, the voucher's sessions.
    const [account] = await api<{ id: number; balance: number; currency: string }[]>(
      `/v1/me/customers/${order.customerId}/depositories`,
      { token: herToken },
    );
    const her = await newSignedInPage(browser(), herToken, 'phone');
    await her.goto(`${baseURL}/user/member-card`);
    const card = her.locator('[data-testid="member-card-item"][data-seller-id="1"]');
    await card.waitFor();
    expect(await card.getByTestId('member-card-balance').innerText()).toBe(
      formatPrice(account!.balance, account!.currency),
    );
    await her.goto(`${baseURL}/user/member-card/1/depositories`);
    await her.getByTestId('depository-history').waitFor();
    expect(await her.getByTestId('depository-balance').innerText()).toBe(
      formatPrice(account!.balance, account!.currency),
    );
    const latest = her.getByTestId('depository-transaction').first();
    expect(await latest.getAttribute('data-kind')).toBe('TOP_UP');
    expect(await latest.getByTestId('depository-transaction-amount').innerText()).toContain(
      formatPrice(550_000, 'TWD'),
    );

    const voucher = await voucherCard(her, 1);
    expect(await voucher.getByTestId('voucher-sessions').innerText()).toBe('剩 3／3 次');
    expect(await voucherHistoryKinds(voucher)).toEqual(['SELL']);

    // The owner completes her visit from the calendar once it has begun, using a session of
    // that voucher.
    await actAfterVisitBegins(owner, twoHoursAfter(startTime));
    await owner.goto(`${baseURL}/dashboard/calendar?date=${date}&order=${order.id}`);
    const drawer = owner.getByTestId('calendar-order');
    await drawer.waitFor();
    const use = drawer.getByTestId('calendar-voucher-use').first();
    await use.waitFor();
    await use.getByTestId('calendar-voucher-use-check').check();
    const choice = use.getByTestId('calendar-voucher-use-select');
    if ((await choice.count()) > 0 && !(await choice.inputValue()).includes(TEMPLATE)) {
      await choice.click();
      await owner.getByRole('option', { name: new RegExp(TEMPLATE) }).click();
    }
    await drawer.getByTestId('calendar-complete').click();
    await expect.poll(() => owner.getByTestId('calendar-order-status').innerText()).toBe('已完成');
    await owner.close();

    // One session fewer on her card, and the use in its history.
    const after = await voucherCard(her, 1);
    await expect.poll(() => after.getByTestId('voucher-sessions').innerText()).toBe('剩 2／3 次');
    expect(await voucherHistoryKinds(after)).toEqual(['USE', 'SELL']);
    expect(await her.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await her.close();
  });
});
