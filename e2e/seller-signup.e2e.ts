import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './api';
import { seriousViolations } from './axe';
import { newPage, useBrowser, newSignedInPage } from './browser';
import { ACCOUNTS, approveAsAdmin, signInThroughDialog, signUpBySms, tokenBySms } from './accounts';
import { expectBookableTimes } from './booking-wizard';
import { baseURL } from './server';

// Seller sign-up from the landing page, on a phone: a new number signs in, creates a seller and
// walks the first-shop wizard to a shop customers can book. Also the seller-side rough edges of
// issue 12: the no-operator warning of the service form and the booking rules in plain words.

const browser = useBrowser();
/** Numbers no other test uses, different on every run. */
const digits = String(Date.now()).slice(-6);
/** A Taiwan mobile number (E.164) starting, typed at home, with `prefix`. */
const phoneOf = (prefix: string) => `+886${prefix.slice(1)}${digits}`;
const run = Date.now().toString(36).slice(-5);

/** A new number through the login dialog: SMS code, then a password; the dialog then closes. */
async function signUpInDialog(dialog: Locator, phoneNumber: string) {
  await signUpBySms(dialog, phoneNumber, { password: 'my-first-shop' });
  // Signed up to open a shop, not from the header's 登入: no welcome step, the dialog just closes.
  await dialog.waitFor({ state: 'hidden' });
}

/** Picks an option of a Mantine Select. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** No serious or critical WCAG 2.1 AA violation on the page as it is (as accessibility.e2e.ts). */
async function expectAccessible(page: Page, what: string) {
  expect((await seriousViolations(page)).map((v) => `${what}: ${v}`)).toEqual([]);
}

/** Waits for a step of the wizard, and checks its accessibility. */
async function wizardStep(page: Page, step: string) {
  await page.locator(`[data-testid="get-started"][data-step="${step}"]`).waitFor();
  await expectAccessible(page, step);
}

describe('seller sign-up', () => {
  it('a new number from /landing signs in and walks the wizard to a bookable shop', async () => {
    const phone = phoneOf('0977');
    const page = await newPage(browser(), 'phone');
    await page.goto(`${baseURL}/landing`);
    // The pricing cards carry the button too; the hero's is the first.
    expect(await page.getByTestId('plan-start').count()).toBeGreaterThan(0);
    await page.getByTestId('start-selling').first().click();
    await signUpInDialog(page.getByRole('dialog'), phone);

    // Step 1: the business's name creates the seller, then the shop's details.
    await page.waitForURL(/\/dashboard\/get-started$/);
    await wizardStep(page, 'shop');
    expect(await page.getByTestId('get-started-progress').innerText()).toBe('步驟 1／4');
    const name = `初次開店 ${run}`;
    await page.getByTestId('get-started-name').fill(name);
    await page.getByTestId('get-started-next').click();
    await page.getByTestId('shop-details-form').waitFor();
    expect(await page.getByTestId('shop-name').inputValue()).toBe(name);
    const slug = `first-shop-${run}`;
    await page.getByTestId('shop-slug').fill(slug);
    await page.getByTestId('slug-available').waitFor();
    await choose(page, 'shop-industry', '美甲');
    await choose(page, 'shop-city', '臺北市');
    await page.getByTestId('shop-address').fill('臺北市中山區南京東路二段 1 號');
    await page.getByTestId('shop-phone').fill('02-2500-0000');
    await page.getByTestId('shop-save').click();

    // Step 2: hours start at 上午 10:00–下午 8:00, Tuesday to Sunday.
    await wizardStep(page, 'hours');
    expect(await page.getByLabel('週二第 1 段開始（上午／下午）').inputValue()).toBe('上午');
    expect(await page.getByLabel('週二第 1 段結束（上午／下午）').inputValue()).toBe('下午');
    expect(await page.getByTestId('get-started-week-toggle').nth(1).isChecked()).toBe(false);
    await page.getByTestId('get-started-next').click();

    // Progress is kept: a reload resumes at the first step not done.
    await wizardStep(page, 'services');
    await page.reload();
    await wizardStep(page, 'services');
    expect(await page.getByTestId('get-started-progress').innerText()).toBe('步驟 3／4');

    // Step 3: one service.
    await page.getByTestId('get-started-service-name').fill('單色凝膠');
    await page.getByTestId('get-started-service-duration').fill('90');
    await page.getByTestId('get-started-service-price').fill('1200');
    await page.getByTestId('get-started-next').click();

    // Step 4: the operator performs it, on the shop's hours.
    await wizardStep(page, 'operator');
    await page.getByTestId('get-started-operator-name').fill('小艾');
    expect(await page.getByLabel(/單色凝膠/).isChecked()).toBe(true);
    await page.getByTestId('get-started-next').click();

    // Finish: the public link and what happens next.
    await wizardStep(page, 'done');
    const done = await page.getByTestId('get-started-done').innerText();
    expect(done).toContain('已送出審核');
    expect(await page.getByTestId('get-started-link').innerText()).toBe(`${baseURL}/p/${slug}`);
    // A new shop waits for the platform's review (decision 022): its settings say 審核中.
    await page.getByTestId('get-started-view-shop').click();
    await page.waitForURL(/\/dashboard\/shop-settings\/\d+$/);
    expect(await page.getByTestId('shop-review-notice').innerText()).toContain('審核中');
    const shopId = Number(/shop-settings\/(\d+)$/.exec(page.url())![1]);
    await approveAsAdmin(shopId);
    await page.goto(`${baseURL}/p/${slug}`);
    await page.getByText(name).first().waitFor();

    // Customers can book it: the service, the operator, start times.
    await expectBookableTimes(page, `${baseURL}/p/${slug}/booking`, '單色凝膠', '小艾');

    // Back in the wizard, the set-up shop sends its owner to the dashboard.
    await page.goto(`${baseURL}/dashboard/get-started`);
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('dashboard-burger').waitFor();
    await page.close();
  });

  it('an existing seller pressing 免費開始 goes to the dashboard', async () => {
    const page = await newPage(browser(), 'phone');
    await page.goto(`${baseURL}/landing`);
    await page.getByTestId('plan-start').first().click();
    await signInThroughDialog(page, ACCOUNTS.hairOwner);
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('dashboard-burger').waitFor();
    await page.close();
  });
});

describe('seller forms', () => {
  /** A new seller with one shop, a group and an operator, through the API. */
  async function freshShop(prefix: string) {
    const phone = phoneOf(prefix);
    const token = await tokenBySms(phone);
    const seller = await api<{ id: number }>('/v1/sellers', {
      token,
      body: { displayName: `表單測試 ${run}` },
    });
    const countries = await api<{ id: number; isoCode: string }[]>('/v1/countries');
    const taiwan = countries.find((c) => c.isoCode === 'TW')!;
    const [city] = await api<{ id: number }[]>(`/v1/cities?countryId=${taiwan.id}`);
    const industries = await api<{ id: number }[]>('/v1/industries');
    const shop = await api<{ id: number }>(`/v1/sellers/${seller.id}/shops`, {
      token,
      body: {
        displayName: `表單測試 ${run}`,
        urlSlug: `forms-${prefix}-${run}`,
        address: '臺北市信義區松仁路 1 號',
        industryId: industries[0]!.id,
        cityId: city!.id,
        bookingRules: {
          minLeadMinutes: 120,
          maxAdvanceDays: 30,
          cancelCutoffMinutes: 1440,
          rescheduleCutoffMinutes: 180,
          reminderMinutesBefore: 2880,
        },
      },
    });
    const base = `/v1/sellers/${seller.id}/shops/${shop.id}`;
    const group = await api<{ id: number }>(`${base}/service-groups`, {
      token,
      body: { name: '基本' },
    });
    await api(`${base}/operators`, { token, body: { displayName: '小林' } });
    return { token, sellerId: seller.id, shopId: shop.id, base, groupId: group.id };
  }

  it('the service form warns while nobody performs the service', async () => {
    const f = await freshShop('0978');
    await api(`${f.base}/services`, {
      token: f.token,
      body: { serviceGroupId: f.groupId, name: '無人服務', durationMinutes: 60, price: 50000 },
    });
    const page = await newSignedInPage(browser(), f.token);
    // The list says customers cannot see it.
    await page.goto(`${baseURL}/dashboard/services`);
    await page
      .getByTestId('managed-service')
      .filter({ hasText: '無人服務' })
      .getByTestId('service-unstaffed')
      .waitFor();
    await expectAccessible(page, 'services list with an unstaffed service');
    await page.goto(
      `${baseURL}/dashboard/services/${f.shopId}/service-settings/create?groupId=${f.groupId}`,
    );
    await page.getByTestId('service-form').waitFor();
    expect(await page.getByTestId('service-no-operator').innerText()).toContain(
      '尚未指定服務人員，顧客無法預約此服務',
    );
    await expectAccessible(page, 'service form with the warning');
    await page.getByLabel('小林').check();
    await expect.poll(() => page.getByTestId('service-no-operator').count()).toBe(0);
    await page.getByLabel('小林').uncheck();
    await page.getByTestId('service-no-operator').waitFor();
    await page.close();
  });

  it('booking rules read in plain words, lengths in the largest whole unit', async () => {
    const f = await freshShop('0979');
    const page = await newSignedInPage(browser(), f.token);
    await page.goto(`${baseURL}/dashboard/shop-settings/${f.shopId}`);
    const form = page.getByTestId('shop-details-form');
    await form.waitFor();
    const text = await form.innerText();
    for (const words of [
      '顧客最少提前 2 小時預約',
      '顧客最多可預約 30 天內的時段',
      '預約開始前 1 天內不可取消',
      '預約開始前 3 小時內不可改期',
      '預約開始前 2 天傳送提醒',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('最晚提前預約');
    expect(text).not.toContain('最早可預約');
    await expectAccessible(page, 'booking rules');
    expect(await page.getByTestId('rule-minLeadMinutes').inputValue()).toBe('2');
    expect(await page.getByTestId('rule-minLeadMinutes-unit').inputValue()).toBe('hour');
    expect(await page.getByTestId('rule-reminderMinutesBefore').inputValue()).toBe('2');
    expect(await page.getByTestId('rule-reminderMinutesBefore-unit').inputValue()).toBe('day');
    // Reminders are chosen in hours or days; stored in minutes as before.
    const units = page.getByTestId('rule-reminderMinutesBefore-unit');
    expect(await units.locator('option').allInnerTexts()).toEqual(['小時', '天']);
    await page.getByTestId('rule-reminderMinutesBefore').fill('3');
    await units.selectOption('hour');
    await expect.poll(() => form.innerText()).toContain('預約開始前 3 小時傳送提醒');
    await page.getByTestId('shop-save').click();
    await form.getByRole('status').filter({ hasText: '已儲存' }).waitFor();
    const saved = await api<{ bookingRules: { reminderMinutesBefore: number } }>(f.base, {
      token: f.token,
    });
    expect(saved.bookingRules.reminderMinutesBefore).toBe(180);
    await page.close();
  });
});
