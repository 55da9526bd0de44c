import { describe, expect, it } from 'vitest';
import { ACCOUNTS, tokenOf } from './accounts';
import { newSignedInPage, useBrowser } from './browser';
import { checkPhonePage } from './phone-page';
import { baseURL } from './server';

const browser = useBrowser();

describe('admin jobs page (背景工作)', () => {
  it('an admin sees the scheduled jobs and the work queues at 390 px, and opens a queue’s failed items', async () => {
    const page = await newSignedInPage(browser(), await tokenOf(ACCOUNTS.admin));
    await page.goto(`${baseURL}/admin/jobs`);
    await page.getByRole('heading', { name: '背景工作', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '排程工作' }).waitFor();
    const queue = page.locator('[data-testid="work-queue"][data-name="chat-notice"]');
    await queue.getByText('客服回覆 LINE 通知').waitFor();
    await checkPhonePage(page);

    await queue.getByRole('button', { name: '查看失敗項目' }).click();
    await queue
      .getByText('沒有失敗的項目')
      .or(queue.getByTestId('failed-work-item').first())
      .waitFor();
    await checkPhonePage(page);
  });

  it('a support agent has no jobs page in the menu', async () => {
    const page = await newSignedInPage(browser(), await tokenOf(ACCOUNTS.support));
    await page.goto(`${baseURL}/admin/chat`);
    const nav = page.getByTestId('admin-nav').first();
    await nav.getByText('客服訊息').first().waitFor();
    expect(await nav.getByText('背景工作').count()).toBe(0);
  });
});
