import { formatOrderNumber } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { api } from './api';
import { newSignedInPage, useBrowser } from './browser';
import { seriousViolations } from './axe';
import { ACCOUNTS, tokenOf } from './accounts';
import { baseURL } from './server';
import { sellerOrder, serviceFreeDays, shopService } from './demo-shop';

const browser = useBrowser();

const run = Date.now().toString(36).slice(-5).toUpperCase();

/**
 * A walk-in customer of 光點髮藝 with a confirmed order of 洗剪吹, booked by the owner through
 * the API (the shop's phone booking): the order a coupon is redeemed against.
 */
async function walkInWithOrder(owner: string) {
  const { shop, service } = await shopService('lumiere-daan', '洗剪吹');
  const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  const days = await serviceFreeDays({ shop, service }, date, date, owner);
  const day = days[0]!.times;
  const slot = day[Math.floor(day.length / 2)]!;
  const name = `優惠客${run}`;
  const order = await sellerOrder<{ id: number; orderNumber: string; totalPrice: number }>(
    owner,
    shop,
    service.id,
    slot,
    { displayName: name, phoneNumber: `+8869551${Date.now().toString().slice(-5)}` },
  );
  const records = await api<{ id: number }[]>(
    `/v1/sellers/${shop.sellerId}/customer-records?keyword=${encodeURIComponent(name)}`,
    { token: owner },
  );
  return { name, customerId: records[0]!.id, order };
}

describe('coupons (優惠券) at phone size', () => {
  it('the owner creates a campaign with a code, issues it to a customer and redeems it on her order', async () => {
    const owner = await tokenOf(ACCOUNTS.hairOwner);
    const walkIn = await walkInWithOrder(owner);
    const page = await newSignedInPage(browser(), owner, 'phone');
    const fitsPhone = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

    // A campaign: NT$200 off any order, with a code to share.
    await page.goto(`${baseURL}/dashboard/coupons`);
    await page.getByRole('heading', { name: '優惠券' }).waitFor();
    await page.getByTestId('coupon-campaign-create').click();
    const form = page.getByTestId('coupon-campaign-form');
    const title = `週年慶 ${run}`;
    await form.getByTestId('coupon-campaign-name').fill(title);
    await form.getByTestId('coupon-campaign-value').fill('200');
    await form.getByTestId('coupon-campaign-code').fill(`e2e${run}`);
    expect(await form.getByTestId('coupon-campaign-preview').innerText()).toBe(
      '顯示為：現折 NT$200',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByTestId('coupon-campaign-save').click();
    const card = page.getByTestId('coupon-campaign').filter({ hasText: title });
    await card.waitFor();
    expect(await card.getByTestId('coupon-campaign-terms').innerText()).toBe('現折 NT$200');
    expect(await card.getByTestId('coupon-campaign-claim-code').innerText()).toBe(`E2E${run}`);
    await fitsPhone();

    // Issued to the walk-in customer, found by name.
    await card.getByTestId('coupon-campaign-issue').click();
    const issue = page.getByTestId('coupon-issue-dialog');
    await issue.getByTestId('coupon-issue-search').fill(walkIn.name);
    await issue.getByRole('radio', { name: new RegExp(walkIn.name) }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await issue.getByTestId('coupon-issue-send').click();
    await page.getByText('已發送 1 張優惠券').waitFor();
    await expect
      .poll(() => card.getByTestId('coupon-campaign-counts').innerText())
      .toBe('已發出 1 張・已使用 0 張');

    // Redeemed on her record against her order: NT$200 off.
    await page.goto(`${baseURL}/dashboard/customers/${walkIn.customerId}`);
    const coupon = page
      .getByTestId('customer-coupons-usable')
      .getByTestId('customer-coupon')
      .filter({ hasText: title });
    await coupon.getByTestId('customer-coupon-redeem').click();
    const redeem = page.getByTestId('coupon-redeem-dialog');
    await redeem.getByTestId('coupon-redeem-order').click();
    await page
      .getByRole('option', { name: new RegExp(formatOrderNumber(walkIn.order.orderNumber)) })
      .click();
    expect(await seriousViolations(page)).toEqual([]);
    await redeem.getByTestId('coupon-redeem-confirm').click();
    expect(await redeem.getByTestId('coupon-redeem-result').innerText()).toBe(
      '已兌換，本筆訂單折抵 NT$200',
    );
    await redeem.getByRole('button', { name: '完成' }).click();
    await fitsPhone();

    await page.getByTestId('customer-coupons-tab-redeemed').click();
    const used = page.getByTestId('customer-coupons-redeemed').getByTestId('customer-coupon');
    await used.filter({ hasText: title }).waitFor();
    expect(await used.filter({ hasText: title }).innerText()).toContain(
      `用於訂單 ${formatOrderNumber(walkIn.order.orderNumber)}，折抵 NT$200`,
    );
    await page.close();
  });
});
