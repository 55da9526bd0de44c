import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { type Account, ACCOUNTS, newPageAs } from './accounts';
import { baseURL } from './server';

const browser = useBrowser();

/**
 * The demo customer 王小美 (0900-000-001) of 光點髮藝. Other tests book as her with other names
 * on the booking form, which rename her record at the seller: she is found by her number.
 */
const run = Date.now().toString(36).slice(-5);
const TAG = `VIP${run}`;

/** Opens the customer list as a phone visitor signed in as `member`. */
async function customersPage(member: Account): Promise<Page> {
  const page = await newPageAs(browser(), member);
  await page.goto(`${baseURL}/dashboard/customers`);
  await page.getByRole('heading', { name: '顧客管理' }).waitFor();
  return page;
}

/** Types a keyword into the search box and waits for the card showing `phone` (王小美's). */
async function findCustomer(page: Page, keyword: string, phone: string) {
  await page.getByTestId('customer-search').fill(keyword);
  const card = page.getByTestId('customer-card').filter({ hasText: phone }).first();
  await card.waitFor();
  return { card, name: (await card.innerText()).split('\n')[0]! };
}

describe('customers (顧客管理) at phone size', () => {
  it('the owner tags 王小美 VIP with a note; staff see her phone masked', async () => {
    const owner = await customersPage(ACCOUNTS.hairOwner);
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // A VIP tag with a 30-day booking window.
    const form = owner.getByTestId('tag-form');
    await form.getByTestId('tag-name').fill(TAG);
    await form.getByTestId('tag-vip').check();
    await form.getByTestId('tag-vip-days').fill('30');
    await form.getByTestId('tag-save').click();
    const row = owner.getByTestId('tag-row').filter({ hasText: TAG });
    await row.waitFor();
    expect(await row.innerText()).toContain('VIP 可提前 30 天預約');

    // 王小美 found by the local number's start, whole number shown to the owner.
    const { card, name } = await findCustomer(owner, '0900', '0900-000-001');
    expect(await card.getByTestId('customer-phone').innerText()).toBe('0900-000-001');
    await card.click();
    await owner.getByTestId('customer-name').filter({ hasText: name }).waitFor();

    // A note and the VIP tag, saved together.
    const note = `喜歡安靜的座位 ${run}`;
    await owner.getByTestId('customer-summary').fill(note);
    await owner.getByTestId('customer-tags-select').click();
    await owner.getByRole('option', { name: TAG }).click();
    await owner.keyboard.press('Escape');
    await owner.getByTestId('customer-save').click();
    await owner.getByText('已儲存顧客資料').waitFor();
    await owner.getByTestId('customer-profile').getByText(`★ ${TAG}`).waitFor();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Back on the list, the VIP chip shows her.
    await owner.getByRole('link', { name: '← 顧客管理' }).click();
    await owner
      .getByRole('group', { name: '依標籤篩選' })
      .getByRole('button', { name: TAG })
      .click();
    const vipCards = owner.getByTestId('customer-card');
    await expect
      .poll(async () => (await vipCards.allInnerTexts()).map((t) => t.split('\n')[0]))
      .toEqual([name]);
    // (Badges print upper case; their text is the tag's name.)
    expect(await vipCards.first().getByTestId('customer-tag').allTextContents()).toContain(
      `★ ${TAG}`,
    );
    await owner.close();

    // The note is stored for the seller's other members too; staff see the number masked.
    const staff = await customersPage(ACCOUNTS.hairStaff);
    const { card: staffCard } = await findCustomer(staff, '0900', '0900-***-001');
    expect(await staffCard.getByTestId('customer-phone').innerText()).toBe('0900-***-001');
    await staffCard.click();
    await staff.getByTestId('customer-name').filter({ hasText: name }).waitFor();
    expect(await staff.getByTestId('customer-summary').inputValue()).toBe(note);
    expect(await staff.getByTestId('customer-record-phone').innerText()).toContain('0900-***-001');
    // Staff do not manage tags.
    await staff.getByRole('link', { name: '← 顧客管理' }).click();
    await staff.getByTestId('customer-search').waitFor();
    expect(await staff.getByTestId('tag-manager').count()).toBe(0);
    await staff.close();
  });
});
