import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-data';
import { api } from './api';
import { type Account, newPageAs, nationalOf, tokenBySms } from './accounts';
import { newSignedInPage, useBrowser } from './browser';
import { checkPhonePage } from './phone-page';
import { baseURL } from './server';

// Issue 38: a new seller's owner applies for LINE Pay with a bank document, the demo admin
// approves it in the admin area, and the owner can then enter the channel keys. A throw-away
// seller, so no demo seller's LINE Pay state (other files pay by LINE Pay) changes.

const browser = useBrowser();
const run = String(Date.now()).slice(-6);
const ADMIN: Account = {
  phone: DEMO_ADMIN.phoneNumber,
  national: nationalOf(DEMO_ADMIN.phoneNumber),
  password: DEMO_PASSWORD,
  name: DEMO_ADMIN.displayName,
};
const BUSINESS = `申請測試商號 ${run}`;
/** A 1×1 PNG: the bank document. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('LINE Pay application (LINE Pay 申請) at phone size', () => {
  it('an owner applies with a document, the admin approves, the owner enters the keys', async () => {
    const ownerToken = await tokenBySms(`+886938${run}`);
    const seller = await api<{ id: number }>('/v1/sellers', {
      token: ownerToken,
      body: { displayName: `LINE Pay 測試 ${run}` },
    });

    // The owner: no keys before applying, only the application form.
    const owner = await newSignedInPage(browser(), ownerToken);
    await owner.goto(`${baseURL}/dashboard/line-pay-settings`);
    const form = owner.getByTestId('line-pay-application-form');
    await form.waitFor();
    expect(await owner.getByTestId('line-pay-form').count()).toBe(0);
    await form.getByTestId('line-pay-application-business-name').fill(BUSINESS);
    await form.getByTestId('line-pay-application-tax-id').fill('04595258');
    await form.getByTestId('line-pay-application-contact-name').fill('林測試');
    await form.getByTestId('line-pay-application-contact-phone').fill('0938000000');
    await form.getByTestId('line-pay-application-contact-email').fill('owner@example.com');
    await form.getByTestId('line-pay-application-submit').click();
    // The checksum and the missing document are refused before anything is sent.
    await form.getByText('統一編號檢查碼不正確').waitFor();
    await form.getByText('請上傳至少一份銀行文件').waitFor();
    await form.getByTestId('line-pay-application-tax-id').fill('04595257');
    await owner.getByLabel('選擇銀行文件檔案').setInputFiles({
      name: 'passbook.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await form.getByText(/passbook\.webp/).waitFor();
    await checkPhonePage(owner);
    await form.getByTestId('line-pay-application-submit').click();
    const status = owner.getByTestId('line-pay-application-status');
    await status.getByText('審核中', { exact: true }).waitFor();
    await checkPhonePage(owner);

    // The admin: the application in the list (filter held in the URL), its document, approve.
    const admin = await newPageAs(browser(), ADMIN);
    await admin.goto(
      `${baseURL}/admin/line-pay-application?status=SUBMITTED&q=${encodeURIComponent(BUSINESS)}`,
    );
    const row = admin.getByTestId('line-pay-application-row');
    await row.waitFor();
    expect(await row.count()).toBe(1);
    await checkPhonePage(admin);
    await row.click();
    const detail = admin.getByTestId('line-pay-application-detail');
    await detail.getByText('04595257').waitFor();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      detail.getByTestId('line-pay-document-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('passbook.webp');
    await checkPhonePage(admin);
    await detail.getByTestId('line-pay-approve').click();
    await admin.getByText('已核准申請').waitFor();
    await admin.close();

    // The owner was told, and now enters the keys.
    const channel = { channelId: `17${run}00`, channelSecret: `Ab${run}`.padEnd(32, 'x') };
    await owner.reload();
    const keys = owner.getByTestId('line-pay-form');
    await keys.waitFor();
    await keys.getByTestId('line-pay-channel-id').fill(channel.channelId);
    await keys.getByTestId('line-pay-channel-secret').fill(channel.channelSecret);
    await keys.getByTestId('line-pay-save').click();
    // Saved: the form comes back with the secret's last four characters.
    await owner.getByText(`已儲存（末四碼 ${channel.channelSecret.slice(-4)}）`).waitFor();
    await checkPhonePage(owner);
    await owner.close();
    const saved = await api<{ configured: boolean }>(`/v1/sellers/${seller.id}/line-pay-settings`, {
      token: ownerToken,
    });
    expect(saved.configured).toBe(true);
  });
});
