import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './api';
import { newPage, newSignedInPage, useBrowser } from './browser';
import { ACCOUNTS, tokenOf } from './accounts';
import { checkPhonePage } from './phone-page';
import { baseURL } from './server';

const browser = useBrowser();

type Industry = { id: number; name: string; hidden: boolean };

let token: string;
/** The demo's industries as they were, put back at the end for the files that follow. */
let original: Industry[] = [];

beforeAll(async () => {
  token = await tokenOf(ACCOUNTS.admin);
  original = await api<Industry[]>('/v1/admin/industries', { token });
});
afterAll(async () => {
  for (const industry of original) {
    await api(`/v1/admin/industries/${industry.id}`, {
      method: 'PATCH',
      token,
      body: { name: industry.name, hidden: industry.hidden },
    });
  }
  await api('/v1/admin/industries:reorder', {
    method: 'POST',
    token,
    body: { ids: original.map((i) => i.id) },
  });
});

/** The names /industries shows, as a visitor opens it (server-rendered, then the app). */
async function publicIndustryNames(page: Page): Promise<string[]> {
  await page.goto(`${baseURL}/industries`);
  const cards = page.locator('main a[href*="industryId="]');
  await cards.first().waitFor();
  return cards.evaluateAll((links) =>
    links.map((a) => a.querySelector('p')?.textContent?.trim() ?? ''),
  );
}

const rowOf = (page: Page, name: string) =>
  page.getByTestId('industry-row').filter({ has: page.getByText(name, { exact: true }) });

describe('admin industry settings (產業設定)', () => {
  it('an admin renames and hides industries at 390 px, and /industries shows it at once', async () => {
    const visitor = await newPage(browser());
    const before = await publicIndustryNames(visitor); // now in the micro-caches
    expect(before).toContain('美甲');
    expect(before).toContain('除毛');

    const page = await newSignedInPage(browser(), token);
    await page.goto(`${baseURL}/admin/industry`);
    await page.getByRole('heading', { name: '產業設定' }).waitFor();
    await rowOf(page, '美甲').waitFor();
    await checkPhonePage(page);

    await rowOf(page, '美甲').getByTestId('industry-edit').click();
    const form = page.getByTestId('industry-form');
    await form.getByTestId('industry-name').fill('美甲美足');
    await checkPhonePage(page);
    await form.getByTestId('industry-save').click();
    await rowOf(page, '美甲美足').waitFor();

    await rowOf(page, '除毛').getByTestId('industry-toggle-hidden').click();
    await rowOf(page, '除毛').getByTestId('industry-hidden-badge').waitFor();

    const after = await publicIndustryNames(visitor);
    expect(after).toContain('美甲美足');
    expect(after).not.toContain('美甲');
    expect(after).not.toContain('除毛');
  });

  it('reorders by keyboard with the 上移 / 下移 buttons', async () => {
    const page = await newSignedInPage(browser(), token, 'desktop');
    await page.goto(`${baseURL}/admin/industry`);
    const names = page.getByTestId('industry-row-name');
    await names.first().waitFor();
    const [first, second] = await names.allInnerTexts();
    await rowOf(page, first!).getByTestId('industry-down').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => names.first().innerText()).toBe(second);
    expect((await names.allInnerTexts())[1]).toBe(first);
  });

  it("the LINE channels page at 390 px: an admin disables a seller's channels with a reason and enables them again", async () => {
    const page = await newSignedInPage(browser(), token);
    await page.goto(`${baseURL}/admin/line-auth`);
    await page.getByRole('heading', { name: 'LINE 串接' }).waitFor();
    const row = page.getByTestId('line-channel-row').first();
    await row.waitFor();
    await checkPhonePage(page);

    await row.getByTestId('line-channel-toggle').click();
    const form = page.getByTestId('line-channel-status-form');
    await form.getByTestId('line-channel-reason').fill('e2e：檢查停用流程');
    await checkPhonePage(page);
    await form.getByTestId('line-channel-status-save').click();
    await row.getByText('已停用', { exact: true }).waitFor();
    await row.getByText('停用原因：e2e：檢查停用流程').waitFor();

    await row.getByTestId('line-channel-toggle').click();
    await form.getByTestId('line-channel-reason').fill('e2e：恢復');
    await form.getByTestId('line-channel-status-save').click();
    await row.getByText('使用中', { exact: true }).waitFor();
  });
});
