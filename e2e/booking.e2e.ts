import { api, zoneDate, zoneTimeLabel } from './api';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser, watchCspViolations } from './browser';
import { ACCOUNTS, signInThroughDialog, tokenOf } from './accounts';
import { baseURL } from './server';
import { chooseDay, confirmAs, step } from './booking-wizard';

const browser = useBrowser();

const SLUG = 'lumiere-daan';
const SHOP_ZONE = 'Asia/Taipei';

interface Service {
  id: number;
  name: string;
  price: number;
  operatorIds: number[];
}

/** The demo shop, its operators and its bookable services, as the API lists them. */
async function demoShop() {
  const [shop] = await api<{ id: number; operators: { id: number; displayName: string }[] }[]>(
    `/v1/shops?urlSlug=${SLUG}&part=operators`,
  );
  const groups = await api<{ services: (Service & { isBookable: boolean })[] }[]>(
    `/v1/service-groups?shopId=${shop!.id}&part=services,services.operators`,
  );
  const services = groups.flatMap((g) => g.services).filter((s) => s.isBookable);
  const service = (name: string) => {
    const found = services.find((s) => s.name === name);
    if (!found) throw new Error(`no service ${name}`);
    return found;
  };
  return { shop: shop!, service };
}

describe('booking in the browser', () => {
  it('books two services with a chosen operator, then reschedules and cancels the order', async () => {
    const { shop, service } = await demoShop();
    const wash = service('洗剪吹');
    const scalp = service('頭皮深層淨化');
    const able = shop.operators.filter(
      (o) => wash.operatorIds.includes(o.id) && scalp.operatorIds.includes(o.id),
    );
    expect(able.length).toBeGreaterThan(0);
    const operator = able[0]!;

    // A visitor abroad: times must still read on the shop's (Taipei's) clock.
    const page = await newPage(browser(), 'phone', { timezoneId: 'America/Los_Angeles' });
    const violations = await watchCspViolations(page);
    await page.goto(`${baseURL}/p/${SLUG}`);
    await page.getByTestId('shop-book-button').click();
    await step(page, 'services');
    await page.getByTestId('booking-service').filter({ hasText: wash.name }).click();
    await page.getByTestId('booking-service').filter({ hasText: scalp.name }).click();
    await page.getByTestId('booking-next').click();

    await step(page, 'operator');
    const offered = await page.getByTestId('booking-operator').allInnerTexts();
    expect(offered[0]).toContain('不指定');
    expect(offered.slice(1).map((t) => t.split('\n')[0])).toEqual(able.map((o) => o.displayName));
    await page
      .locator(`[data-testid="booking-operator"][data-operator-id="${operator.id}"]`)
      .click();

    await step(page, 'time');
    const date = await chooseDay(page, zoneDate(SHOP_ZONE, 2));
    const chip = page.getByTestId('booking-time').first();
    const startTime = (await chip.getAttribute('data-start'))!;
    expect(await chip.innerText()).toBe(zoneTimeLabel(SHOP_ZONE, startTime));
    expect(
      new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_ZONE }).format(new Date(startTime)),
    ).toBe(date);
    await chip.click();

    await step(page, 'profile');
    await page.getByTestId('booking-next').click();
    await page.getByText('請填寫姓名').waitFor(); // required fields are checked here
    await page.getByTestId('booking-field-displayName').fill('王小美');
    // A guest's phone is the one they sign in with at confirm: not asked here.
    expect(await page.getByTestId('booking-field-phoneNumber').count()).toBe(0);
    await page.getByTestId('booking-phone-hint').waitFor();
    await page.getByTestId('booking-next').click();

    await step(page, 'summary');
    const summary = await page.getByTestId('booking-summary').innerText();
    expect(summary).toContain(wash.name);
    expect(summary).toContain(scalp.name);
    expect(summary).toContain(operator.displayName);
    expect(summary).toContain(zoneTimeLabel(SHOP_ZONE, startTime));
    const total = (wash.price + scalp.price) / 100;
    expect(summary).toContain(`NT$${total.toLocaleString('en-US')}`);
    await page.getByTestId('booking-prepayment').waitFor();

    // Signed out at confirm: a login dialog that cannot be dismissed, then the booking goes on.
    await page.getByTestId('booking-confirm').click();
    await page.getByRole('dialog').getByLabel('手機號碼').waitFor();
    expect(await page.getByRole('dialog').getByRole('button', { name: '關閉' }).count()).toBe(0);
    await signInThroughDialog(page, ACCOUNTS.customer);

    const success = page.getByTestId('booking-success');
    await success.waitFor();
    expect(await success.innerText()).toContain(wash.name);
    const orderKey = (await success.getAttribute('data-order-key'))!;
    await page.getByTestId('booking-order-link').click();
    await page.waitForURL(`${baseURL}/orders/${orderKey}`);

    const status = page.getByTestId('order-status');
    await status.waitFor();
    expect(['已確認', '待付訂金']).toContain(await status.innerText());
    expect(await page.getByTestId('order-services').innerText()).toContain(scalp.name);
    expect(await page.getByTestId('order-operator').innerText()).toContain(operator.displayName);
    expect(await page.getByTestId('order-time').innerText()).toContain(
      zoneTimeLabel(SHOP_ZONE, startTime),
    );
    expect(await page.getByTestId('order-map-link').getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=25\.\d+,121\.\d+$/,
    );

    // Reschedule to another free time.
    await page.getByTestId('order-reschedule').click();
    const dialog = page.getByTestId('reschedule-dialog');
    await chooseDay(dialog, zoneDate(SHOP_ZONE, 3));
    const newChip = dialog
      .locator(`[data-testid="booking-time"]:not([data-start="${startTime}"])`)
      .first();
    const newStart = (await newChip.getAttribute('data-start'))!;
    await newChip.click();
    await page.getByTestId('order-reschedule-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByTestId('order-time').innerText())
      .toContain(zoneTimeLabel(SHOP_ZONE, newStart));

    // Cancel, with a reason.
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('cancel-reason').fill('臨時有事');
    await page.getByTestId('order-cancel-confirm').click();
    await page.locator('[data-testid="order-status"][data-status="CANCELLED"]').waitFor();
    expect(await status.innerText()).toBe('已取消');
    expect(await page.getByTestId('order-cancel').count()).toBe(0);
    expect(await page.getByTestId('order-reschedule').count()).toBe(0);
    expect(violations).toEqual([]); // the whole flow runs under the strict CSP
    await page.close();
  });

  it('a time taken between listing and confirming sends the visitor back to fresh times', async () => {
    const { shop, service } = await demoShop();
    const wash = service('洗剪吹');
    const operatorId = wash.operatorIds[0]!;
    const page = await newPage(browser());
    await page.goto(`${baseURL}/p/${SLUG}`);
    // The per-service link preselects it.
    await page
      .getByTestId('service-item')
      .filter({ hasText: wash.name })
      .getByTestId('service-book-link')
      .click();
    await step(page, 'services');
    expect(
      await page.locator('[data-testid="booking-service"][aria-pressed="true"]').allInnerTexts(),
    ).toEqual([expect.stringContaining(wash.name)]);
    await page.getByTestId('booking-next').click();
    await page
      .locator(`[data-testid="booking-operator"][data-operator-id="${operatorId}"]`)
      .click();

    await step(page, 'time');
    await chooseDay(page, zoneDate(SHOP_ZONE, 4));
    const chip = page.getByTestId('booking-time').first();
    const startTime = (await chip.getAttribute('data-start'))!;
    await chip.click();

    // Someone else books that very time while this visitor fills in the form.
    await api('/v1/bookings:order', {
      token: await tokenOf(ACCOUNTS.customer),
      body: {
        shopId: shop.id,
        serviceIds: [wash.id],
        operatorId,
        startTime,
        profile: { displayName: '先到的顧客', phoneNumber: ACCOUNTS.customer.phone },
      },
    });

    await confirmAs(page, '王小美');
    await signInThroughDialog(page, ACCOUNTS.customer);

    await step(page, 'time');
    expect(await page.getByTestId('slot-taken-alert').innerText()).toBe(
      '這個時段剛被預約走了，請選擇其他時間',
    );
    await expect
      .poll(() => page.locator(`[data-testid="booking-time"][data-start="${startTime}"]`).count())
      .toBe(0);
    expect(await page.getByTestId('booking-time').count()).toBeGreaterThan(0);
    await page.close();
  });
});
