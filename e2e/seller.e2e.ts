import { api } from './api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser, newSignedInPage } from './browser';
import {
  ACCOUNTS,
  approveAsAdmin,
  newPageAs,
  signInThroughDialog,
  tokenBySms,
  tokenOf,
} from './accounts';
import { expectBookableTimes } from './booking-wizard';
import { baseURL } from './server';

const browser = useBrowser();

const run = Date.now().toString(36).slice(-5);

/** A 1×1 PNG, enough for the API's image pipeline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks an option of a Mantine Select. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a dashboard section from the navigation (the burger drawer on a phone). */
async function openSection(page: Page, name: string) {
  const burger = page.getByTestId('dashboard-burger');
  if (await burger.isVisible()) await burger.click();
  await page.getByTestId('dashboard-nav').getByRole('link', { name }).click();
}

describe('seller dashboard', () => {
  it('an owner opens a shop with an image, services and an operator, and customers can book it', async () => {
    const page = await newPage(browser(), 'desktop');
    await page.goto(`${baseURL}/dashboard`);
    // Signed out: a sign-in prompt, then the dashboard.
    await page.getByRole('dialog').getByLabel('手機號碼').waitFor();
    await signInThroughDialog(page, ACCOUNTS.hairOwner);
    await page.getByTestId('dashboard-nav').waitFor();
    const nav = await page.getByTestId('dashboard-nav').innerText();
    expect(nav).toContain('成員與權限');

    await openSection(page, '店家管理');
    await page.getByTestId('dashboard-shop').first().waitFor();
    await page.getByTestId('create-shop').click();

    // Details: the slug is checked as it is typed, a taken one is refused.
    const name = `E2E 髮廊 ${run}`;
    const slug = `e2e-salon-${run}`;
    await page.getByTestId('shop-name').fill(name);
    await page.getByTestId('shop-slug').fill('lumiere-daan');
    await expect.poll(() => page.getByText('這個網址代稱已被使用').count()).toBe(1);
    await page.getByTestId('shop-slug').fill(slug);
    await page.getByTestId('slug-available').waitFor();
    expect(await page.getByTestId('slug-link').innerText()).toBe(`${baseURL}/p/${slug}`);
    await choose(page, 'shop-industry', '美髮');
    await choose(page, 'shop-city', '臺北市');
    await page.getByTestId('shop-address').fill('臺北市大安區忠孝東路四段 100 號');
    await page.getByTestId('shop-phone').fill('02-2700-0000');
    await page.getByTestId('shop-introduction').fill('E2E 測試店家');
    await page.getByTestId('shop-save').click();

    // Images: preview first, then upload.
    await page.waitForURL(/\/dashboard\/shop-settings\/\d+\?tab=images$/);
    const shopId = Number(/shop-settings\/(\d+)/.exec(page.url())![1]);
    await page
      .getByTestId('image-file-AVATAR')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('image-preview-AVATAR').waitFor();
    await page.getByTestId('image-upload-AVATAR').click();
    await page.getByTestId('images-AVATAR').getByTestId('shop-image').waitFor();
    const gallery = page.getByTestId('images-GALLERY');
    for (const count of [1, 2]) {
      await page
        .getByTestId('image-file-GALLERY')
        .setInputFiles({ name: `g${count}.png`, mimeType: 'image/png', buffer: PNG });
      await page.getByTestId('image-upload-GALLERY').click();
      await expect.poll(() => gallery.getByTestId('shop-image').count()).toBe(count);
    }
    const token = await tokenOf(ACCOUNTS.hairOwner);
    const galleryIds = async () =>
      (
        await api<{ id: number; type: string; position: number }[]>(
          `/v1/sellers/1/shops/${shopId}/images`,
          { token },
        )
      )
        .filter((i) => i.type === 'GALLERY')
        .sort((a, b) => a.position - b.position)
        .map((i) => i.id);
    const before = await galleryIds();
    await gallery.getByRole('button', { name: '往後移' }).first().click();
    await expect.poll(galleryIds).toEqual([before[1], before[0]]);

    // Prepayment: NT$500 a booking, stored in minor units.
    await page.getByTestId('shop-tab-prepayment').click();
    await page.getByTestId('prepayment-form').getByText('固定金額', { exact: true }).click();
    await page.getByTestId('prepayment-fixed').fill('500');
    await page.getByTestId('prepayment-save').click();
    await page.getByText('預付設定已儲存').waitFor();
    const saved = await api<{ prepaymentSettings: { mode: string; fixedAmount: number } }>(
      `/v1/sellers/1/shops/${shopId}`,
      { token },
    );
    expect(saved.prepaymentSettings).toMatchObject({ mode: 'FIXED', fixedAmount: 50000 });

    // Opening hours: every day 上午 10:00–下午 8:00.
    await page.getByTestId('shop-tab-hours').click();
    const toggles = page.getByTestId('shop-hours-toggle');
    for (let day = 0; day < 7; day++) await toggles.nth(day).check();
    // On a 12-hour clock: Sunday closes at 下午 9:00 instead.
    expect(await page.getByLabel('週日第 1 段開始（上午／下午）').inputValue()).toBe('上午');
    // …written as zh-TW writes it, the period first: 上午 10:00, not 10:00 上午.
    const leftOf = async (label: string) =>
      (await page.getByLabel(label).boundingBox())?.x ?? Number.NaN;
    expect(await leftOf('週日第 1 段開始（上午／下午）')).toBeLessThan(
      await leftOf('週日第 1 段開始（時）'),
    );
    await page.getByLabel('週日第 1 段結束（時）').fill('09');
    const sundayEndHalf = page.getByLabel('週日第 1 段結束（上午／下午）');
    if ((await sundayEndHalf.inputValue()) !== '下午') await sundayEndHalf.press('ArrowUp');
    expect(await sundayEndHalf.inputValue()).toBe('下午');
    await page.getByTestId('shop-hours-save').click();
    await page.getByText('營業時間已儲存').waitFor();
    const { weeklyHours } = await api<{ weeklyHours: { start: string; end: string }[][] }>(
      `/v1/sellers/1/shops/${shopId}/schedule`,
      { token },
    );
    expect(weeklyHours[0]).toEqual([{ start: '10:00', end: '21:00' }]);
    expect(weeklyHours[1]).toEqual([{ start: '10:00', end: '20:00' }]);

    // Services: a group and two services in it.
    await openSection(page, '服務項目');
    expect(await page.getByTestId('shop-switcher').inputValue()).toBe(name);
    await page.getByTestId('group-name-input').fill('剪髮');
    await page.getByTestId('group-create').click();
    const group = page.locator('[data-testid="managed-service-group"][data-group-name="剪髮"]');
    await group.waitFor();
    for (const [service, minutes, price] of [
      ['E2E 洗剪吹', '60', '800'],
      ['E2E 造型', '30', '500'],
    ] as const) {
      await group.getByTestId('service-create').click();
      await page.getByTestId('service-name').fill(service);
      await page.getByTestId('service-duration').fill(minutes);
      await page.getByTestId('service-price').fill(price);
      await page.getByTestId('service-save').click();
      await group.getByTestId('managed-service').filter({ hasText: service }).waitFor();
    }
    expect(await group.getByTestId('managed-service').allInnerTexts()).toEqual([
      expect.stringContaining('NT$800'),
      expect.stringContaining('NT$500'),
    ]);

    // An operator who does both, on the shop's hours.
    await openSection(page, '服務人員');
    await page.getByTestId('operator-create').click();
    await page.getByTestId('operator-name').fill('E2E 小安');
    await page.getByTestId('operator-title').fill('設計師');
    await page.getByLabel('E2E 洗剪吹').check();
    await page.getByLabel('E2E 造型').check();
    await page.getByTestId('operator-copy-hours').click();
    await expect
      .poll(() => page.getByTestId('operator-shifts-toggle').nth(3).isChecked())
      .toBe(true);
    await page.getByTestId('operator-save').click();
    await page.waitForURL(/\/operator-settings\/\d+$/);
    await page.getByTestId('time-off').waitFor();
    await page
      .getByLabel('選擇照片檔案')
      .setInputFiles({ name: 'amy.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('operator-avatar-upload').click();
    await page.getByText('照片已更新').waitFor();

    // Public once the platform approves it (decision 022): found by search, and the booking
    // page offers times.
    await approveAsAdmin(shopId);
    await page.goto(`${baseURL}/search?keyword=${encodeURIComponent(name)}`);
    await page.getByTestId('shop-card').filter({ hasText: name }).waitFor();
    await expectBookableTimes(page, `${baseURL}/p/${slug}/booking`, 'E2E 洗剪吹', 'E2E 小安');

    // The API agrees the shop is the owner's and public.
    const shops = await api<{ id: number; urlSlug: string }[]>(`/v1/sellers/1/shops`, {
      token: await tokenOf(ACCOUNTS.hairOwner),
    });
    expect(shops.find((s) => s.id === shopId)?.urlSlug).toBe(slug);
    await page.close();
  });

  it('on a phone the owner invites staff, who cannot open shop settings', async () => {
    const owner = await newPageAs(browser(), ACCOUNTS.hairOwner);
    await owner.goto(`${baseURL}/dashboard`);
    await owner.getByTestId('dashboard-burger').click();
    await owner.getByTestId('dashboard-nav').getByRole('link', { name: '成員與權限' }).click();
    await owner.getByTestId('member-table').waitFor();

    const staffNational = `0955${run.replace(/\D/g, '').padEnd(6, '7').slice(0, 6)}`;
    const staffPhone = `+886${staffNational.slice(1)}`;
    await owner.getByTestId('member-phone').fill(staffNational);
    await choose(owner, 'member-role', '員工');
    await owner.getByTestId('member-invite').click();
    const row = owner.locator(`[data-testid="member-row"][data-phone="${staffPhone}"]`);
    await row.waitFor();
    expect(await row.getByLabel('角色').inputValue()).toBe('員工');
    await owner.close();

    const staff = await newSignedInPage(browser(), await tokenBySms(staffPhone), 'phone');
    await staff.goto(`${baseURL}/dashboard`);
    await staff.getByTestId('dashboard-burger').click();
    const nav = await staff.getByTestId('dashboard-nav').innerText();
    for (const hidden of ['店家管理', '服務項目', '服務人員', '成員與權限']) {
      expect(nav).not.toContain(hidden);
    }
    await staff.goto(`${baseURL}/dashboard/shop-settings/1`);
    await staff.getByTestId('no-permission').waitFor();
    expect(await staff.getByTestId('no-permission').innerText()).toContain('沒有權限');
    await staff.goto(`${baseURL}/dashboard/members`);
    await staff.getByTestId('no-permission').waitFor();
    await staff.close();
  });

  it('a manager runs shops and services but neither members nor shop deletion', async () => {
    const page = await newPageAs(browser(), ACCOUNTS.hairManager, { viewport: 'desktop' });
    await page.goto(`${baseURL}/dashboard/shop-settings/1`);
    await page.getByTestId('shop-details-form').waitFor();
    const nav = await page.getByTestId('dashboard-nav').innerText();
    expect(nav).toContain('服務項目');
    expect(nav).not.toContain('成員與權限');
    expect(await page.getByTestId('shop-delete').count()).toBe(0);
    await page.goto(`${baseURL}/dashboard/members`);
    await page.getByTestId('no-permission').waitFor();
    await page.close();
  });

  it('a signed-in visitor who belongs to no seller sees a friendly empty state', async () => {
    const page = await newSignedInPage(
      browser(),
      await tokenBySms(`+8869560${run.replace(/\D/g, '').padEnd(5, '3').slice(0, 5)}`),
    );
    await page.goto(`${baseURL}/dashboard`);
    await page.getByTestId('dashboard-no-seller').waitFor();
    expect(await page.getByTestId('dashboard-no-seller').innerText()).toContain(
      '還沒有可管理的商家',
    );
    await page.close();
  });
});
