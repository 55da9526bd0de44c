import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoLinePayChannel } from '../apps/api/src/db/seed/demo-payments';
import { api } from './api';
import { newSignedInPage, useBrowser } from './browser';
import { ACCOUNTS, tokenOf } from './accounts';
import { baseURL } from './server';

const browser = useBrowser();

const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

type ShopSettings = {
  methods: string[];
  bankTransfer: Record<string, string> | null;
  refundPolicy: { fullRefundHoursBefore: number; lateRefundPercent: number };
};

/** The shop whose settings this file changes, and what they were: put back afterwards. */
let restore: (() => Promise<void>) | null = null;
afterAll(async () => {
  await restore?.();
});

async function sellerOfOwner(ownerToken: string) {
  const sellers = await api<{ id: number; displayName: string }[]>('/v1/sellers', {
    token: ownerToken,
  });
  return sellers.find((s) => s.displayName.startsWith('光點髮藝'))!;
}

describe('payment settings (金流設定, LINE Pay 串接) at phone size', () => {
  it('the owner sets the sandbox channel, tests it, enables LINE Pay and bank transfer with a refund policy', async () => {
    const ownerToken = await tokenOf(ACCOUNTS.hairOwner);
    const seller = await sellerOfOwner(ownerToken);
    // The demo's own sandbox channel, typed in again: other suites paying by LINE Pay keep working.
    const channel = demoLinePayChannel(seller.id);
    const page = await newSignedInPage(browser(), ownerToken);

    await page.goto(`${baseURL}/dashboard/line-pay-settings`);
    await page.getByRole('heading', { name: 'LINE Pay 串接' }).waitFor();
    const form = page.getByTestId('line-pay-form');
    await form.getByTestId('line-pay-channel-id').fill(channel.channelId);
    await form.getByTestId('line-pay-channel-secret').fill(channel.channelSecret);
    await form.getByText('測試環境').click();
    await form.getByTestId('line-pay-save').click();
    await page.getByText('已儲存 LINE Pay 串接').waitFor();
    await expect
      .poll(() => form.getByText(`已儲存（末四碼 ${channel.channelSecret.slice(-4)}）`).count())
      .toBe(1);
    // The secret never comes back to the page.
    expect(await page.getByTestId('line-pay-channel-secret').inputValue()).toBe('');
    expect(await page.content()).not.toContain(channel.channelSecret);

    await page.getByTestId('line-pay-test').click();
    const result = page.getByTestId('line-pay-test-result');
    await result.waitFor();
    expect(await result.innerText()).toContain('連線成功');
    await expect
      .poll(() => page.getByTestId('line-pay-verified').innerText())
      .toContain('上次測試成功');
    await fitsPhone(page);

    // 金流設定 of the current shop.
    await page.goto(`${baseURL}/dashboard/payment-settings`);
    await page.getByRole('heading', { name: '金流設定' }).waitFor();
    const settings = page.getByTestId('payment-settings-form');
    await settings.waitFor();
    const description = await page.getByText('接受的線上付款方式').first().innerText();
    const shops = await api<{ id: number; displayName: string }[]>(
      `/v1/sellers/${seller.id}/shops`,
      { token: ownerToken },
    );
    const shop = shops.find((s) => description.startsWith(s.displayName))!;
    const url = `/v1/sellers/${seller.id}/shops/${shop.id}/payment-settings`;
    const before = await api<ShopSettings>(url, { token: ownerToken });
    restore = async () => {
      await api(url, {
        method: 'PUT',
        token: ownerToken,
        body: {
          methods: before.methods,
          bankTransfer: before.bankTransfer,
          refundPolicy: before.refundPolicy,
        },
      });
    };

    // Start from nothing accepted, then choose LINE Pay and bank transfer.
    for (const method of ['LINE_PAY', 'BANK_TRANSFER', 'DEPOSITORY']) {
      const box = settings.getByTestId(`method-${method}`);
      if (await box.isChecked()) await box.uncheck();
    }
    await settings.getByTestId('method-LINE_PAY').check();
    await settings.getByTestId('method-BANK_TRANSFER').check();

    // 光點髮藝 lets customers pay the rest online (demo): the switch shows it and can be turned.
    const balance = settings.getByTestId('allow-online-balance');
    expect(await balance.isChecked()).toBe(true);
    expect(await settings.getByText('允許顧客於線上支付尾款').count()).toBe(1);
    await balance.click();
    expect(await balance.isChecked()).toBe(false);
    await balance.click();
    expect(await balance.isChecked()).toBe(true);

    await settings.getByTestId('bank-account-edit').click();
    const dialog = page.getByTestId('bank-account-form');
    await dialog.getByTestId('bank-code').fill('812');
    await dialog.getByTestId('bank-name').fill('台新國際商業銀行');
    await dialog.getByTestId('bank-branch').fill('建北分行');
    await dialog.getByTestId('bank-account-number').fill('20681000123456');
    await dialog.getByTestId('bank-account-holder').fill('光點髮藝有限公司');
    await dialog.getByTestId('bank-note').fill('轉帳後請回報帳號末五碼');
    await dialog.getByTestId('bank-account-done').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await settings.getByTestId('bank-account-summary').innerText()).toContain(
      '20681000123456',
    );

    await settings.getByTestId('refund-hours').fill('48');
    await settings.getByTestId('refund-percent').fill('30');
    expect(await settings.getByTestId('refund-preview').innerText()).toBe(
      '預約開始前 48 小時以前取消，可全額退還預付金額；之後取消退還 30%。',
    );
    await settings.getByTestId('payment-settings-save').click();
    await page.getByTestId('payment-settings-saved').waitFor();
    await fitsPhone(page);

    // A reload shows what was saved.
    await page.reload();
    const again = page.getByTestId('payment-settings-form');
    await again.waitFor();
    expect(await again.getByTestId('method-LINE_PAY').isChecked()).toBe(true);
    expect(await again.getByTestId('method-BANK_TRANSFER').isChecked()).toBe(true);
    expect(await again.getByTestId('method-DEPOSITORY').isChecked()).toBe(false);
    expect(await again.getByTestId('allow-online-balance').isChecked()).toBe(true);
    const summary = await again.getByTestId('bank-account-summary').innerText();
    expect(summary).toContain('（812）台新國際商業銀行 建北分行');
    expect(summary).toContain('戶名 光點髮藝有限公司');
    expect(await again.getByTestId('refund-hours').inputValue()).toBe('48 小時');
    expect(await again.getByTestId('refund-percent').inputValue()).toBe('30%');
    await page.close();
  });

  it('the manager sees 金流設定 but not the LINE Pay credentials', async () => {
    const managerToken = await tokenOf(ACCOUNTS.hairManager);
    const page = await newSignedInPage(browser(), managerToken, 'desktop');
    await page.goto(`${baseURL}/dashboard/payment-settings`);
    await page.getByTestId('payment-settings-form').waitFor();
    const nav = page.getByTestId('dashboard-nav');
    const links = await nav.innerText();
    expect(links).toContain('金流設定');
    expect(links).not.toContain('LINE Pay 串接');

    await page.goto(`${baseURL}/dashboard/line-pay-settings`);
    await page.getByTestId('no-permission').waitFor();
    expect(await page.getByTestId('line-pay-form').count()).toBe(0);
    await page.close();
  });
});
