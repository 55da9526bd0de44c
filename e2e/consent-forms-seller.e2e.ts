import { CONSENT_ITEM_KINDS, formatOrderNumber, type TConsentItemKind } from '@haoyue/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, zoneDate } from './api';
import { newSignedInPage, useBrowser } from './browser';
import { seriousViolations } from './axe';
import { checkPhonePage, fitsPhone } from './phone-page';
import { ACCOUNTS, newPageAs, tokenOf } from './accounts';
import { baseURL } from './server';

const browser = useBrowser();

const SLUG = 'lumiere-daan';
const ZONE = 'Asia/Taipei';
// A perm: a chemical treatment a shop asks consent for, and a service no other e2e file books.
const SERVICE = '日系質感燙';
const run = Date.now().toString(36).slice(-5);
const TITLE = `E2E 燙髮同意書 ${run}`;
const INTRO = ['燙髮前請詳閱以下內容。', '如有疑問請告知設計師。'];

/** What the owner types for each kind of item. */
const LABELS: Record<TConsentItemKind, string> = {
  SHORT_TEXT: '目前使用的藥物',
  LONG_TEXT: '過去的過敏或不適',
  SINGLE_CHOICE: '頭皮狀況',
  MULTIPLE_CHOICE: '近三個月做過的療程',
  DATE: '上次燙髮日期',
  YES_NO: '是否懷孕或哺乳中',
  AGREEMENT: '燙髮風險說明',
  SIGNATURE: '顧客簽名',
};
const SINGLE_OPTIONS = ['正常', '敏感'];
const MULTIPLE_OPTIONS = ['染髮', '燙髮', '結構護髮'];
const TERMS = '燙髮藥劑可能造成頭皮刺激。\n施作中如有不適請立即告知。';
const NEW_LABEL = '目前使用的藥物（含保健食品）';

interface SellerForm {
  id: number;
  version: number;
  items: { id: string; kind: TConsentItemKind; label: string; options: string[] }[];
  services: { id: number; name: string; shopName: string }[];
}

/** Waits until no loading state (role=status 載入中) is left on the page. */
async function settled(page: Page) {
  await expect
    .poll(() => page.locator('[role="status"][aria-label="載入中"]').count(), { timeout: 15_000 })
    .toBe(0);
}

/** The editor's items, by kind, in their order. */
const itemKinds = (editor: Locator) =>
  editor
    .getByTestId('consent-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));

/** 王小美 books the perm at 大安店 herself, three weeks or so ahead: her order and its date. */
async function herBooking(herToken: string, serviceId: number, shopId: number) {
  const times = await api<{ days: { date: string; times: { startTime: string }[] }[] }>(
    '/v1/bookings:start-times',
    {
      body: {
        shopId,
        serviceIds: [serviceId],
        startDate: zoneDate(ZONE, 22),
        endDate: zoneDate(ZONE, 28),
      },
    },
  );
  const day = times.days.find((d) => d.times.length > 0);
  if (!day) throw new Error(`no free time for ${SERVICE} at ${SLUG}`);
  const order = await api<{ id: number; customerId: number; orderNumber: string }>(
    '/v1/bookings:order',
    {
      token: herToken,
      body: {
        shopId,
        serviceIds: [serviceId],
        startTime: day.times[0]!.startTime,
        profile: { displayName: '王小美' },
      },
    },
  );
  return { order, date: day.date };
}

/** A signature as the pad makes it: one drawn stroke on a canvas, as a PNG data URL. */
function drawSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 240;
    const g = canvas.getContext('2d')!;
    g.lineWidth = 5;
    g.lineCap = 'round';
    g.strokeStyle = '#111';
    g.beginPath();
    g.moveTo(40, 170);
    g.bezierCurveTo(120, 40, 200, 220, 280, 110);
    g.bezierCurveTo(340, 30, 420, 200, 560, 90);
    g.stroke();
    return canvas.toDataURL('image/png');
  });
}

/** Fills in the item just added (the last one) for its kind. */
async function fillLastItem(editor: Locator, kind: TConsentItemKind) {
  const item = editor.getByTestId('consent-item').last();
  await expect.poll(() => item.getAttribute('data-kind')).toBe(kind);
  // The title of an item just added has the cursor.
  await expect
    .poll(() =>
      item.getByTestId('consent-item-label').evaluate((el) => el === document.activeElement),
    )
    .toBe(true);
  await item.getByTestId('consent-item-label').fill(LABELS[kind]);
  if (kind === 'SINGLE_CHOICE' || kind === 'MULTIPLE_CHOICE') {
    const options = kind === 'SINGLE_CHOICE' ? SINGLE_OPTIONS : MULTIPLE_OPTIONS;
    for (let i = 0; i < options.length; i++) {
      if (i >= 2) await item.getByTestId('consent-item-add-option').click();
      await item.getByTestId('consent-item-option').nth(i).fill(options[i]!);
    }
  }
  if (kind === 'AGREEMENT') await item.getByTestId('consent-item-terms').fill(TERMS);
  // The long answer is the one optional item.
  if (kind === 'LONG_TEXT') await item.getByTestId('consent-item-required').uncheck();
}

/** Deletes a form with the owner's token (an answered one is archived): 204, no body. */
async function deleteForm(ownerToken: string, formId: number) {
  await fetch(`${baseURL}/v1/sellers/1/consent-forms/${formId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${ownerToken}` },
  });
}

describe('consent forms (同意書), the seller side, at phone size', () => {
  it('the owner builds a form of every kind, sees it filled on the booking, prints it, and a new version keeps the old text', async () => {
    const ownerToken = await tokenOf(ACCOUNTS.hairOwner);
    const herToken = await tokenOf(ACCOUNTS.customer);
    const page = await newSignedInPage(browser(), ownerToken, 'phone');
    let formId: number | null = null;
    let orderId: number | null = null;
    try {
      // The list, then a new form.
      await page.goto(`${baseURL}/dashboard/consent-forms`);
      await page.getByRole('heading', { name: '同意書', level: 1 }).waitFor();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('consent-form-new').click();
      const editor = page.getByTestId('consent-form-editor');
      await editor.waitFor();

      // Saving an empty form is refused by the editor itself, naming the fields.
      await editor.getByTestId('consent-form-save').click();
      await editor.getByTestId('consent-form-invalid').waitFor();
      expect(await editor.getByTestId('consent-form-items-error').innerText()).toBe(
        '請至少新增一個項目',
      );
      await expect
        .poll(() =>
          editor.getByTestId('consent-form-title').evaluate((el) => el === document.activeElement),
        )
        .toBe(true);

      await editor.getByTestId('consent-form-title').fill(TITLE);
      await editor.getByTestId('consent-form-introduction').fill(INTRO.join('\n'));
      await editor.getByTestId('consent-form-validity-days').fill('365');
      await editor.getByTestId('consent-form-services').click();
      const daan = page.getByRole('group', { name: '光點髮藝 大安店' });
      await daan.getByRole('option', { name: SERVICE, exact: true }).click();
      await page.keyboard.press('Escape');

      for (const kind of CONSENT_ITEM_KINDS) {
        await editor.getByTestId(`consent-add-item-${kind}`).click();
        await fillLastItem(editor, kind);
      }
      expect(await itemKinds(editor)).toEqual([...CONSENT_ITEM_KINDS]);
      // The signature moves up above the agreement and back down.
      const last = editor.getByTestId('consent-item').last();
      await last.getByRole('button', { name: '上移' }).click();
      expect((await itemKinds(editor)).slice(-2)).toEqual(['SIGNATURE', 'AGREEMENT']);
      await editor.getByTestId('consent-item').nth(6).getByRole('button', { name: '下移' }).click();
      expect(await itemKinds(editor)).toEqual([...CONSENT_ITEM_KINDS]);
      expect(await fitsPhone(page)).toBe(true);
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);

      await editor.getByTestId('consent-form-save').click();
      await page.waitForURL(`${baseURL}/dashboard/consent-forms`);
      const row = page.getByTestId('consent-form-row').filter({ hasText: TITLE });
      await row.waitFor();
      expect(await row.getByTestId('consent-form-due').innerText()).toBe('每位顧客填寫一次');
      expect(await row.innerText()).toContain('填寫後 365 天內有效');
      expect(await row.getByTestId('consent-form-counts').innerText()).toBe(
        '8 個項目・套用 1 項服務・已填寫 0 份',
      );
      expect(await row.innerText()).toContain('第 1 版');
      expect(await fitsPhone(page)).toBe(true);

      // Staff see the forms but neither write nor delete them.
      const staff = await newPageAs(browser(), ACCOUNTS.hairStaff);
      await staff.goto(`${baseURL}/dashboard/consent-forms`);
      const staffRow = staff.getByTestId('consent-form-row').filter({ hasText: TITLE });
      await staffRow.waitFor();
      expect(await staff.getByTestId('consent-form-new').count()).toBe(0);
      expect(await staffRow.getByTestId('consent-form-edit').count()).toBe(0);
      expect(await staffRow.getByTestId('consent-form-delete').count()).toBe(0);
      await staff.close();

      // What the API keeps: the items in order, the perm at 大安店.
      const forms = await api<SellerForm[]>('/v1/sellers/1/consent-forms', { token: ownerToken });
      const rowId = Number(await row.getAttribute('data-form-id'));
      const form = forms.find((f) => f.id === rowId)!;
      formId = form.id;
      expect(form.items.map((i) => i.kind)).toEqual([...CONSENT_ITEM_KINDS]);
      expect(form.items.map((i) => i.label)).toEqual(CONSENT_ITEM_KINDS.map((k) => LABELS[k]));
      expect(form.items.every((i) => /^[a-z0-9]{1,16}$/.test(i.id))).toBe(true);
      expect(form.services.map((s) => [s.name, s.shopName.includes('大安')])).toEqual([
        [SERVICE, true],
      ]);

      // 王小美 books the perm and fills the form (through the API, as her phone would).
      const [shop] = await api<{ id: number }[]>(`/v1/shops?urlSlug=${SLUG}`);
      const { order, date } = await herBooking(herToken, form.services[0]!.id, shop!.id);
      orderId = order.id;
      const shown = await api<{ versionId: number; items: SellerForm['items'] }>(
        `/v1/consent-forms/${form.id}`,
        { token: herToken },
      );
      const signature = await drawSignature(page);
      const answerOf: Record<TConsentItemKind, unknown> = {
        SHORT_TEXT: '無',
        LONG_TEXT: '曾對染膏過敏。\n目前已無症狀。',
        SINGLE_CHOICE: '敏感',
        MULTIPLE_CHOICE: ['染髮', '結構護髮'],
        DATE: '2026-01-15',
        YES_NO: false,
        AGREEMENT: true,
        SIGNATURE: signature,
      };
      const response = await api<{ id: number }>('/v1/consent-form-responses', {
        token: herToken,
        body: {
          orderId: order.id,
          consentFormId: form.id,
          versionId: shown.versionId,
          answers: Object.fromEntries(shown.items.map((i) => [i.id, answerOf[i.kind]])),
        },
      });

      // The booking in the calendar says 已填寫 and opens the response.
      await page.goto(`${baseURL}/dashboard/calendar?date=${date}&order=${order.id}`);
      const drawer = page.getByTestId('calendar-order');
      await drawer.waitFor();
      const consent = drawer.getByTestId('calendar-consent-form').filter({ hasText: TITLE });
      await consent.waitFor();
      expect(await consent.getByTestId('calendar-consent-state').innerText()).toBe('已填寫');
      await consent.getByTestId('calendar-consent-view').click();
      await page.waitForURL(`${baseURL}/dashboard/consent-form-responses/${response.id}`);

      const view = page.getByTestId('consent-response-view');
      await view.waitFor();
      await settled(page);
      expect(await view.getByTestId('consent-response-title').innerText()).toBe(TITLE);
      expect(await view.getByTestId('consent-response-intro').innerText()).toBe(INTRO.join('\n'));
      const meta = await view.getByTestId('consent-response-meta').innerText();
      expect(meta).toContain('王小美');
      expect(meta).toContain(formatOrderNumber(order.orderNumber));
      expect(meta).toContain('大安店');
      expect(meta).toContain('第 1 版');
      const answers = await view.getByTestId('consent-response-item').allInnerTexts();
      expect(answers[0]).toContain(LABELS.SHORT_TEXT);
      expect(answers[1]).toContain('曾對染膏過敏。\n目前已無症狀。');
      expect(answers[2]).toContain('敏感');
      expect(answers[3]).toContain('染髮、結構護髮');
      expect(answers[4]).toContain('2026年1月15日');
      expect(answers[5]).toContain('否');
      expect(answers[6]).toContain('已同意');
      const signatureImage = view.getByTestId('consent-answer-signature');
      await signatureImage.waitFor();
      await expect
        .poll(() => signatureImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await checkPhonePage(page);

      // 列印 prints; printed, only the form is on the sheet, signature included.
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed++;
        };
      });
      await page.getByTestId('consent-response-print').click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.mantine-AppShell-header').isVisible()).toBe(false);
      expect(
        await page.getByTestId('dashboard-navbar').evaluate((el) => getComputedStyle(el).display),
      ).toBe('none');
      expect(await page.getByTestId('consent-response-print').isVisible()).toBe(false);
      expect(await signatureImage.isVisible()).toBe(true);
      expect(await view.getByTestId('consent-response-title').isVisible()).toBe(true);
      expect(
        await view
          .getByTestId('consent-response-item')
          .first()
          .evaluate((el) => {
            const style = getComputedStyle(el);
            return [style.breakInside, style.color];
          }),
      ).toEqual(['avoid', 'rgb(0, 0, 0)']);
      await page.emulateMedia({ media: 'screen' });

      // Her record lists it too.
      await page.goto(`${baseURL}/dashboard/customers/${order.customerId}`);
      const filled = page.getByTestId('customer-consent-response').filter({ hasText: TITLE });
      await filled.waitFor();
      expect(await filled.innerText()).toContain('第 1 版');
      expect(await filled.innerText()).toContain(formatOrderNumber(order.orderNumber));

      // Editing the answered form warns of the new version; saving makes version 2.
      await page.goto(`${baseURL}/dashboard/consent-forms`);
      const answered = page.getByTestId('consent-form-row').filter({ hasText: TITLE });
      expect(await answered.getByTestId('consent-form-counts').innerText()).toContain(
        '已填寫 1 份',
      );
      await answered.getByTestId('consent-form-edit').click();
      const again = page.getByTestId('consent-form-editor');
      await again.waitFor();
      expect(await again.getByTestId('consent-form-version-notice').innerText()).toBe(
        '已有 1 份填寫紀錄，儲存後將建立第 2 版，已填寫的內容保留原版本',
      );
      const first = again.getByTestId('consent-item').first();
      expect(await first.getByTestId('consent-item-label').inputValue()).toBe(LABELS.SHORT_TEXT);
      await first.getByTestId('consent-item-label').fill(NEW_LABEL);
      await again.getByTestId('consent-form-introduction').fill('第二版前言');
      await again.getByTestId('consent-form-save').click();
      await page.waitForURL(`${baseURL}/dashboard/consent-forms`);
      const saved = page.getByTestId('consent-form-row').filter({ hasText: TITLE });
      await expect.poll(() => saved.innerText()).toContain('第 2 版');
      const [v2] = (
        await api<SellerForm[]>('/v1/sellers/1/consent-forms', { token: ownerToken })
      ).filter((f) => f.id === form.id);
      expect(v2!.version).toBe(2);
      // Item ids stay across versions.
      expect(v2!.items.map((i) => i.id)).toEqual(form.items.map((i) => i.id));

      // The response still shows what she answered: version 1's words.
      await page.goto(`${baseURL}/dashboard/consent-form-responses/${response.id}`);
      await view.waitFor();
      await settled(page);
      expect(await view.getByTestId('consent-response-meta').innerText()).toContain('第 1 版');
      expect(await view.getByTestId('consent-response-intro').innerText()).toBe(INTRO.join('\n'));
      const firstAnswer = await view.getByTestId('consent-response-item').first().innerText();
      expect(firstAnswer).toContain(LABELS.SHORT_TEXT);
      expect(firstAnswer).not.toContain('保健食品');
    } finally {
      // Leave the demo as it was for the other files: the form archived, her booking cancelled.
      if (formId !== null) await deleteForm(ownerToken, formId);
      if (orderId !== null) {
        await api('/v1/orders:cancel', { token: herToken, body: { orderId } }).catch(() => {});
      }
      await page.close();
    }
  });
});
