import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { seriousViolations } from './axe';
import { ACCOUNTS, newPageAs } from './accounts';
import { baseURL } from './server';
import { topUpWithPlan } from './member-items';

const browser = useBrowser();

const run = Date.now().toString(36).slice(-5);
const PLAN = `週年儲值${run}`;

const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** NT$1,300 → 1300. */
const major = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Opens 王小美's record (found by her number: other tests rename her at the seller). */
async function openDemoCustomer(page: Page) {
  await page.goto(`${baseURL}/dashboard/customers`);
  await page.getByTestId('customer-search').fill('0900');
  const card = page.getByTestId('customer-card').filter({ hasText: '0900-' }).first();
  await card.click();
  await page.getByTestId('customer-name').waitFor();
  await page.getByTestId('depository-balance').waitFor();
  await page.getByTestId('depository-history').waitFor();
}

describe('stored value (儲值金) at phone size', () => {
  it('the owner creates a plan and tops up 王小美 with it; staff cannot refund or adjust', async () => {
    const owner = await newPageAs(browser(), ACCOUNTS.hairOwner);
    await owner.goto(`${baseURL}/dashboard/top-up-plans`);
    await owner.getByRole('heading', { name: '儲值方案' }).waitFor();
    // The demo plans are there.
    await owner
      .getByTestId('top-up-plan-row')
      .filter({ hasText: '儲值 10,000 送 1,500' })
      .waitFor();

    await owner.getByTestId('top-up-plan-create').click();
    const form = owner.getByTestId('top-up-plan-form');
    await form.getByTestId('top-up-plan-name').fill(PLAN);
    await form.getByTestId('top-up-plan-pay').fill('2000');
    await form.getByTestId('top-up-plan-receive').fill('2200');
    await form.getByTestId('top-up-plan-expires').check();
    await form.getByTestId('top-up-plan-days').fill('180');
    await form.getByTestId('top-up-plan-save').click();
    const row = owner.getByTestId('top-up-plan-row').filter({ hasText: PLAN });
    await row.waitFor();
    expect(await row.getByTestId('top-up-plan-summary').innerText()).toBe(
      '儲值 NT$2,000 送 NT$200',
    );
    expect(await row.innerText()).toContain('儲值後 180 天內有效');
    await fitsPhone(owner);

    await openDemoCustomer(owner);
    const before = major(await owner.getByTestId('depository-balance').innerText());
    await topUpWithPlan(owner, PLAN, '刷卡');
    await expect
      .poll(async () => major(await owner.getByTestId('depository-balance').innerText()))
      .toBe(before + 2200);
    const latest = owner.getByTestId('depository-transaction').first();
    await expect.poll(() => latest.innerText()).toContain(PLAN);
    expect(await latest.innerText()).toContain('+NT$2,200');
    expect(await latest.innerText()).toContain('實收 NT$2,000（刷卡）');
    // Her demo balance never expires, so neither does the account after a 180-day top-up.
    expect(await owner.getByTestId('depository-expiry').innerText()).toBe('無使用期限');
    expect(await owner.getByTestId('refund-open').count()).toBe(1);
    expect(await owner.getByTestId('adjust-open').count()).toBe(1);
    await fitsPhone(owner);

    // A spend beyond the balance is refused in zh-TW and nothing moves.
    await owner.getByTestId('spend-open').click();
    const spend = owner.getByTestId('spend-form');
    await spend.getByTestId('spend-amount').fill(String(before + 2200 + 1));
    await spend.getByTestId('spend-submit').click();
    expect(await spend.getByTestId('spend-error').innerText()).toContain('扣款失敗：餘額不足');
    // Announced as an alert, and the dialog can still be left or tried again.
    expect(await spend.getByRole('alert').getAttribute('data-testid')).toBe('spend-error');
    expect(await spend.getByRole('button', { name: '取消' }).isEnabled()).toBe(true);
    expect(await seriousViolations(owner, { include: '[data-testid="spend-form"]' })).toEqual([]);
    await owner.keyboard.press('Escape');
    await owner.close();

    const staff = await newPageAs(browser(), ACCOUNTS.hairStaff);
    await openDemoCustomer(staff);
    expect(major(await staff.getByTestId('depository-balance').innerText())).toBe(before + 2200);
    expect(await staff.getByTestId('top-up-open').count()).toBe(1);
    expect(await staff.getByTestId('spend-open').count()).toBe(1);
    expect(await staff.getByTestId('refund-open').count()).toBe(0);
    expect(await staff.getByTestId('adjust-open').count()).toBe(0);
    // Staff see the plans but do not edit them.
    await staff.goto(`${baseURL}/dashboard/top-up-plans`);
    await staff.getByTestId('top-up-plan-row').filter({ hasText: PLAN }).waitFor();
    expect(await staff.getByTestId('top-up-plan-create').count()).toBe(0);
    expect(await staff.getByTestId('top-up-plan-delete').count()).toBe(0);
    await staff.close();
  });
});
