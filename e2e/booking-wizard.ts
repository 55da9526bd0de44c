import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits for the booking wizard to show one of its steps (`services`, `time`, `summary` …). */
export function step(page: Page, name: string): Promise<void> {
  return page.locator(`[data-testid="booking-step"][data-step="${name}"]`).waitFor();
}

/**
 * Clicks the first day with free times on or after `minDate` (paging months when needed) and
 * returns it. Cut-offs for cancelling and rescheduling are counted from now, so a test that
 * reschedules books a couple of days ahead.
 */
export async function chooseDay(scope: Page | Locator, minDate: string): Promise<string> {
  for (let month = 0; month < 3; month++) {
    // The calendar picks a day by itself once a month's times are in: wait for that.
    await scope.getByTestId('booking-time').first().waitFor();
    const days = await scope.locator('[data-testid="booking-day"]:not([disabled])').all();
    for (const day of days) {
      const date = (await day.getAttribute('data-date'))!;
      if (date >= minDate) {
        await day.click();
        await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
        return date;
      }
    }
    const shown = await scope.getByTestId('booking-month').getAttribute('data-month');
    await scope.getByRole('button', { name: '下個月' }).click();
    await expect
      .poll(() => scope.getByTestId('booking-month').getAttribute('data-month'))
      .not.toBe(shown);
  }
  throw new Error(`no free day from ${minDate}`);
}

/**
 * From the operator step: 不指定 (the first choice), then the first free time on the first day
 * with free times on or after `minDate`.
 */
export async function firstFreeTime(page: Page, minDate: string): Promise<void> {
  await step(page, 'operator');
  await page.getByTestId('booking-operator').first().click();
  await step(page, 'time');
  await chooseDay(page, minDate);
  await page.getByTestId('booking-time').first().click();
}

/**
 * Opens a shop's booking page (`bookingUrl`), picks `service` and then `operator`, and checks that
 * start times come, labelled on the 12-hour clock (上午、中午、下午、晚上).
 */
export async function expectBookableTimes(
  page: Page,
  bookingUrl: string,
  service: string,
  operator: string,
): Promise<void> {
  await page.goto(bookingUrl);
  await page.getByTestId('booking-service').filter({ hasText: service }).click();
  await page.getByTestId('booking-next').click();
  await step(page, 'operator');
  await page.getByTestId('booking-operator').filter({ hasText: operator }).click();
  await page.getByTestId('booking-time').first().waitFor();
  expect(await page.getByTestId('booking-time').first().innerText()).toMatch(
    /^(上\u2060午|中\u2060午|下\u2060午|晚\u2060上)\u00a0\d/,
  );
}

/** From the profile step: the customer's name, on to the summary, and 確認預約. */
export async function confirmAs(page: Page, displayName: string): Promise<void> {
  await step(page, 'profile');
  await page.getByTestId('booking-field-displayName').fill(displayName);
  await page.getByTestId('booking-next').click();
  await step(page, 'summary');
  await page.getByTestId('booking-confirm').click();
}
