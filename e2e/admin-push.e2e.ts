import { describe, expect, it } from 'vitest';
import { api } from './api';
import { ACCOUNTS, newPageAs } from './accounts';
import { screenshot } from './artefacts';
import { useBrowser } from './browser';
import { checkPhonePage } from './phone-page';
import { baseURL } from './server';

const browser = useBrowser();

/** The numbers in 「共 N 位：LINE a 位、簡訊 b 位、無法送達 c 位」. */
const countsIn = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

describe('admin push messages (推播訊息) at phone size', () => {
  it('the admin sends a message to a city, previews the count and sees the outcome', async () => {
    const page = await newPageAs(browser(), ACCOUNTS.admin);
    await page.goto(`${baseURL}/admin/push-message`);
    await page.getByRole('heading', { name: '推播訊息', level: 1 }).waitFor();
    await page.getByTestId('push-audience-kind').waitFor();
    await checkPhonePage(page);

    const text = `週末限定優惠 ${Date.now().toString(36)}`;
    // Submitting empty says what is missing, under the fields.
    await page.getByTestId('push-submit').click();
    await page.getByText('請輸入訊息內容').waitFor();

    await page.getByTestId('push-text').fill(text);
    await page.getByTestId('push-link').fill('https://haoyue.example/promo');
    await page.getByTestId('push-audience-kind').selectOption('CITY');
    await page.getByTestId('push-country').selectOption({ label: '台灣' });
    await page.getByTestId('push-city').selectOption({ label: '臺北市' });
    const count = page.getByTestId('push-audience-count');
    await expect.poll(() => count.innerText()).toMatch(/^共 \d+ 位/);
    const [total, line, sms, unreachable] = countsIn(await count.innerText()) as [
      number,
      number,
      number,
      number,
    ];
    expect(total).toBeGreaterThan(0);
    expect(line + sms + unreachable).toBe(total);
    await checkPhonePage(page);

    await page.getByTestId('push-submit').click();
    await page.getByTestId('push-sent').waitFor();
    const card = page.getByTestId('push-history').locator('[data-testid^="push-message-"]', {
      hasText: text,
    });
    await card.waitFor();

    // The job runner's pass, now (JOBS_INTERVAL would take up to 30 s).
    for (let i = 0; i < 5; i += 1) {
      await api('/v1/dev/push-messages:deliver', { method: 'POST' });
    }
    await page.reload();
    await card.getByTestId('push-status').filter({ hasText: '已完成' }).waitFor();
    // 成功, 失敗, 略過 per channel: LINE is tried for everyone, SMS for those LINE skipped.
    const channel = async (name: 'LINE' | 'SMS') =>
      countsIn(await card.getByTestId(`push-counts-${name}`).innerText()) as [
        number,
        number,
        number,
      ];
    const [lineSent, lineFailed, lineSkipped] = await channel('LINE');
    const [smsSent, smsFailed, smsSkipped] = await channel('SMS');
    expect(lineSent + lineFailed + lineSkipped).toBe(total);
    expect(lineSent + lineFailed).toBe(line);
    expect(smsSent + smsFailed + smsSkipped).toBe(lineSkipped);
    expect(smsSent + smsFailed).toBe(sms);
    expect(smsSkipped).toBe(unreachable);
    await checkPhonePage(page);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-push-history');
    await page.context().close();
  });

  it('the admin saves a draft, edits it from the history, then sends it', async () => {
    const page = await newPageAs(browser(), ACCOUNTS.admin);
    await page.goto(`${baseURL}/admin/push-message`);
    await page.getByTestId('push-audience-kind').waitFor();

    const tag = Date.now().toString(36);
    await page.getByTestId('push-text').fill(`草稿 ${tag}`);
    await page.getByTestId('push-audience-kind').selectOption('CITY');
    await page.getByTestId('push-country').selectOption({ label: '台灣' });
    await page.getByTestId('push-city').selectOption({ label: '臺北市' });
    await page.getByTestId('push-save-draft').click();
    await page.getByTestId('push-sent').filter({ hasText: '已儲存為草稿' }).waitFor();
    const card = (text: string) =>
      page.getByTestId('push-history').locator('[data-testid^="push-message-"]', {
        hasText: text,
      });
    const draft = card(`草稿 ${tag}`);
    await draft.getByTestId('push-status').filter({ hasText: '草稿' }).waitFor();
    // The job leaves a draft alone.
    await api('/v1/dev/push-messages:deliver', { method: 'POST' });
    await page.reload();
    await draft.getByTestId('push-status').filter({ hasText: '草稿' }).waitFor();
    await checkPhonePage(page);

    await draft.getByRole('button', { name: '編輯' }).click();
    await page.getByTestId('push-editing').waitFor();
    expect(await page.getByTestId('push-text').inputValue()).toBe(`草稿 ${tag}`);
    expect(await page.getByTestId('push-city').inputValue()).not.toBe('');
    await page.getByTestId('push-text').fill(`已編輯 ${tag}`);
    await page.getByTestId('push-save-draft').click();
    await page.getByTestId('push-sent').filter({ hasText: '草稿已儲存' }).waitFor();
    const edited = card(`已編輯 ${tag}`);
    await edited.getByTestId('push-status').filter({ hasText: '草稿' }).waitFor();
    await checkPhonePage(page);

    await page.getByTestId('push-submit').click();
    await page.getByTestId('push-sent').filter({ hasText: '已送出' }).waitFor();
    await expect.poll(() => page.getByTestId('push-editing').count()).toBe(0);
    for (let i = 0; i < 5; i += 1) {
      await api('/v1/dev/push-messages:deliver', { method: 'POST' });
    }
    await page.reload();
    await edited.getByTestId('push-status').filter({ hasText: '已完成' }).waitFor();
    await page.context().close();
  });
});
