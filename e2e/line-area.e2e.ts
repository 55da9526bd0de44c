import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, zoneDate, zoneTimeLabel } from './api';
import { newPage, newSignedInPage, useBrowser } from './browser';
import {
  LINE_SHOP,
  liffRecord,
  mockLiff,
  newLineUserId,
  useLineShop,
  type LiffMessage,
} from './liff';
import { checkPhonePage } from './phone-page';
import { signUpBySms } from './accounts';
import { screenshot } from './artefacts';
import { baseURL } from './server';
import { chooseDay, confirmAs, firstFreeTime, step } from './booking-wizard';

const browser = useBrowser();

// 光點髮藝 (seller 1) opens its LINE area with the 信義店 bookable and a NT$500 deposit for this
// file (restored after: useLineShop). A new LINE user links with a new phone number, books, pays by LINE Pay
// (the fake), and the LINE messages (the fake Messaging API) record the booking and the change.
const { sellerId: SELLER_ID, slug: SLUG, zone: SHOP_ZONE } = LINE_SHOP;
const run = Date.now().toString().slice(-6);
const NEW_PHONE = { national: `0955${run}`, e164: `+886955${run}` };
const LINE_USER = { userId: newLineUserId(), displayName: 'LINE 小安' };

const line = useLineShop();
/** The order the first test books (the LINE user's), for the tests after it. */
let orderKey = '';
const lineSettings = `/v1/sellers/${SELLER_ID}/line-settings`;

/** The shop's LIFF permanent link: LIFF URL + the path under the /line/{sellerId} endpoint. */
const shopLink = () => `https://liff.line.me/${line.liffId}/${SLUG}`;

/** The last call's messages the page handed the mocked SDK (share picker or sendMessages). */
async function lastRecorded(page: Page, kind: 'shared' | 'sent'): Promise<LiffMessage[]> {
  await expect.poll(async () => (await liffRecord(page, kind)).length).toBeGreaterThan(0);
  return (await liffRecord(page, kind)).at(-1)!;
}

/** The URIs a message's actions lead to. */
const urisOf = (messages: LiffMessage[]) =>
  [...JSON.stringify(messages).matchAll(/"uri":"([^"]+)"/g)].map((m) => m[1]);

interface LineMessage {
  to: string;
  messages: { type: string; altText?: string; contents?: unknown }[];
}

/** The flex messages the fake LINE platform received for the user, oldest first. */
async function flexMessages(): Promise<LineMessage['messages']> {
  const pushed = await api<LineMessage[]>(`/v1/dev/line/messages?to=${LINE_USER.userId}`);
  return pushed
    .reverse()
    .flatMap((p) => p.messages)
    .filter((m) => m.type === 'flex');
}

/** The order link of a flex message (its URI action), as a path on the app under test. */
function orderPathOf(message: LineMessage['messages'][number]): string {
  const uri = /"uri":"([^"]*\/orders\/[^"]+)"/.exec(JSON.stringify(message))?.[1];
  if (!uri) throw new Error(`no order link in ${JSON.stringify(message).slice(0, 300)}`);
  const url = new URL(uri, baseURL);
  return `${url.pathname}${url.search}`;
}

describe('the LINE area (LIFF mocked, 390 px)', () => {
  it('a new LINE user links with a new phone, books with a deposit paid by LINE Pay, gets a flex message, opens the order from it and reschedules', async () => {
    const page = await newPage(browser(), 'phone');
    await mockLiff(page, SELLER_ID, LINE_USER);

    // Not linked yet: the area sends the LINE user to the phone login.
    await page.goto(`${baseURL}/line/${SELLER_ID}/my-customer`);
    await page.waitForURL(new RegExp(`/line/${SELLER_ID}/login$`));
    await page.getByTestId('line-login').waitFor();
    expect(await page.getByTestId('line-login').innerText()).toContain(LINE_USER.displayName);
    await checkPhonePage(page);

    // The site's phone login: a new number signs up by SMS and sets a password.
    await page.getByTestId('line-phone-login').click();
    const dialog = page.getByRole('dialog');
    await signUpBySms(dialog, NEW_PHONE.e164, { password: 'line-e2e-pass' });
    await dialog.waitFor({ state: 'hidden' });

    // Linked with the LINE profile: the member card, the bookable shop and its booking button.
    await page.waitForURL(new RegExp(`/line/${SELLER_ID}/my-customer$`));
    await page.getByTestId('line-bookable-shops').waitFor();
    expect(await page.getByTestId('line-bookable-shops').innerText()).toContain('信義');
    await checkPhonePage(page);

    // Share the shop: the picker is there inside LINE (mocked: success).
    await page.getByTestId('line-share-shop').click();
    expect(await page.getByTestId('line-share-shop-result').innerText()).toBe('已分享。');
    const shopShare = await lastRecorded(page, 'shared');
    expect(shopShare).toMatchObject([{ type: 'flex' }]);
    expect(JSON.stringify(shopShare)).toContain('一起來預約');
    expect(new Set(urisOf(shopShare))).toEqual(new Set([shopLink()]));

    // Book inside the area: the booking page under /line/{sellerId}/{urlSlug}/booking.
    await page.getByTestId('line-book-button').click();
    await page.waitForURL(new RegExp(`/line/${SELLER_ID}/${SLUG}/booking`));
    // A shop's pages in the area keep the shop's canonical address.
    await expect
      .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'))
      .toMatch(new RegExp(`/p/${SLUG}/booking$`));
    await step(page, 'services');
    await page.getByTestId('booking-service').first().click();
    await page.getByTestId('booking-next').click();
    await firstFreeTime(page, zoneDate(SHOP_ZONE, 25));
    await confirmAs(page, '林小安');
    await page.getByTestId('booking-success').waitFor();
    orderKey = (await page.getByTestId('booking-success').getAttribute('data-order-key'))!;
    await page.getByTestId('line-booking-share').waitFor();
    await checkPhonePage(page);

    // Share the booking: a flex message about the shop, its links the shop's permanent link;
    // nothing of the customer (phone, order key) in it.
    await page.getByTestId('line-share-booking').click();
    expect(await page.getByTestId('line-share-booking-result').innerText()).toBe('已分享。');
    const shared = await lastRecorded(page, 'shared');
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ type: 'flex', contents: { type: 'bubble' } });
    const sharedJson = JSON.stringify(shared);
    expect(sharedJson).toContain('信義');
    expect(sharedJson).toContain('一起來預約');
    expect(new Set(urisOf(shared))).toEqual(new Set([shopLink()]));
    for (const secret of [orderKey, NEW_PHONE.national, NEW_PHONE.e164, '林小安']) {
      expect(sharedJson).not.toContain(secret);
    }

    // Opened from the chat (utou): the booking goes to the chat as a text.
    await page.getByTestId('line-send-booking').click();
    expect(await page.getByTestId('line-send-booking-result').innerText()).toBe('已傳送到聊天室。');
    const sent = await lastRecorded(page, 'sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.type).toBe('text');
    const text = String(sent[0]!.text);
    expect(text).toContain('店家：');
    expect(text).toContain('信義');
    expect(text).toMatch(/服務：\S+/);
    expect(text).toMatch(/時間：\S+/);
    expect(text).toContain(shopLink());
    for (const secret of [orderKey, NEW_PHONE.national, NEW_PHONE.e164.slice(1), '林小安']) {
      expect(text).not.toContain(secret);
    }
    await checkPhonePage(page);

    // Pay the deposit by LINE Pay (the fake), from the order inside the area.
    await page.getByTestId('booking-pay').click();
    await page.waitForURL(new RegExp(`/line/${SELLER_ID}/orders/[^/?#]+#payment$`));
    await page.getByTestId('pay-line-pay').click();
    await page.waitForURL(/\/dev\/line-pay\//);
    await page.getByRole('button', { name: '付款', exact: true }).click();
    await page.waitForURL(/\/orders\/[^/?#]+#payment$/);
    await expect
      .poll(() => page.getByTestId('order-status').getAttribute('data-status'))
      .toBe('CONFIRMED');

    // The confirmation went to LINE as a flex message with a link to the order.
    await expect.poll(async () => (await flexMessages()).length).toBeGreaterThan(0);
    const [confirmation] = await flexMessages();
    const orderPath = orderPathOf(confirmation!);

    // Open the order from the message and reschedule it.
    await page.goto(`${baseURL}${orderPath}`);
    await page.getByTestId('order-reschedule').waitFor();
    await checkPhonePage(page);
    const before = (await flexMessages()).length;
    await page.getByTestId('order-reschedule').click();
    const reschedule = page.getByTestId('reschedule-dialog');
    await chooseDay(reschedule, zoneDate(SHOP_ZONE, 30));
    const chip = reschedule.getByTestId('booking-time').first();
    const newStart = (await chip.getAttribute('data-start'))!;
    await chip.click();
    await page.getByTestId('order-reschedule-confirm').click();
    await reschedule.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByTestId('order-time').innerText())
      .toContain(zoneTimeLabel(SHOP_ZONE, newStart));

    // A second flex message records the change.
    await expect.poll(async () => (await flexMessages()).length).toBeGreaterThan(before);
    const change = (await flexMessages()).at(-1)!;
    expect(JSON.stringify(change)).toMatch(/改期|變更/);
    await screenshot(page, 'walk-4-line-mock-rescheduled-390');
    await page.close();
  });

  // The LINE user linked by the test above, now opening the area outside the LINE app.
  it('outside the LINE app the share picker says it needs LINE', async () => {
    const page = await newPage(browser(), 'phone');
    await mockLiff(page, SELLER_ID, LINE_USER, { isInClient: false });
    await page.goto(`${baseURL}/line/${SELLER_ID}/my-customer`);
    await page.getByTestId('line-bookable-shops').waitFor();
    await page.getByTestId('line-share-shop-unavailable').waitFor();
    // The canonical address is the area's, as the server's share card says.
    const canonical = () => page.locator('link[rel="canonical"]').getAttribute('href');
    await expect.poll(canonical).toMatch(new RegExp(`/line/${SELLER_ID}$`));

    // The order page: sharing says it needs LINE; posting to a chat is not offered.
    await page.goto(`${baseURL}/line/${SELLER_ID}/orders/${orderKey}`);
    await page.getByTestId('line-share-booking-unavailable').waitFor();
    expect(await page.getByTestId('line-share-booking-unavailable').innerText()).toContain(
      '需要在 LINE App 中開啟',
    );
    expect(await page.getByTestId('line-send-booking').count()).toBe(0);
    // Signed in by LINE, not asked for the phone login.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await checkPhonePage(page);
    await page.close();
  });

  it('in the LINE app but opened from no chat, the order can be shared but not posted', async () => {
    const page = await newPage(browser(), 'phone');
    await mockLiff(page, SELLER_ID, LINE_USER, { contextType: 'none' });
    await page.goto(`${baseURL}/line/${SELLER_ID}/orders/${orderKey}`);
    await page.getByTestId('line-share-booking').waitFor();
    expect(await page.getByTestId('line-send-booking').count()).toBe(0);
    await page.getByTestId('line-share-booking').click();
    expect(await page.getByTestId('line-share-booking-result').innerText()).toBe('已分享。');
    expect(new Set(urisOf(await lastRecorded(page, 'shared')))).toEqual(new Set([shopLink()]));
    await page.close();
  });

  it("a failed sendMessages shows the SDK error's zh-TW text", async () => {
    const page = await newPage(browser(), 'phone');
    await mockLiff(page, SELLER_ID, LINE_USER, {
      contextType: 'group',
      sendMessagesError: { code: '429', message: 'Too Many Requests' },
    });
    await page.goto(`${baseURL}/line/${SELLER_ID}/orders/${orderKey}`);
    await page.getByTestId('line-send-booking').click();
    expect(await page.getByTestId('line-send-booking-result').innerText()).toBe(
      'LINE 請求太頻繁，請稍後再試。',
    );
    expect(await liffRecord(page, 'sent')).toEqual([]);
    await checkPhonePage(page);
    await page.close();
  });
});

describe('dashboard LINE 設定 (owner, 390 px)', () => {
  it('saves the settings; the secret and token are never shown back', async () => {
    const page = await newSignedInPage(browser(), line.owner);
    await page.goto(`${baseURL}/dashboard/line-settings`);
    await page.getByTestId('line-settings-form').waitFor();
    await checkPhonePage(page);
    expect(await page.getByTestId('line-settings-liff-id').inputValue()).toMatch(
      /^\d{10}-demo\d{4}$/,
    );
    expect(await page.getByTestId('line-settings-secret').inputValue()).toBe('');
    expect(await page.getByText('已設定（留空則沿用，不會顯示內容）').count()).toBe(2);
    expect(await page.getByTestId('line-settings-webhook').innerText()).toMatch(
      new RegExp(`/v1/line/webhook/${SELLER_ID}$`),
    );

    const secret = 'b'.repeat(32);
    await page.getByTestId('line-settings-default-name').fill('光點會員');
    await page.getByTestId('line-settings-secret').fill(secret);
    await page.getByTestId('line-settings-save').click();
    await page.getByText('已儲存 LINE 設定').waitFor();
    expect(await page.getByTestId('line-settings-secret').inputValue()).toBe('');
    const html = await page.content();
    expect(html).not.toContain(secret);
    const saved = await api<{ defaultShopName: string; hasChannelSecret: boolean }>(lineSettings, {
      token: line.owner,
    });
    expect(saved).toMatchObject({ defaultShopName: '光點會員', hasChannelSecret: true });
    expect(JSON.stringify(saved)).not.toContain(secret);

    // Bad input: a clear zh-TW error, nothing saved.
    await page.getByTestId('line-settings-liff-id').fill('not-a-liff-id');
    await page.getByTestId('line-settings-save').click();
    await page.getByTestId('line-settings-error').waitFor();
    expect(await page.getByTestId('line-settings-error').innerText()).toContain('LIFF ID');
    await page.close();
  });
});
