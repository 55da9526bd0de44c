import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_BILLING_SHOPS } from '../apps/api/src/db/seed/demo-billing';
import { api } from './api';
import { newPage, newSignedInPage, useBrowser } from './browser';
import { tokenBySms } from './accounts';
import { checkPhonePage } from './phone-page';
import { baseURL } from './server';

// Seller billing (issue 39), on a phone: a new owner adds a card through the card gateway's own
// fields (the loopback fake's framed page), buys a yearly licence for a shop, sees its new end
// date and opens the receipt; a paused shop's public pages say booking is paused.

/** The demo shop whose licence lapsed past grace: online booking paused (no other file uses it). */
const PAUSED_SHOP_SLUG = DEMO_BILLING_SHOPS.paused;

const browser = useBrowser();
const digits = String(Date.now()).slice(-6);
const run = Date.now().toString(36).slice(-5);

/** A new owner (SMS sign-up) with a seller and two shops made through the seller API. */
async function ownerWithTwoShops() {
  const token = await tokenBySms(`+886931${digits}`);
  const seller = await api<{ id: number }>('/v1/sellers', {
    token,
    body: { displayName: `授權測試 ${run}` },
  });
  const countries = await api<{ id: number; isoCode: string }[]>('/v1/countries');
  const taiwan = countries.find((c) => c.isoCode === 'TW')!;
  const cities = await api<{ id: number; name: string }[]>(`/v1/cities?countryId=${taiwan.id}`);
  const industries = await api<{ id: number }[]>('/v1/industries');
  const shop = (n: number) =>
    api<{ id: number; displayName: string }>(`/v1/sellers/${seller.id}/shops`, {
      token,
      body: {
        displayName: `授權測試 ${run} ${n} 號店`,
        urlSlug: `billing-${run}-${n}`,
        address: '臺北市中正區重慶南路一段 122 號',
        industryId: industries[0]!.id,
        cityId: cities.find((c) => c.name === '臺北市')!.id,
      },
    });
  const first = await shop(1);
  const second = await shop(2);
  return { token, sellerId: seller.id, shops: [first, second] };
}

/** Types a card into the fake gateway's framed fields (labels as the fake's page names them). */
async function typeCard(page: Page) {
  const frame = page.frameLocator('iframe[title="信用卡資料"]');
  await frame.getByLabel('卡號').fill('4242 4242 4242 4242');
  await frame.getByLabel('有效期限').fill('12/30');
  await frame.getByLabel('安全碼').fill('123');
}

describe('seller billing at phone size', () => {
  it('the owner adds a card, buys a yearly licence for a shop, sees its new end and its receipt', async () => {
    const owner = await ownerWithTwoShops();
    const page = await newSignedInPage(browser(), owner.token);

    // The card, through the gateway's own fields: the number never reaches our page.
    await page.goto(`${baseURL}/dashboard/credit-card`);
    await page.getByTestId('card-add').waitFor();
    await typeCard(page);
    await checkPhonePage(page);
    const save = page.getByTestId('card-save');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    expect(await page.getByTestId('card-label').innerText()).toContain('•••• 4242');
    expect(await page.getByTestId('card-expiry').innerText()).toContain('有效期限 12/30');
    await checkPhonePage(page);

    // A yearly licence for the second shop, charged to that card.
    await page.goto(`${baseURL}/dashboard/license`);
    const second = page
      .getByTestId('shop-licence')
      .filter({ hasText: owner.shops[1]!.displayName });
    await second.waitFor();
    await checkPhonePage(page);
    await second.getByTestId('shop-licence-buy').click();
    const dialog = page.getByTestId('buy-dialog');
    await dialog.getByLabel('年繳').check();
    expect(await dialog.getByTestId('buy-card').innerText()).toContain('•••• 4242');
    expect(await dialog.getByTestId('buy-amount').innerText()).toContain('本期金額（含稅）');
    await checkPhonePage(page);
    await dialog.getByTestId('buy-submit').click();

    const outcome = page.getByTestId('order-outcome');
    expect(await outcome.innerText()).toContain('付款成功');
    const ends = /\d{4}年\d{1,2}月\d{1,2}日（.）/.exec(
      await page.getByTestId('order-outcome-ends').innerText(),
    )?.[0];
    expect(ends).toBeTruthy();
    // The shop's card shows the same end, a year or more away.
    await expect.poll(() => second.getByTestId('shop-licence-ends').innerText()).toContain(ends!);
    // The year bought starts when the 14-day trial ends: licensed a year after that.
    const billing = await api<{ shops: { shopId: number; coveredUntil: string | null }[] }>(
      `/v1/sellers/${owner.sellerId}/billing`,
      { token: owner.token },
    );
    const coveredUntil = billing.shops.find((s) => s.shopId === owner.shops[1]!.id)!.coveredUntil!;
    expect(Date.parse(coveredUntil) - Date.now()).toBeGreaterThan(364 * 86_400_000);

    // Its electronic receipt: number, the amount with the tax inside it.
    await outcome.getByRole('button', { name: '查看收據' }).click();
    const receipt = page.getByTestId('receipt');
    const text = await receipt.innerText();
    expect(text).toMatch(/收據號碼\s*\S+/);
    expect(text).toContain('金額（含稅）');
    expect(text).toContain('其中營業稅');
    expect(text).toContain(owner.shops[1]!.displayName);
    await checkPhonePage(page);

    // The order is in the history with its receipt.
    await page.getByRole('dialog').getByRole('button', { name: '關閉' }).first().click();
    const order = page.getByTestId('system-order').first();
    expect(await order.innerText()).toContain('已付款');
    await order.getByTestId('system-order-receipt').waitFor();
  });

  it("a paused shop's public page and booking page say online booking is paused", async () => {
    const page = await newPage(browser(), 'phone');
    await page.goto(`${baseURL}/p/${PAUSED_SHOP_SLUG}`);
    expect(await page.getByTestId('booking-paused').innerText()).toContain(
      '此店家目前暫停線上預約',
    );
    expect(await page.getByTestId('shop-book-button').count()).toBe(0);
    expect(await page.getByTestId('shop-sticky-book').count()).toBe(0);
    await checkPhonePage(page);

    await page.goto(`${baseURL}/p/${PAUSED_SHOP_SLUG}/booking`);
    expect(await page.getByTestId('booking-paused').innerText()).toContain(
      '此店家目前暫停線上預約',
    );
    await checkPhonePage(page);
  });
});
