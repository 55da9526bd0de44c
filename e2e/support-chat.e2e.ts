import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, newPageAs, tokenOf } from './accounts';
import { api } from './api';
import { seriousViolations } from './axe';
import { useBrowser } from './browser';
import { checkPhonePage, fitsPhone } from './phone-page';
import { baseURL } from './server';

const browser = useBrowser();

/** A 1×1 PNG: the image sent in the chat. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const AWAY = `客服目前休息中，我們會在上班後回覆您（${Date.now().toString(36)}）`;
const day = (ranges: { start: string; end: string }[]) => Array.from({ length: 7 }, () => ranges);
/** Business hours open all week, or closed all week, so "now" is what the test needs. */
async function setHours(open: boolean): Promise<void> {
  await api('/v1/admin/chat/reply-settings', {
    method: 'PUT',
    token: await tokenOf(ACCOUNTS.support),
    body: {
      timeZone: 'Asia/Taipei',
      hours: day(open ? [{ start: '00:00', end: '24:00' }] : []),
      awayEnabled: true,
      awayMessage: AWAY,
    },
  });
}

const log = (page: Page) => page.getByTestId('chat-log');
const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** The customer's conversation id (the demo seed gives 王小美 one). */
async function customerConversationId(): Promise<number> {
  const data = await api<{ conversationId: number | null }>('/v1/me/support-chat', {
    token: await tokenOf(ACCOUNTS.customer),
  });
  if (!data.conversationId) throw new Error('the demo customer has no conversation');
  return data.conversationId;
}

afterAll(async () => {
  // Back to the demo's hours for the files after this one.
  await api('/v1/admin/chat/reply-settings', {
    method: 'PUT',
    token: await tokenOf(ACCOUNTS.support),
    body: {
      timeZone: 'Asia/Taipei',
      hours: [[], ...Array(5).fill([{ start: '09:00', end: '18:00' }]), []],
      awayEnabled: true,
      awayMessage:
        '您好，目前為非營業時間（週一至週五 09:00–18:00），客服將於上班後盡快回覆您，謝謝耐心等候。',
    },
  });
});

describe('support chat (客服中心 and 客服訊息)', () => {
  it('the user and support talk live, with receipts, an image, a tag and the inbox filter', async () => {
    await setHours(true);
    const conversationId = await customerConversationId();
    const user = await newPageAs(browser(), ACCOUNTS.customer);
    const admin = await newPageAs(browser(), ACCOUNTS.support, { viewport: 'desktop' });

    await user.goto(`${baseURL}/support-chat`);
    await user.getByRole('heading', { name: '客服中心', level: 1 }).waitFor();
    await log(user).getByText('不客氣，有任何問題隨時找我們').waitFor();
    await user.getByTestId('chat-connecting').waitFor({ state: 'detached' });

    await admin.goto(`${baseURL}/admin/chat`);
    await admin.getByRole('heading', { name: '客服訊息', level: 1 }).waitFor();
    await admin.getByTestId(`chat-conversation-${conversationId}`).click();
    await log(admin).getByText('不客氣，有任何問題隨時找我們').waitFor();
    await admin.getByTestId('chat-connecting').waitFor({ state: 'detached' });

    // The user writes (a phone: the 傳送 button); support sees it without reloading.
    const tag = Date.now().toString(36);
    await user
      .getByTestId('chat-input')
      .fill(`請問可以用 LINE Pay 付款嗎？（${tag}）https://haoyue.example/pay 謝謝`);
    await user.getByTestId('chat-send').click();
    const seen = admin.getByTestId('chat-other-message').filter({ hasText: tag });
    await seen.waitFor();
    // The link is a link to a new tab; the text after it stays text.
    expect(await seen.innerText()).toContain('https://haoyue.example/pay 謝謝');
    const link = seen.getByRole('link', { name: 'https://haoyue.example/pay' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');

    // Support has it on screen: the user's message turns 已讀.
    const mine = user.getByTestId('chat-own-message').filter({ hasText: tag });
    await mine.getByTestId('chat-status').filter({ hasText: '已讀' }).waitFor();

    // Support replies (a desktop: Enter sends); the user sees it live, signed by the agent.
    const answer = unique('可以的，結帳時選擇 LINE Pay 即可');
    await admin.getByTestId('chat-input').fill(answer);
    await admin.getByTestId('chat-input').press('Enter');
    const reply = user.getByTestId('chat-other-message').filter({ hasText: answer });
    await reply.waitFor();
    expect(await reply.innerText()).toContain('客服 小安');
    await admin
      .getByTestId('chat-own-message')
      .filter({ hasText: answer })
      .getByTestId('chat-status')
      .filter({ hasText: '已讀' })
      .waitFor();

    // An image: the user attaches one, support opens it in the viewer.
    await user
      .getByTestId('chat-file')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await user.getByTestId('chat-own-message').getByTestId('chat-image').last().waitFor();
    await log(admin).getByTestId('chat-image').last().click();
    const viewer = admin.getByRole('dialog');
    await viewer.getByRole('img', { name: '對方傳送的圖片' }).waitFor();
    await admin.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // A tag on the conversation; the inbox's tag filter finds it.
    await admin.getByTestId('chat-tags').click();
    await admin.getByRole('option', { name: '付款問題' }).click();
    await admin.keyboard.press('Escape');
    await admin.getByTestId(`chat-conversation-${conversationId}`).getByText('付款問題').waitFor();
    await admin.getByTestId('chat-inbox-tag').click();
    await admin.getByRole('option', { name: '付款問題' }).click();
    await expect.poll(() => admin.url()).toContain('tag=');
    await admin.getByTestId(`chat-conversation-${conversationId}`).waitFor();

    expect(await seriousViolations(admin)).toEqual([]);
    await checkPhonePage(user);
    await user.context().close();
    await admin.context().close();
  });

  it('support closes the hours on 回覆設定; outside them the away message shows and answers', async () => {
    await setHours(true);
    const admin = await newPageAs(browser(), ACCOUNTS.support, { viewport: 'desktop' });
    await admin.goto(`${baseURL}/admin/reply-settings`);
    await admin.getByRole('heading', { name: '回覆設定', level: 1 }).waitFor();
    const days = admin.getByTestId('reply-hours-day');
    await expect.poll(() => days.count()).toBe(7);
    for (let i = 0; i < 7; i += 1) {
      const day = days.nth(i);
      if (await day.getByTestId('reply-hours-toggle').isChecked()) {
        await day.locator('label').first().click();
      }
      expect(await day.getByTestId('reply-hours-toggle').isChecked()).toBe(false);
    }
    await admin.getByTestId('reply-away-message').fill(AWAY);
    await admin.getByTestId('reply-settings-save').click();
    await admin.getByText('已儲存回覆設定').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.context().close();

    const user = await newPageAs(browser(), ACCOUNTS.customer);
    await user.goto(`${baseURL}/support-chat`);
    await user.getByTestId('chat-away').getByText(AWAY).waitFor();
    await user.getByTestId('chat-input').fill(unique('晚上打擾了，想問退款進度'));
    await user.getByTestId('chat-send').click();
    const auto = log(user).getByTestId('chat-other-message').filter({ hasText: AWAY });
    await auto.waitFor();
    expect(await auto.innerText()).toContain('自動回覆');
    await checkPhonePage(user);
    await user.context().close();
  });

  it('a canned reply added on 回覆設定 and a tag made on 對話標籤 are there to use', async () => {
    const admin = await newPageAs(browser(), ACCOUNTS.support, { viewport: 'desktop' });
    const name = `退款${Date.now().toString(36).slice(-4)}`;
    await admin.goto(`${baseURL}/admin/chat-tag-settings`);
    await admin.getByRole('heading', { name: '對話標籤', level: 1 }).waitFor();
    await admin.getByTestId('chat-tag-add').click();
    await admin.getByTestId('chat-tag-save').click();
    await admin.getByText('請輸入標籤名稱').waitFor();
    await admin.getByTestId('chat-tag-name').fill(name);
    await admin.getByTestId('chat-tag-color').click();
    await admin.getByRole('option', { name: '綠', exact: true }).click();
    await admin.getByTestId('chat-tag-save').click();
    const row = admin.getByTestId('chat-tag-list').locator('[data-testid^="chat-tag-"]', {
      hasText: name,
    });
    await row.getByText('0 則對話').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);

    const title = `付款方式${Date.now().toString(36).slice(-4)}`;
    await admin.goto(`${baseURL}/admin/reply-settings`);
    await admin.getByTestId('canned-add').click();
    await admin.getByTestId('canned-title').fill(title);
    await admin.getByTestId('canned-body').fill('我們接受信用卡與 LINE Pay。');
    await admin.getByTestId('canned-save').click();
    await admin.getByTestId('canned-list').getByText(title).waitFor();

    await admin.goto(`${baseURL}/admin/chat?c=${await customerConversationId()}`);
    await log(admin).waitFor();
    await admin.getByTestId('chat-canned').click();
    await admin.getByRole('menuitem', { name: new RegExp(title) }).click();
    expect(await admin.getByTestId('chat-input').inputValue()).toBe('我們接受信用卡與 LINE Pay。');
    await admin.getByTestId('chat-tags').click();
    await admin.getByRole('option', { name }).waitFor();
    await admin.context().close();
  });

  it('a reply the user has not read puts a dot on the user menu and its 客服中心', async () => {
    const conversationId = await customerConversationId();
    await api(`/v1/admin/chat/conversations/${conversationId}/messages`, {
      token: await tokenOf(ACCOUNTS.support),
      body: { clientId: crypto.randomUUID(), body: unique('您好，退款已經處理完成') },
    });
    const user = await newPageAs(browser(), ACCOUNTS.customer, { viewport: 'desktop' });
    await user.goto(`${baseURL}/`);
    await user.getByTestId('user-menu-dot').waitFor();
    await user.getByTestId('user-menu').click();
    await user.getByTestId('user-menu-support-chat-dot').waitFor();
    await user.getByTestId('user-menu-support-chat').click();
    await user.getByRole('heading', { name: '客服中心', level: 1 }).waitFor();
    // Read on the page: the dot goes.
    await user.getByTestId('user-menu-dot').waitFor({ state: 'detached' });
    await user.context().close();
  });

  it('at 390 px support switches between the list and the conversation', async () => {
    const conversationId = await customerConversationId();
    const admin = await newPageAs(browser(), ACCOUNTS.support);
    await admin.goto(`${baseURL}/admin/chat`);
    await admin.getByTestId(`chat-conversation-${conversationId}`).click();
    await log(admin).waitFor();
    await admin.getByTestId('chat-inbox').waitFor({ state: 'hidden' });
    expect(await fitsPhone(admin)).toBe(true);
    // The user's details open in a dialog on a phone.
    await admin.getByTestId('chat-side-open').click();
    const details = admin.getByRole('dialog', { name: '使用者資料' });
    await details.getByText('最近訂單').waitFor();
    expect(await details.innerText()).toContain(ACCOUNTS.customer.name);
    await admin.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: '← 對話列表' }).click();
    await admin.getByTestId('chat-inbox').waitFor();
    await checkPhonePage(admin);
    await admin.context().close();
  });

  it('the buyer app’s webview shows the chat alone, without the site header', async () => {
    const user = await newPageAs(browser(), ACCOUNTS.customer);
    await user.goto(`${baseURL}/buyer-app/support-chat`);
    await user.getByRole('heading', { name: '客服中心', level: 1 }).waitFor();
    await log(user).getByText('不客氣，有任何問題隨時找我們').waitFor();
    expect(await user.locator('header').count()).toBe(0);
    await checkPhonePage(user);
    await user.context().close();
  });
  it('scrolling to the top loads the earlier messages, keeping the ones in view in place', async () => {
    const conversationId = await customerConversationId();
    const token = await tokenOf(ACCOUNTS.support);
    const run = Date.now().toString(36);
    const text = (i: number) => `第 ${i} 則 ${run}`;
    for (let i = 1; i <= 35; i += 1) {
      await api(`/v1/admin/chat/conversations/${conversationId}/messages`, {
        token,
        body: { clientId: crypto.randomUUID(), body: text(i) },
      });
    }
    const user = await newPageAs(browser(), ACCOUNTS.customer);
    await user.goto(`${baseURL}/support-chat`);
    const bubble = (i: number) => log(user).getByText(text(i), { exact: true });
    await bubble(35).waitFor();
    // The latest page (30) is shown, scrolled to the newest.
    expect(await bubble(5).count()).toBe(0);
    await bubble(6).waitFor();
    const fromBottom = () =>
      log(user).evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    await expect.poll(fromBottom).toBeLessThan(40);

    await log(user).evaluate((el) => {
      el.scrollTop = 0;
    });
    await bubble(5).waitFor();
    await bubble(1).waitFor({ state: 'attached' });
    // What was at the top (第 6 則) is still where the reader left it, not pushed away.
    const logBox = (await log(user).boundingBox())!;
    const anchor = (await bubble(6).boundingBox())!;
    expect(anchor.y).toBeGreaterThanOrEqual(logBox.y - 1);
    expect(anchor.y).toBeLessThan(logBox.y + 150);
    await user.context().close();
  });
});
