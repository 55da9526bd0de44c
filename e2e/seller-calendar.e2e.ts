import { api, zoneDate, zoneTimeLabel } from './api';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { useBrowser, type Viewport } from './browser';
import { actAfterVisitBegins, twoHoursAfter } from './visit-time';
import { type Account, ACCOUNTS, newPageAs, tokenBySms, tokenOf } from './accounts';
import { screenshot } from './artefacts';
import { chooseShop } from './dashboard';
import { baseURL } from './server';
import { type StartTime, freeDays, serviceFreeDays, shopService } from './demo-shop';

const browser = useBrowser();

const SLUG = 'lumiere-daan';
const SHOP_NAME = '光點髮藝 大安店';
const SHOP_ZONE = 'Asia/Taipei';
const run = Date.now().toString(36).slice(-5);

interface Order {
  id: number;
  orderNumber: string;
  status: string;
  startTime: string;
  createdAt: string;
  bookings: { operatorId: number; endTime: string; operator: { displayName: string } }[];
}

/** Books a service as the demo customer, behind the calendar's back. */
async function customerBooking(
  slot: StartTime,
  shopId: number,
  serviceId: number,
  name: string,
  // The demo customer 王小美 unless another signed-up customer books.
  who?: { token: string; phone: string },
) {
  return api<Order>('/v1/bookings:order', {
    token: who?.token ?? (await tokenOf(ACCOUNTS.customer)),
    body: {
      shopId,
      serviceIds: [serviceId],
      operatorId: slot.operatorIds[0],
      startTime: slot.startTime,
      profile: { displayName: name, phoneNumber: who?.phone ?? ACCOUNTS.customer.phone },
      note: '想剪短一點',
    },
  });
}

/**
 * A demo shop, its 洗剪吹 (every 光點髮藝 shop has one) and the first day from `fromDays` on
 * with free times for it.
 */
async function demoShop(fromDays: number, slug = SLUG) {
  const { shop, service } = await shopService(slug, '洗剪吹');
  const days = await serviceFreeDays(
    { shop, service },
    zoneDate(SHOP_ZONE, fromDays),
    zoneDate(SHOP_ZONE, fromDays + 6),
  );
  const day = days.find((d) => d.times.length >= 3);
  if (!day) throw new Error(`no free day at ${slug} from ${zoneDate(SHOP_ZONE, fromDays)}`);
  return { shopId: shop.id, service, day };
}

/** A member's dashboard on a phone or a desktop, signed in (login dialogs are tested elsewhere). */
async function memberPage(
  viewport: Viewport,
  member: Account = ACCOUNTS.hairOwner,
  shopName = SHOP_NAME,
  timezoneId = SHOP_ZONE,
): Promise<Page> {
  const page = await newPageAs(browser(), member, { viewport, timezoneId });
  await page.goto(`${baseURL}/dashboard`);
  await page.getByTestId('home-overview').or(page.getByTestId('dashboard-no-seller')).waitFor();
  // Another test may have added shops: choose the demo shop in the switcher.
  await chooseShop(page, shopName);
  return page;
}

/** What assistive technology calls an element, from the browser's accessibility tree. */
async function accessibleName(element: Locator): Promise<string> {
  const snapshot = await element.ariaSnapshot();
  const name = /^- \w+ "(.*)"/.exec(snapshot)?.[1];
  if (name === undefined) throw new Error(`no accessible name in ${snapshot}`);
  return name;
}

function block(page: Page, orderId: number) {
  return page.locator(`[data-testid="calendar-booking"][data-order-id="${orderId}"]`);
}

describe('seller calendar', () => {
  it("a customer's booking shows on the owner's calendar; the owner moves it and marks it completed", async () => {
    const { shopId, service, day } = await demoShop(2);
    // A time and an operator also free half an hour later: the move below is by 30 minutes.
    const pair = day.times
      .map((t) => {
        const later = day.times.find(
          (l) => Date.parse(l.startTime) === Date.parse(t.startTime) + 30 * 60_000,
        );
        const operatorId = t.operatorIds.find((id) => later?.operatorIds.includes(id));
        return later && operatorId ? { t, later, operatorId } : null;
      })
      .find((p) => p !== null);
    if (!pair) throw new Error(`no time on ${day.date} free again 30 minutes later`);
    const slot: StartTime = { startTime: pair.t.startTime, operatorIds: [pair.operatorId] };
    const name = `E2E 顧客 ${run}`;
    const order = await customerBooking(slot, shopId, service.id, name);

    // An owner abroad: the calendar still reads the shop's (Taipei's) clock.
    const page = await memberPage('desktop', ACCOUNTS.hairOwner, SHOP_NAME, 'America/Los_Angeles');
    const nav = page.getByTestId('dashboard-nav');
    await nav.getByRole('link', { name: '預約行事曆' }).click();
    await page.getByTestId('seller-calendar').waitFor();
    // Today first; step with 下一天 to the booking's day.
    const target = day.date;
    for (let i = 0; i < 14; i++) {
      const shown = await page.getByTestId('calendar-day').getAttribute('data-date');
      if (shown === target) break;
      await page.getByTestId('calendar-next').click();
      await expect
        .poll(() => page.getByTestId('calendar-day').getAttribute('data-date'))
        .not.toBe(shown);
    }
    expect(await page.getByTestId('calendar-day').getAttribute('data-date')).toBe(target);

    const booked = block(page, order.id);
    await booked.waitFor();
    expect(await booked.getAttribute('data-start')).toBe(slot.startTime);
    const text = await booked.innerText();
    expect(text).toContain(zoneTimeLabel(SHOP_ZONE, slot.startTime));
    expect(text).toContain(name);
    expect(text).toContain('洗剪吹');
    // Named by what it shows, then the end and the status it does not show.
    const shownTime = zoneTimeLabel(SHOP_ZONE, slot.startTime).replace(/\s/g, ' ');
    const named = await accessibleName(booked);
    expect(named.startsWith(`${shownTime} ${name} 洗剪吹`)).toBe(true);
    expect(named.endsWith('已確認')).toBe(true);

    await booked.click();
    const drawer = page.getByTestId('calendar-order');
    await drawer.waitFor();
    expect(await page.getByTestId('calendar-order-customer').innerText()).toContain('0900-000-001');
    expect(await page.getByTestId('calendar-order-note').innerText()).toContain('想剪短一點');
    expect(await page.getByTestId('calendar-order-status').innerText()).toBe('已確認');
    expect(page.url()).toContain(`order=${order.id}`);

    // Move it by half an hour on the same operator: its own time is not busy, so it is offered.
    await page.getByTestId('calendar-reschedule-open').click();
    await page.getByTestId('calendar-free-times').waitFor();
    expect(
      await page
        .locator(`[data-testid="calendar-free-time"][data-start="${slot.startTime}"]`)
        .count(),
    ).toBe(0);
    const newStart = pair.later.startTime;
    const chip = page.locator(`[data-testid="calendar-free-time"][data-start="${newStart}"]`);
    await chip.click();
    await page.getByTestId('calendar-reschedule-confirm').click();
    await page.getByText('已改期').first().waitFor();
    await expect.poll(() => booked.getAttribute('data-start')).toBe(newStart);
    await expect
      .poll(() => page.getByTestId('calendar-order-time').innerText())
      .toContain(zoneTimeLabel(SHOP_ZONE, newStart));

    // A visit still to come is not offered 完成 or 未到 (it would free its time too early).
    expect(await page.getByTestId('calendar-complete').count()).toBe(0);
    expect(await page.getByTestId('calendar-no-show').count()).toBe(0);
    await page.getByTestId('calendar-not-begun').waitFor();
    await screenshot(page, 'walk-3-owner-future-visit-1280');
    // Once it has begun, it is.
    await actAfterVisitBegins(page, twoHoursAfter(newStart));
    await page.reload();
    await page.getByTestId('calendar-order').waitFor();
    await page.getByTestId('calendar-complete').click();
    await expect.poll(() => page.getByTestId('calendar-order-status').innerText()).toBe('已完成');
    await expect.poll(() => booked.getAttribute('data-status')).toBe('COMPLETED');
    expect(await page.getByTestId('calendar-complete').count()).toBe(0);
    // The same drawer on a phone's width, for the walk-through.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('calendar-order-status').waitFor();
    await screenshot(page, 'walk-3-owner-visit-done-390');

    const owner = await tokenOf(ACCOUNTS.hairOwner);
    const saved = await api<Order>(`/v1/sellers/1/orders/${order.id}`, { token: owner });
    expect([saved.status, saved.startTime]).toEqual(['COMPLETED', newStart]);
    await page.close();
  });

  it('on a phone, a walk-in booked from the calendar shows on it; a taken time shows why', async () => {
    const { shopId, service, day } = await demoShop(3);
    const page = await memberPage('phone');

    await page.goto(`${baseURL}/dashboard/calendar?date=${day.date}`);
    await page.getByTestId('calendar-day').waitFor();
    await page.getByTestId('calendar-new-booking').click();
    const form = page.getByTestId('calendar-walk-in');
    await form.waitFor();
    await form.getByRole('checkbox', { name: /洗剪吹/ }).check();
    const chip = form.getByTestId('calendar-free-time').first();
    await chip.waitFor();
    const start = (await chip.getAttribute('data-start'))!;
    await chip.click();
    await form.getByTestId('calendar-customer-mode').getByText('新顧客').click();
    const name = `E2E 現場客 ${run}`;
    await form.getByTestId('calendar-customer-name').fill(name);
    await form.getByTestId('calendar-customer-phone').fill('0987 654 321');
    await form.getByTestId('calendar-walk-in-submit').click();
    await form.waitFor({ state: 'hidden' });

    const walkIn = page.getByTestId('calendar-booking').filter({ hasText: name });
    await walkIn.waitFor();
    expect(await walkIn.getAttribute('data-start')).toBe(start);
    expect(await walkIn.innerText()).toContain(zoneTimeLabel(SHOP_ZONE, start));
    const orderId = Number(await walkIn.getAttribute('data-order-id'));

    // Its details, with the operator the shop gave it.
    await walkIn.click();
    await page.getByTestId('calendar-order').waitFor();
    expect(await page.getByTestId('calendar-order-customer').innerText()).toContain('0987-654-321');
    const operator = (await page.getByTestId('calendar-order-operator').innerText()).trim();
    await page.keyboard.press('Escape');
    await page.getByTestId('calendar-order').waitFor({ state: 'hidden' });

    // The same operator again, for the customer found by phone: the booked time is not offered,
    // and a time taken behind the form's back is refused in zh-TW and drops out of the choice.
    await page.getByTestId('calendar-new-booking').click();
    await form.waitFor();
    await form.getByRole('checkbox', { name: /洗剪吹/ }).check();
    await form.getByTestId('calendar-walk-in-operator').click();
    await page.getByRole('option', { name: operator, exact: true }).click();
    await form.getByTestId('calendar-free-times').waitFor();
    expect(
      await form.locator(`[data-testid="calendar-free-time"][data-start="${start}"]`).count(),
    ).toBe(0);
    const taken = form.getByTestId('calendar-free-time').first();
    const takenStart = (await taken.getAttribute('data-start'))!;
    await taken.click();
    const owner = await tokenOf(ACCOUNTS.hairOwner);
    const { bookings } = await api<Order>(`/v1/sellers/1/orders/${orderId}`, { token: owner });
    await api<Order>('/v1/sellers/1/orders', {
      token: owner,
      body: {
        shopId,
        serviceIds: [service.id],
        operatorId: bookings[0]!.operatorId,
        startTime: takenStart,
        profile: { displayName: `E2E 電話客 ${run}` },
      },
    });
    await form.getByTestId('calendar-customer-search').fill('0987654321');
    await form.getByRole('radio', { name: new RegExp(name) }).check();
    await form.getByTestId('calendar-walk-in-submit').click();
    const error = form.getByTestId('calendar-walk-in-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('這個時段剛被預約走了，請選擇其他時間');
    await expect
      .poll(() =>
        form.locator(`[data-testid="calendar-free-time"][data-start="${takenStart}"]`).count(),
      )
      .toBe(0);
    expect(await error.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });

    // The home lists it as new, and links to the calendar opened at it.
    await page.goto(`${baseURL}/dashboard`);
    const link = page
      .getByTestId('home-new')
      .locator(`[data-testid="home-order"][data-order-id="${orderId}"]`);
    await link.click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/dashboard/calendar' &&
        url.searchParams.get('date') === day.date &&
        url.searchParams.get('order') === String(orderId),
    );
    await expect
      .poll(() => page.getByTestId('calendar-order-customer').innerText())
      .toContain(name);
    await page.close();
  });

  it('on a phone, the order number a customer reads out opens the order, typed any way', async () => {
    const { shopId, service, day } = await demoShop(5);
    const name = `E2E 訂單編號 ${run}`;
    const order = await customerBooking(day.times[0]!, shopId, service.id, name);
    expect(order.orderNumber).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const page = await memberPage('phone');
    await page.goto(`${baseURL}/dashboard/calendar`);
    const input = page.getByTestId('order-number-input');
    await input.fill('ZZZZ-ZZZZ');
    await input.press('Enter');
    await page.getByText('找不到這個訂單編號').waitFor();
    const spoken = `${order.orderNumber.slice(0, 4).toLowerCase()} ${order.orderNumber.slice(4)}`;
    await input.fill(spoken);
    await input.press('Enter');
    const drawer = page.getByTestId('calendar-order');
    await drawer.waitFor();
    const grouped = `${order.orderNumber.slice(0, 4)}-${order.orderNumber.slice(4)}`;
    await expect.poll(() => drawer.innerText()).toContain(`訂單編號 ${grouped}`);
    expect(await drawer.innerText()).toContain(name);
    expect(new URL(page.url()).searchParams.get('date')).toBe(day.date);
    await page.close();
  });

  it('staff work the calendar too: in the week view they cancel a booking with a reason', async () => {
    const { shopId, service, day } = await demoShop(4);
    const slot = day.times[1]!;
    const name = `E2E 週檢視 ${run}`;
    const order = await customerBooking(slot, shopId, service.id, name);

    const page = await memberPage('desktop', ACCOUNTS.hairStaff);
    const nav = await page.getByTestId('dashboard-nav').innerText();
    expect(nav).toContain('預約行事曆');
    expect(nav).not.toContain('店家管理');
    await page.getByTestId('dashboard-nav').getByRole('link', { name: '預約行事曆' }).click();
    await page.getByTestId('calendar-view').getByText('週').click();
    await page.getByTestId('calendar-week').waitFor();
    // Sunday first, and the booking's week reached with 下一週.
    for (let i = 0; i < 3; i++) {
      const days = page.getByTestId('calendar-week-day');
      const first = (await days.first().getAttribute('data-date'))!;
      expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(0);
      if (
        (await page.locator(`[data-testid="calendar-week-day"][data-date="${day.date}"]`).count()) >
        0
      )
        break;
      await page.getByTestId('calendar-next').click();
      await expect.poll(() => days.first().getAttribute('data-date')).not.toBe(first);
    }
    const booked = page
      .locator(`[data-testid="calendar-week-day"][data-date="${day.date}"]`)
      .locator(`[data-testid="calendar-booking"][data-order-id="${order.id}"]`);
    await booked.waitFor();
    expect(await booked.innerText()).toContain(zoneTimeLabel(SHOP_ZONE, slot.startTime));

    await booked.click();
    await page.getByTestId('calendar-cancel').click();
    await page.getByTestId('calendar-cancel-reason').fill('設計師臨時請假，已電話改約');
    await page.getByTestId('calendar-cancel-confirm').click();
    await expect.poll(() => page.getByTestId('calendar-order-status').innerText()).toBe('已取消');
    expect(await page.getByTestId('calendar-order-cancelled').innerText()).toContain(
      '設計師臨時請假',
    );
    expect(await page.getByTestId('calendar-order-actions').count()).toBe(0);

    // Cancelled bookings are left out until asked for, then shown faded.
    await page.keyboard.press('Escape');
    await booked.waitFor({ state: 'detached' });
    // The drawer's overlay fades out after Escape: use the switch once it is gone. Mantine's
    // switch stacks its track and its transparent input on one spot, which Playwright's
    // hit-test reads as "covered", so the click is forced and its effect checked instead.
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByTestId('calendar-show-cancelled').check({ force: true });
    expect(await page.getByTestId('calendar-show-cancelled').isChecked()).toBe(true);
    await booked.waitFor();
    expect(await booked.getAttribute('data-status')).toBe('CANCELLED');
    await page.close();
  });

  it('on a phone, a prepayment received at the counter confirms the booking', async () => {
    // 板橋店 asks no prepayment in the demo: ask NT$300 for this test only.
    const owner = await tokenOf(ACCOUNTS.hairOwner);
    const { shopId, service, day } = await demoShop(2, 'lumiere-banqiao');
    const settings = `/v1/sellers/1/shops/${shopId}/prepayment-settings`;
    const patch = (body: object) =>
      fetch(`${baseURL}${settings}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
        body: JSON.stringify(body),
      }).then((res) => expect(res.status).toBe(200));
    const none = {
      mode: 'NONE',
      fixedAmount: 0,
      percentage: 0,
      minOrderPrice: 0,
      deadlineMinutes: 1440,
    };
    await patch({ ...none, mode: 'FIXED', fixedAmount: 30000 });
    try {
      const name = `E2E 訂金 ${run}`;
      const order = await customerBooking(day.times[0]!, shopId, service.id, name);
      expect(order.status).toBe('AWAITING_PREPAYMENT');

      const page = await memberPage('phone', ACCOUNTS.hairOwner, '光點髮藝 板橋店');
      // The home lists it as awaiting prepayment and opens it in the calendar.
      await page
        .getByTestId('home-awaiting-prepayment')
        .locator(`[data-testid="home-order"][data-order-id="${order.id}"]`)
        .click();
      await page.getByTestId('calendar-order').waitFor();
      expect(await page.getByTestId('calendar-order-status').innerText()).toBe('待付訂金');
      expect(await page.getByTestId('calendar-order-payment').innerText()).toContain('NT$300');
      expect(await page.getByTestId('calendar-complete').count()).toBe(0);

      await page.getByTestId('calendar-mark-paid-cash').click();
      await expect.poll(() => page.getByTestId('calendar-order-status').innerText()).toBe('已確認');
      await expect.poll(() => page.getByTestId('calendar-payments').innerText()).toContain('現金');
      // Confirmed, and still to come: 改期 and 取消, not 完成.
      await page.getByTestId('calendar-not-begun').waitFor();
      expect(await page.getByTestId('calendar-complete').count()).toBe(0);
      await screenshot(page, 'walk-3-owner-future-visit-390');
      await expect.poll(() => block(page, order.id).getAttribute('data-status')).toBe('CONFIRMED');
      await page.close();
    } finally {
      await patch(none);
    }
  });

  it('the week is a time grid: bookings of two days in their day columns at their times, one opens', async () => {
    // Two days of one (Sunday-first) week with free times, as far ahead as the tests above leave
    // room: a week starting 7 to 13 days from now on the shop's clock.
    const { shopId, service } = await demoShop(8);
    const sunday = (date: string) => {
      const d = new Date(`${date}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - d.getUTCDay());
      return d.toISOString().slice(0, 10);
    };
    const weekOf = sunday(zoneDate(SHOP_ZONE, 14));
    const week = await freeDays({
      shopId,
      serviceIds: [service.id],
      startDate: weekOf,
      endDate: zoneDate(SHOP_ZONE, 20),
    });
    const free = week.filter((d) => sunday(d.date) === weekOf && d.times.length > 2);
    if (free.length < 2) throw new Error(`fewer than two free days in the week of ${weekOf}`);
    const [first, second] = [free[0]!, free[free.length - 1]!];
    // On the first day a time two operators have free, so a walk-in can sit beside it; different
    // clock times on the two days, so their vertical places differ.
    const shared = first.times.find((t) => t.operatorIds.length >= 2);
    if (!shared) throw new Error(`no time on ${first.date} with two free operators`);
    const slots = [shared, second.times[Math.min(4, second.times.length - 1)]!];
    // A customer of its own: the name the blocks show is her record's, which a booking by the
    // shared demo customer elsewhere on this server may rename.
    const phone = `+8869551${Date.now().toString().slice(-5)}`;
    const who = { token: await tokenBySms(phone), phone };
    const orders: Order[] = [];
    for (const [i, slot] of slots.entries()) {
      orders.push(await customerBooking(slot, shopId, service.id, `E2E 週格 ${run} ${i}`, who));
    }
    // The first visit is done (marked once it began) and a walk-in shares its time: two narrow
    // lanes, the done one showing 已完成 after its time. A status clipped by the lane's width
    // once made the block's aria-label differ from the words it showed (axe
    // label-content-name-mismatch, WCAG 2.5.3): its name is now its content.
    const owner = await tokenOf(ACCOUNTS.hairOwner);
    await api(`/v1/sellers/1/orders/${orders[0]!.id}:complete`, {
      token: owner,
      body: {},
      devNow: twoHoursAfter(shared.startTime),
    });
    orders[0]!.status = 'COMPLETED';
    const walkIn = await api<Order>('/v1/sellers/1/orders', {
      token: owner,
      body: {
        shopId,
        serviceIds: [service.id],
        operatorId: shared.operatorIds[1],
        startTime: shared.startTime,
        profile: { displayName: `E2E 週格並排 ${run}` },
      },
    });

    const page = await memberPage('desktop');
    await page.goto(`${baseURL}/dashboard/calendar?view=week&date=${first.date}`);
    const grid = page.getByTestId('calendar-week-grid');
    await grid.waitFor();
    for (const order of [...orders, walkIn]) await block(page, order.id).waitFor();
    const windowStart = Number(await grid.getAttribute('data-window-start'));
    const pxPerMinute = Number(await grid.getAttribute('data-px-per-minute'));
    // Taipei keeps no daylight saving: its clock is UTC+8 all year.
    const clockMinutes = (iso: string) => (Date.parse(iso) / 60_000 + 8 * 60) % 1440;

    // Seven columns, Sunday first, and the grid fits a desktop without sideways scrolling.
    const days = page.getByTestId('calendar-week-day');
    expect(await days.count()).toBe(7);
    expect(await days.first().getAttribute('data-date')).toBe(weekOf);
    expect(await grid.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    const tops: number[] = [];
    for (const [i, order] of orders.entries()) {
      const date = [first.date, second.date][i]!;
      const column = page.locator(`[data-testid="calendar-week-day"][data-date="${date}"]`);
      const body = (await column.getByTestId('calendar-week-body').boundingBox())!;
      const box = (await block(page, order.id).boundingBox())!;
      // In its day's column, not beside it.
      expect(box.x).toBeGreaterThanOrEqual(body.x);
      expect(box.x + box.width).toBeLessThanOrEqual(body.x + body.width + 0.5);
      expect(await column.locator(`[data-order-id="${order.id}"]`).count()).toBe(1);
      // Its top at its start on the shop's clock, its height its length.
      const start = clockMinutes(order.startTime);
      const minutes = (Date.parse(order.bookings[0]!.endTime) - Date.parse(order.startTime)) / 6e4;
      expect(Math.abs(box.y - body.y - (start - windowStart) * pxPerMinute)).toBeLessThan(1.5);
      expect(Math.abs(box.height - (minutes * pxPerMinute - 2))).toBeLessThan(1.5);
      tops.push(box.y);
      const label = await accessibleName(block(page, order.id));
      // The accessibility tree folds the time's no-break space into a plain one.
      expect(label).toContain(zoneTimeLabel(SHOP_ZONE, order.startTime).replace(/\s/g, ' '));
      // One customer booked both: the name shown is the customer's (the latest profile given).
      expect(label).toContain(`E2E 週格 ${run}`);
      expect(label).toContain('洗剪吹');
      // Shown words first: the done status right after the time; 已確認, not shown, said last.
      if (i === 0) expect(label.indexOf('已完成')).toBeLessThan(label.indexOf('E2E 週格'));
      else expect(label.endsWith('，已確認')).toBe(true);
    }
    // The done visit and the walk-in share the time, each in half the column.
    const [done, beside] = [orders[0]!, walkIn].map((o) => block(page, o.id));
    const [doneBox, besideBox] = [(await done!.boundingBox())!, (await beside!.boundingBox())!];
    expect(Math.abs(doneBox.y - besideBox.y)).toBeLessThan(1.5);
    expect(doneBox.x + doneBox.width).toBeLessThanOrEqual(besideBox.x + 0.5);
    // The later clock time sits lower by the minutes between them.
    const [a, b] = orders.map((o) => clockMinutes(o.startTime)) as [number, number];
    expect(Math.abs(tops[1]! - tops[0]! - (b - a) * pxPerMinute)).toBeLessThan(1.5);

    // With bookings on it (accessibility.e2e.ts sees the current week, maybe empty), the grid
    // has no serious or critical WCAG 2.1 AA violation: block contrast and names included.
    expect(await seriousViolations(page, { include: '[data-testid="calendar-week"]' })).toEqual([]);

    // Narrowed to the second booking's operator, only that operator's bookings stay.
    const { operatorId, operator } = orders[1]!.bookings[0]!;
    await page.getByTestId('calendar-operator').click();
    await page.getByRole('option', { name: operator.displayName, exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByTestId('calendar-booking')
          .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-operator-id')))]),
      )
      .toEqual([String(operatorId)]);

    // A block is a button reached by keyboard; Enter opens the booking's drawer.
    await block(page, orders[1]!.id).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('calendar-order').waitFor();
    expect(await page.getByTestId('calendar-order-customer').innerText()).toContain(
      `E2E 週格 ${run}`,
    );
    expect(page.url()).toContain(`order=${orders[1]!.id}`);
    await page.close();
  });

  it('on a phone the week grid scrolls inside its frame, the hours and days pinned', async () => {
    const page = await memberPage('phone');
    await page.goto(`${baseURL}/dashboard/calendar?view=week`);
    const grid = page.getByTestId('calendar-week-grid');
    await grid.waitFor();
    // The page itself does not scroll sideways; the grid does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await grid.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const head = page.getByTestId('calendar-week-day').last().getByRole('button').first();
    const gridBox = (await grid.boundingBox())!;
    await grid.evaluate((el) => el.scrollTo(el.scrollWidth, 240));
    // The last day's heading is still at the top of the frame after scrolling down, and the
    // hours still at its left after scrolling across.
    await expect
      .poll(async () => Math.round((await head.boundingBox())!.y - gridBox.y))
      .toBeLessThanOrEqual(1);
    const hours = (await page.getByTestId('calendar-week-hours').boundingBox())!;
    expect(Math.round(hours.x - gridBox.x)).toBeLessThanOrEqual(1);
    await page.close();
  });
});
