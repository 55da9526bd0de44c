import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, nationalOf, newPageAs, tokenBySms } from './accounts';
import { api } from './api';
import { newPage, useBrowser } from './browser';
import { checkPhonePage } from './phone-page';
import { baseURL } from './server';

const browser = useBrowser();

/**
 * A throw-away customer, so suspending them touches no account other files sign in as. Always
 * 09 1x: our phone rules refuse 09 9x numbers, which the clock's digits drew one run in ten.
 */
const PHONE = `+88691${Date.now().toString().slice(-7)}`;
const PASSWORD = 'suspend-me-2026';
const SUSPENDED = '此帳號已停用，如有疑問請聯絡客服';
const REASON = `e2e 停用測試 ${PHONE.slice(-4)}`;

/** What the API answers `token` on the signed-in user's own call. */
async function meWith(token: string) {
  const res = await fetch(`${baseURL}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
}

async function loaded(page: Page) {
  await page.getByRole('status', { name: '載入中' }).first().waitFor({ state: 'detached' });
}

describe('admin: users, sellers and the audit log at phone size', () => {
  it('finds a customer by phone, suspends them with a reason, and the audit log shows it', async () => {
    const customerToken = await tokenBySms(PHONE);
    await api('/v1/me', {
      method: 'PATCH',
      token: customerToken,
      body: { displayName: '停用測試', password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expect((await meWith(customerToken)).status).toBe(200);

    const admin = await newPageAs(browser(), ACCOUNTS.admin);
    await admin.goto(`${baseURL}/admin`);
    await admin.getByRole('heading', { name: '使用者', level: 1 }).waitFor();
    await loaded(admin);
    await checkPhonePage(admin);

    // Typed as a local number with dashes: found, and the search is in the URL.
    const national = nationalOf(PHONE);
    await admin
      .getByTestId('admin-user-search')
      .fill(`${national.slice(0, 4)}-${national.slice(4, 7)}-${national.slice(7)}`);
    const card = admin.getByTestId('admin-user-card');
    await admin.waitForURL(/q=/);
    await expect.poll(() => card.count()).toBe(1);
    await card.click();
    await admin.getByTestId('user-profile').waitFor();
    await checkPhonePage(admin);

    // 停用帳號 asks why; a blank reason is refused in the dialog.
    await admin.getByTestId('user-disable').click();
    const dialog = admin.getByTestId('user-disable-dialog');
    await dialog.getByTestId('reason-submit').click();
    await dialog.getByText('請填寫原因').waitFor();
    await checkPhonePage(admin);
    await dialog.getByTestId('reason-input').fill(REASON);
    await dialog.getByTestId('reason-submit').click();
    await admin.getByTestId('user-disabled-badge').waitFor();
    await admin.getByTestId('user-enable').waitFor();

    // The customer's session is refused at once, and signing in again says why.
    const refused = await meWith(customerToken);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.message).toBe(SUSPENDED);
    const visitor = await newPage(browser());
    await visitor.goto(`${baseURL}/`);
    await visitor.getByTestId('login-button').click();
    const login = visitor.getByRole('dialog');
    await login.getByLabel('手機號碼').fill(national);
    await login.getByLabel('手機號碼').press('Enter');
    await login.getByLabel('密碼').fill(PASSWORD);
    await login.getByLabel('密碼').press('Enter');
    await login.getByText(SUSPENDED).waitFor();

    // The user page links to its rows of the audit log: who, what, why, before → after.
    await admin.getByTestId('user-audit-link').click();
    await admin.waitForURL(/targetType=user&targetId=\d+/);
    const row = admin.getByTestId('audit-row').first();
    await row.waitFor();
    expect(await row.getByTestId('audit-action').innerText()).toBe('停用帳號');
    expect(await row.innerText()).toContain(REASON);
    expect(await row.innerText()).toContain('停用原因：（無） →');
    await checkPhonePage(admin);

    // The sellers list at phone size.
    await admin.goto(`${baseURL}/admin/seller`);
    await admin.getByTestId('admin-seller-card').first().waitFor();
    await checkPhonePage(admin);
    await admin.getByTestId('admin-seller-card').first().click();
    await admin.getByTestId('seller-members').waitFor();
    await checkPhonePage(admin);
  });
});
