import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, zoneDate } from './api';
import { newPage, useBrowser, watchCspViolations } from './browser';
import { seriousViolations } from './axe';
import { ACCOUNTS, newPageAs, tokenOf } from './accounts';
import { chooseShop } from './dashboard';
import { baseURL } from './server';
import { customerOrder, serviceFreeDays, shopService } from './demo-shop';

const browser = useBrowser();

const SLUG = 'lumiere-daan';
const SHOP_NAME = '光點髮藝 大安店';
const SHOP_ZONE = 'Asia/Taipei';
/** The demo customer 王小美, whose nickname is 小美. */
const run = Date.now().toString(36).slice(-5);

/**
 * Behind the pages' back: the demo customer books 洗剪吹 at the demo shop on the first day with
 * free times from the day after tomorrow, and the shop's owner marks the visit completed.
 */
async function completedVisit(): Promise<{ orderKey: string; shopId: number }> {
  const { shop, service } = await shopService(SLUG, '洗剪吹');
  const days = await serviceFreeDays(
    { shop, service },
    zoneDate(SHOP_ZONE, 2),
    zoneDate(SHOP_ZONE, 8),
  );
  const slot = days.find((d) => d.times.length > 0)!.times.at(-1)!;
  const order = await customerOrder<{ id: number; orderKey: string; sellerId: number }>(
    await tokenOf(ACCOUNTS.customer),
    shop,
    service.id,
    slot,
    { displayName: '王小美', phoneNumber: ACCOUNTS.customer.phone },
  );
  // The shop marks the visit done once it has begun: this request runs two hours after its start.
  await api(`/v1/sellers/${order.sellerId}/orders/${order.id}:complete`, {
    method: 'POST',
    token: await tokenOf(ACCOUNTS.hairOwner),
    devNow: new Date(Date.parse(slot.startTime) + 2 * 3_600_000).toISOString(),
  });
  return { orderKey: order.orderKey, shopId: shop.id };
}

/** Opens the shop page and its reviews section. */
async function openShopReviews(page: Page) {
  await page.goto(`${baseURL}/p/${SLUG}`);
  const section = page.getByTestId('shop-reviews');
  await section.scrollIntoViewIfNeeded();
  await section.getByTestId('review-summary').waitFor();
  return section;
}

describe('reviews', () => {
  it('a review after a completed visit shows on the shop page; the shop replies from the dashboard', async () => {
    const { orderKey } = await completedVisit();
    const comment = `剪得很有層次，設計師很細心 ${run}`;
    const reply = `謝謝小美的支持，期待再為您服務 ${run}`;

    // The customer rates the visit on the order page.
    const customer = await newPageAs(browser(), ACCOUNTS.customer);
    const cspViolations = await watchCspViolations(customer);
    await customer.goto(`${baseURL}/orders/${orderKey}`);
    const form = customer.getByTestId('review-form');
    await expect
      .poll(() => customer.getByRole('heading', { name: '評價這次服務' }).count())
      .toBe(1);
    // Sending without stars is refused on the page, saying why.
    await form.getByTestId('review-submit').click();
    await form.getByRole('alert').filter({ hasText: '請選擇 1 到 5 顆星' }).waitFor();
    await form.getByRole('radio', { name: /^5 顆星/ }).check();
    expect(await form.getByText('非常滿意').count()).toBe(1);
    await form.getByLabel('評論（選填）').fill(comment);
    await form.getByTestId('review-submit').click();
    const mine = customer.getByTestId('order-review');
    await mine.getByRole('heading', { name: '您的評價' }).waitFor();
    expect(await mine.getByTestId('review-comment').textContent()).toBe(comment);
    expect(await mine.getByRole('img', { name: '5 顆星（滿分 5 顆）' }).count()).toBe(1);
    expect(await customer.getByTestId('review-form').count()).toBe(0);

    // The shop page shows it with the average and the count, under the nickname.
    const section = await openShopReviews(customer);
    expect(await section.getByTestId('review-average').textContent()).toBe('5.0');
    expect(await section.getByTestId('review-count').textContent()).toBe('共 1 則評價');
    const item = section.getByTestId('review-item').filter({ hasText: comment });
    expect(await item.getByTestId('review-author').textContent()).toBe('小美');
    expect(await item.textContent()).not.toContain('0900');
    expect(await item.getByRole('button', { name: /檢舉/ }).count()).toBe(1);
    expect(await seriousViolations(customer)).toEqual([]);

    // The owner answers it from /dashboard/reviews, on a phone.
    const owner = await newPageAs(browser(), ACCOUNTS.hairOwner);
    await owner.goto(`${baseURL}/dashboard/reviews`);
    await owner.getByRole('heading', { name: '顧客評價' }).waitFor();
    await chooseShop(owner, SHOP_NAME);
    const burger = owner.getByTestId('dashboard-burger');
    await burger.click();
    expect(await owner.getByRole('link', { name: '顧客評價' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await burger.click();
    const card = owner.getByTestId('seller-review').filter({ hasText: comment });
    await card.getByLabel('回覆這則評價').fill(reply);
    await card.getByTestId('reply-submit').click();
    await card.getByTestId('review-reply').filter({ hasText: reply }).waitFor();
    expect(await card.getByTestId('reply-form').count()).toBe(0);

    // The reply shows under the review on the shop page (public answers are cached a few
    // seconds, so the page is reloaded until it has it).
    await expect
      .poll(
        async () => {
          const reloaded = await openShopReviews(customer);
          return reloaded
            .getByTestId('review-item')
            .filter({ hasText: comment })
            .getByTestId('review-reply')
            .filter({ hasText: reply })
            .count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(1);

    // A signed-in reader reports it once, with a reason.
    const again = customer.getByTestId('review-item').filter({ hasText: comment });
    await again.getByRole('button', { name: /檢舉/ }).click();
    const dialog = customer.getByRole('dialog', { name: '檢舉評價' });
    // Judged once the dialog is open: right after the click its fade-in may not have begun.
    await dialog.waitFor();
    expect(await seriousViolations(customer)).toEqual([]);
    await dialog.getByRole('radio', { name: '廣告或垃圾訊息' }).check();
    await dialog.getByRole('button', { name: '送出檢舉' }).click();
    await dialog.getByTestId('report-done').waitFor();
    await dialog.getByRole('button', { name: '完成' }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(cspViolations).toEqual([]);
    await customer.close();
    await owner.close();
  });

  it('a signed-out visitor sees the reviews without a 檢舉 button', async () => {
    const page = await newPage(browser(), 'phone');
    const section = await openShopReviews(page);
    expect(await section.getByTestId('review-count').textContent()).toMatch(/^共 \d+ 則評價$/);
    expect(await section.getByRole('button', { name: /檢舉/ }).count()).toBe(0);
    await page.close();
  });
});
