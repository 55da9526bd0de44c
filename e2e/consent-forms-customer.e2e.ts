import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, zoneDate } from './api';
import { newPage, useBrowser } from './browser';
import { checkPhonePage } from './phone-page';
import { ACCOUNTS, signInThroughDialog, tokenOf } from './accounts';
import { baseURL } from './server';
import { confirmAs, firstFreeTime, step } from './booking-wizard';

const browser = useBrowser();

const SLUG = 'lumiere-daan';
const SHOP_ZONE = 'Asia/Taipei';
/** A colour service no other end-to-end file books: the form attached to it bothers no one. */
const SERVICE = '補染髮根';
const run = Date.now().toString(36).slice(-5);
const TITLE = `E2E 染髮同意書 ${run}`;
const TERMS = '染劑可能造成頭皮刺激、紅腫或過敏。\n如有不適請立即告知設計師。';

/** A form with one item of every kind, attached to the service (due before every visit). */
const ITEMS = [
  { id: 'name', kind: 'SHORT_TEXT', label: '緊急聯絡人', required: true },
  { id: 'notes', kind: 'LONG_TEXT', label: '過去病史', required: false },
  {
    id: 'visit',
    kind: 'SINGLE_CHOICE',
    label: '來店次數',
    required: true,
    options: ['第一次', '回訪'],
  },
  {
    id: 'allergy',
    kind: 'MULTIPLE_CHOICE',
    label: '過敏史',
    required: true,
    options: ['染劑', '乳膠', '香料', '無'],
  },
  { id: 'lastdye', kind: 'DATE', label: '上次染髮日期', required: true },
  { id: 'pregnant', kind: 'YES_NO', label: '是否懷孕', required: true },
  { id: 'risk', kind: 'AGREEMENT', label: '染髮風險說明', required: true, terms: TERMS },
  { id: 'sign', kind: 'SIGNATURE', label: '顧客簽名', required: true },
];

/** Draws a stroke across the signature pad with the mouse (down, a few moves, up). */
async function drawSignature(pad: Locator, page: Page): Promise<void> {
  const canvas = pad.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(box.x + 30 + i * 25, y + (i % 2 === 0 ? -25 : 25), { steps: 2 });
  }
  await page.mouse.up();
}

const item = (page: Page, id: string) =>
  page.locator(`[data-testid="consent-item"][data-item-id="${id}"]`);

let ownerToken: string;
let sellerId: number;
let formId: number;

beforeAll(async () => {
  ownerToken = await tokenOf(ACCOUNTS.hairOwner);
  const [shop] = await api<{ id: number; sellerId: number }[]>(`/v1/shops?urlSlug=${SLUG}`);
  sellerId = shop!.sellerId;
  const groups = await api<{ services: { id: number; name: string }[] }[]>(
    `/v1/service-groups?shopId=${shop!.id}&part=services`,
  );
  const service = groups.flatMap((g) => g.services).find((s) => s.name === SERVICE)!;
  const form = await api<{ id: number }>(`/v1/sellers/${sellerId}/consent-forms`, {
    token: ownerToken,
    body: {
      title: TITLE,
      introduction: '為了您的安全，染髮前請填寫以下資料。\n資料僅供本店服務使用。',
      items: ITEMS,
      due: 'EVERY_VISIT',
      serviceIds: [service.id],
    },
  });
  formId = form.id;
});

afterAll(async () => {
  // Answered, so archived rather than erased; no other test sees it offered again.
  if (formId) {
    const res = await fetch(`${baseURL}/v1/sellers/${sellerId}/consent-forms/${formId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${ownerToken}` },
    });
    expect(res.status).toBe(204);
  }
});

describe('consent forms: the customer fills and signs on a phone', () => {
  it('books, fills every item, signs, survives a reload, sends, sees it filled and corrects it', async () => {
    const page = await newPage(browser(), 'phone');

    // 王小美 books the service through the UI.
    const [shop] = await api<{ id: number }[]>(`/v1/shops?urlSlug=${SLUG}`);
    const groups = await api<{ services: { id: number; name: string }[] }[]>(
      `/v1/service-groups?shopId=${shop!.id}&part=services`,
    );
    const service = groups.flatMap((g) => g.services).find((s) => s.name === SERVICE)!;
    await page.goto(`${baseURL}/p/${SLUG}/booking?serviceId=${service.id}`);
    await step(page, 'services');
    await page.getByTestId('booking-next').click();
    await firstFreeTime(page, zoneDate(SHOP_ZONE, 5));
    await confirmAs(page, '王小美');
    await signInThroughDialog(page, ACCOUNTS.customer);

    // The success screen offers the form.
    const success = page.getByTestId('booking-success');
    await success.waitFor();
    const offered = success
      .getByTestId('order-consent-form')
      .filter({ hasText: TITLE })
      .and(page.locator('[data-state="MISSING"]'));
    await offered.waitFor();
    expect(await offered.getByTestId('order-consent-state').innerText()).toBe('尚未填寫');
    await offered.getByTestId('order-consent-fill').click();
    await page.waitForURL(/\/user\/consent-form\?formId=\d+&orderId=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

    const form = page.getByTestId('consent-form');
    await form.waitFor();
    expect(await page.getByTestId('consent-form-title').innerText()).toBe(TITLE);
    expect(await page.getByTestId('consent-form-intro').innerText()).toContain('\n');
    await checkPhonePage(page);

    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/v1/consent-form-responses'))
        posts.push(r.url());
    });

    // Text: Enter in the one-line field sends nothing; in the long text it is a line break.
    const name = item(page, 'name').getByRole('textbox');
    await name.fill('王大明 0912-345-678');
    await name.press('Enter');
    const notes = item(page, 'notes').getByRole('textbox');
    await notes.fill('曾經頭皮過敏');
    await notes.press('Enter');
    await notes.pressSequentially('目前已痊癒');
    expect(await notes.inputValue()).toBe('曾經頭皮過敏\n目前已痊癒');
    expect(await page.getByTestId('consent-form-invalid').count()).toBe(0);
    expect(posts).toEqual([]);

    await item(page, 'visit').getByRole('radio', { name: '回訪' }).check();
    await item(page, 'allergy').getByRole('checkbox', { name: '染劑' }).check();
    await item(page, 'allergy').getByRole('checkbox', { name: '香料' }).check();
    await item(page, 'lastdye').locator('input').fill('2026-01-15');

    const pad = page.getByTestId('signature-pad');
    expect(await pad.getByTestId('signature-status').innerText()).toBe('尚未簽名');
    // A finger draws instead of scrolling; the canvas is as sharp as the screen.
    const canvasFacts = await pad
      .getByTestId('signature-canvas')
      .evaluate((c: HTMLCanvasElement) => ({
        touchAction: getComputedStyle(c).touchAction,
        width: c.width,
        expected: Math.round(c.clientWidth * window.devicePixelRatio),
      }));
    expect(canvasFacts.touchAction).toBe('none');
    expect(canvasFacts.width).toBe(canvasFacts.expected);
    await drawSignature(pad, page);
    await expect.poll(() => pad.getByTestId('signature-status').innerText()).toBe('已簽名');

    // A reload mid-way keeps everything, the signature too.
    await page.reload();
    await form.waitFor();
    await page.getByTestId('consent-draft-restored').waitFor();
    expect(await item(page, 'name').getByRole('textbox').inputValue()).toBe('王大明 0912-345-678');
    expect(await item(page, 'notes').getByRole('textbox').inputValue()).toBe(
      '曾經頭皮過敏\n目前已痊癒',
    );
    expect(await item(page, 'visit').getByRole('radio', { name: '回訪' }).isChecked()).toBe(true);
    expect(await item(page, 'allergy').getByRole('checkbox', { name: '香料' }).isChecked()).toBe(
      true,
    );
    expect(await item(page, 'lastdye').locator('input').inputValue()).toBe('2026-01-15');
    expect(await pad.getByTestId('signature-status').innerText()).toBe('已簽名');
    // The signature is drawn back in: the canvas has ink.
    await expect
      .poll(() =>
        pad.getByTestId('signature-canvas').evaluate((c: HTMLCanvasElement) => {
          const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
          for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
          return false;
        }),
      )
      .toBe(true);

    await item(page, 'pregnant').getByRole('radio', { name: '否' }).check();
    const terms = item(page, 'risk').getByTestId('consent-terms');
    expect(await terms.innerText()).toBe(TERMS);
    await item(page, 'risk').getByRole('checkbox', { name: '我已閱讀並同意' }).check();

    // An empty required signature blocks sending, with the item's message.
    await pad.getByRole('button', { name: '清除' }).click();
    expect(await pad.getByTestId('signature-status').innerText()).toBe('尚未簽名');
    await page.getByTestId('consent-submit').click();
    const sigError = item(page, 'sign').getByTestId('consent-item-error');
    await sigError.waitFor();
    expect(await sigError.innerText()).toBe('「顧客簽名」為必填');
    expect(await page.getByTestId('consent-form-invalid').innerText()).toContain('1 個項目');
    expect(await page.getByTestId('consent-item-error').count()).toBe(1);
    expect(posts).toEqual([]);

    await drawSignature(pad, page);
    await expect.poll(() => pad.getByTestId('signature-status').innerText()).toBe('已簽名');
    expect(await sigError.count()).toBe(0);
    await page.getByTestId('consent-submit').click();
    const sent = page.getByTestId('consent-sent');
    await sent.waitFor();
    expect(await sent.innerText()).toContain('同意書已送出');
    expect(posts).toHaveLength(1);
    // The draft is gone once sent.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('haoyue:consent-draft')),
      ),
    ).toEqual([]);

    // Back to the order: 已填寫 with a 查看 link.
    await sent.getByTestId('consent-back-to-order').click();
    await page.waitForURL(/\/orders\/[^/]+$/);
    const row = page.getByTestId('order-consent-form').filter({ hasText: TITLE });
    await row.and(page.locator('[data-state="FILLED"]')).waitFor();
    expect(await row.getByTestId('order-consent-state').innerText()).toBe('已填寫');
    expect(await row.getByTestId('order-consent-fill').count()).toBe(0);
    await row.getByTestId('order-consent-view').waitFor();

    // The member card's 同意書 tab lists it, correctable until the visit.
    await page.goto(`${baseURL}/user/member-card/${sellerId}`);
    await page.getByTestId('member-card-tab-consent-forms').click();
    await page.getByTestId('member-consent-panel').waitFor();
    const filled = page.getByTestId('consent-filled').filter({ hasText: TITLE });
    await filled.waitFor();
    expect(await filled.getByTestId('consent-filled-state').innerText()).toBe('可修改（到店前）');
    expect(await filled.getByTestId('consent-filled-date').innerText()).toMatch(
      /^填寫於 \d{4}年\d{1,2}月\d{1,2}日（.）・訂單 /,
    );
    // Not due any more for this order.
    await page
      .locator('[data-testid="consent-due"], [data-testid="consent-due-empty"]')
      .first()
      .waitFor();
    expect(await page.getByTestId('consent-due').filter({ hasText: TITLE }).count()).toBe(0);
    await checkPhonePage(page);

    // She corrects one answer; the change is recorded.
    await filled.getByTestId('consent-filled-open').click();
    await page.waitForURL(/\/user\/consent-form\?customerId=\d+&responseId=\d+$/);
    await form.waitFor();
    const nameAgain = item(page, 'name').getByRole('textbox');
    expect(await nameAgain.inputValue()).toBe('王大明 0912-345-678');
    expect(await pad.getByTestId('signature-status').innerText()).toBe('已簽名');
    expect(await page.getByTestId('consent-revisions').innerText()).toContain('尚無修改紀錄');
    await nameAgain.fill('王小華 0922-111-222');
    await page.getByTestId('consent-submit').click();
    await page.getByTestId('consent-saved').waitFor();
    const revision = page.getByTestId('consent-revision');
    await revision.waitFor();
    expect(await revision.count()).toBe(1);
    const changes = await revision.getByTestId('consent-revision-change').allInnerTexts();
    expect(changes).toEqual(['緊急聯絡人：王大明 0912-345-678 → 王小華 0922-111-222']);
    expect(await revision.innerText()).toContain('王小美');

    // What the shop keeps: the corrected answers, the signature re-encoded as a PNG.
    const customerToken = await tokenOf(ACCOUNTS.customer);
    const { forms } = await api<{ forms: { consentFormId: number; responseId: number }[] }>(
      '/v1/consent-forms:check',
      { token: customerToken, body: { orderId } },
    );
    const responseId = forms.find((f) => f.consentFormId === formId)!.responseId;
    const customerId = Number(new URL(page.url()).searchParams.get('customerId'));
    const stored = await api<{ answers: Record<string, unknown>; revisions: unknown[] }>(
      `/v1/me/customers/${customerId}/consent-form-responses/${responseId}`,
      { token: customerToken },
    );
    expect(stored.answers).toMatchObject({
      name: '王小華 0922-111-222',
      notes: '曾經頭皮過敏\n目前已痊癒',
      visit: '回訪',
      allergy: ['染劑', '香料'],
      lastdye: '2026-01-15',
      pregnant: false,
      risk: true,
    });
    expect(String(stored.answers.sign)).toMatch(/^data:image\/png;base64,/);
    expect(stored.revisions).toHaveLength(1);

    // Once the visit has started the API says it is no longer editable: a read-only copy.
    await page.route(/\/v1\/me\/customers\/\d+\/consent-form-responses\/\d+$/, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { editable: boolean } };
      body.data.editable = false;
      await route.fulfill({ response: answer, json: body });
    });
    await page.reload();
    const view = page.getByTestId('consent-response-view');
    await view.waitFor();
    expect(await page.getByTestId('consent-locked').innerText()).toBe('預約已開始，同意書已鎖定');
    expect(await page.getByTestId('consent-submit').count()).toBe(0);
    expect(await page.locator('input, textarea').count()).toBe(0);
    const answersShown = await view.getByTestId('consent-response-item').allInnerTexts();
    expect(answersShown.join('\n')).toContain('染劑、香料');
    expect(answersShown.join('\n')).toContain('2026年1月15日（四）');
    expect(await view.getByTestId('consent-answer-terms').innerText()).toBe(TERMS);
    expect(await view.getByRole('img', { name: '簽名' }).getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    expect(await view.getByTestId('consent-revision-change').allInnerTexts()).toEqual(changes);
    await checkPhonePage(page);
    await page.close();
  });
});
