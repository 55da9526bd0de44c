import type { Locator, Page } from 'playwright-core';

// Membership items (儲值金, 套票) as the pages handle them: the shop's forms and the voucher card
// both the customer's member card and the shop's customer record show.

/**
 * On 套票方案: fills the new template's form, covering every 洗剪吹 on the seller's menus (one
 * per shop), and saves it.
 */
export async function addVoucherTemplate(
  page: Page,
  name: string,
  sessions: string,
  price: string,
): Promise<void> {
  const form = page.getByTestId('voucher-template-form');
  await form.getByTestId('voucher-template-name').fill(name);
  await form.getByTestId('voucher-template-sessions').fill(sessions);
  await form.getByTestId('voucher-template-price').fill(price);
  await form.getByTestId('voucher-template-services').click();
  const washes = page.getByRole('option', { name: '洗剪吹', exact: true });
  await washes.first().waitFor();
  for (let i = 0, n = await washes.count(); i < n; i++) await washes.nth(i).click();
  await page.keyboard.press('Escape');
  await form.getByTestId('voucher-template-save').click();
}

/** On a customer's record: 儲值 with the plan, paid by `method` (its label), until the form closes. */
export async function topUpWithPlan(page: Page, plan: string, method: string): Promise<void> {
  await page.getByTestId('top-up-open').click();
  const form = page.getByTestId('top-up-form');
  await form
    .getByTestId('top-up-plan')
    .getByRole('radio', { name: new RegExp(plan) })
    .check();
  await form.getByTestId('top-up-method').getByText(method).click();
  await form.getByTestId('top-up-submit').click();
  await form.waitFor({ state: 'hidden' });
}

/** Opens a voucher card's history and reads the kinds of its movements, as listed (newest first). */
export async function voucherHistoryKinds(card: Locator): Promise<(string | null)[]> {
  await card.getByTestId('voucher-history-toggle').click();
  await card.getByTestId('voucher-history').waitFor();
  return card
    .getByTestId('voucher-transaction')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')));
}
