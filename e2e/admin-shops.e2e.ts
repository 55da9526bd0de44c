import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './api';
import { newSignedInPage, useBrowser } from './browser';
import { ACCOUNTS, newPageAs, tokenBySms } from './accounts';
import { checkPhonePage } from './phone-page';
import { baseURL } from './server';

// Shop review (issue 38, decision 022), on phones: an owner opens a shop and sees 審核中; the
// demo admin approves it from the review queue and it appears in search; the admin rejects
// another with a reason, which its owner reads on the shop settings.

const browser = useBrowser();
const digits = String(Date.now()).slice(-6);
const run = Date.now().toString(36).slice(-5);

/** A new owner (SMS sign-up) with a seller and one shop made through the seller API. */
async function ownerWithShop(prefix: string, name: string) {
  const token = await tokenBySms(`+886${prefix.slice(1)}${digits}`);
  const seller = await api<{ id: number }>('/v1/sellers', { token, body: { displayName: name } });
  const countries = await api<{ id: number; isoCode: string }[]>('/v1/countries');
  const taiwan = countries.find((c) => c.isoCode === 'TW')!;
  const cities = await api<{ id: number; name: string }[]>(`/v1/cities?countryId=${taiwan.id}`);
  const industries = await api<{ id: number }[]>('/v1/industries');
  const shop = await api<{ id: number; reviewStatus: string }>(`/v1/sellers/${seller.id}/shops`, {
    token,
    body: {
      displayName: name,
      urlSlug: `review-${prefix}-${run}`,
      address: '臺北市中正區重慶南路一段 122 號',
      industryId: industries[0]!.id,
      cityId: cities.find((c) => c.name === '臺北市')!.id,
    },
  });
  expect(shop.reviewStatus).toBe('PENDING');
  return { token, shopId: shop.id };
}

/** The review step's button on the admin shop page, its dialog, the reason, and its answer. */
async function reviewStep(page: Page, label: string, reason?: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (reason) await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('shop review', () => {
  it('pending → approved → found in search; rejected with a reason the owner reads', async () => {
    const name = `審核咖啡 ${run}`;
    const owner = await ownerWithShop('0966', name);
    const ownerPage = await newSignedInPage(browser(), owner.token);
    await ownerPage.goto(`${baseURL}/dashboard/shop-settings/${owner.shopId}`);
    const notice = ownerPage.getByTestId('shop-review-notice');
    expect(await notice.innerText()).toContain('審核中');

    // The demo admin's review queue (待審核 by default), on a phone.
    const admin = await newPageAs(browser(), ACCOUNTS.admin);
    await admin.goto(`${baseURL}/admin/shop-management`);
    const card = admin
      .getByTestId('admin-shop-cards')
      .getByRole('link', { name: new RegExp(name) });
    await card.waitFor();
    await admin.getByRole('button', { name: '待審核', pressed: true }).waitFor();
    await checkPhonePage(admin);
    await card.click();
    await admin.waitForURL(new RegExp(`/admin/shops/${owner.shopId}$`));
    await admin.getByRole('heading', { name }).waitFor();
    await checkPhonePage(admin);
    await reviewStep(admin, '核准');
    await expect.poll(() => admin.getByTestId('review-status').first().innerText()).toBe('已上架');

    await admin.goto(`${baseURL}/search?keyword=${encodeURIComponent(name)}`);
    await admin.getByTestId('shop-card').filter({ hasText: name }).waitFor();

    // Another shop, sent back with the reason; its owner reads it and may resubmit.
    const other = `退回花藝 ${run}`;
    const second = await ownerWithShop('0967', other);
    await admin.goto(`${baseURL}/admin/shops/${second.shopId}`);
    await admin.getByRole('heading', { name: other }).waitFor();
    await reviewStep(admin, '退回', '照片模糊，請重新上傳店內照片');
    await expect.poll(() => admin.getByTestId('review-note').innerText()).toContain('照片模糊');

    const secondPage = await newSignedInPage(browser(), second.token);
    await secondPage.goto(`${baseURL}/dashboard/shop-settings/${second.shopId}`);
    const rejected = secondPage.getByTestId('shop-review-notice');
    await rejected.getByText('照片模糊，請重新上傳店內照片').waitFor();
    expect(await rejected.innerText()).toContain('已退回');
    await secondPage.getByTestId('resubmit-review').click();
    await expect
      .poll(() => secondPage.getByTestId('shop-review-notice').innerText())
      .toContain('審核中');

    // Every shop, filtered by state in the URL, at 390 px.
    await admin.goto(`${baseURL}/admin/shops?reviewStatus=APPROVED`);
    await admin.getByTestId('admin-shop-cards').waitFor();
    await checkPhonePage(admin);
    await Promise.all([ownerPage.close(), secondPage.close(), admin.close()]);
  });
});
