import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, newPageAs } from './accounts';
import { newPage, useBrowser } from './browser';
import { baseURL } from './server';

const browser = useBrowser();

const SLUG = 'lumiere-daan';

interface ClockLabels {
  /** How many shown clock labels were measured. */
  checked: number;
  /** Those laid out on more than one line: the label and where it sits. */
  broken: string[];
}

/**
 * Every clock label shown on the page (凌晨 2:36, 上午 10:00, the calendar's 上午 10 點, …) and whether it sits on one
 * line. A no-break space holds the period to the digits, but Chinese text may break between any
 * two characters, 下 and 午 included: in a narrow table cell 「下」 ended one line and 「午 2:30」
 * began the next (now a word joiner holds them, see clockLabel). Each label's text range is measured: its boxes must share one
 * line. Visually hidden text (a 1 px box) is not shown, so not measured.
 */
function clockLabels(page: Page): Promise<ClockLabels> {
  return page.evaluate(() => {
    const label = /[凌上中下晚午]\u2060?[晨午上夜][ \u00a0]?\d{1,2}(:\d{2}|[ \u00a0]?點)/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const result = { checked: 0, broken: [] as string[] };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (!parent) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      for (const match of text.data.matchAll(label)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
        if (rects.length === 0) continue;
        result.checked++;
        const first = rects[0]!;
        if (rects.some((r) => r.top > first.top + first.height / 2)) {
          const where =
            parent.closest('[data-testid]')?.getAttribute('data-testid') ?? parent.tagName;
          result.broken.push(`${match[0]} in ${where} (${Math.round(box.width)} px wide)`);
        }
      }
    }
    return result;
  });
}

async function expectOneLine(page: Page, where: string): Promise<void> {
  const { checked, broken } = await clockLabels(page);
  expect(checked, `no clock label shown on ${where}`).toBeGreaterThan(0);
  expect(broken, where).toEqual([]);
}

describe('clock labels at 390 px', () => {
  it('the booking page: every start-time chip reads on one line', async () => {
    const page = await newPage(browser(), 'phone');
    await page.goto(`${baseURL}/p/${SLUG}/booking`);
    await page.getByTestId('booking-service').first().click();
    await page.getByTestId('booking-next').click();
    await page.getByTestId('booking-operator').first().click();
    await page.getByTestId('booking-time').first().waitFor();
    await expectOneLine(page, 'the booking page');
    await page.close();
  });

  it("the owner's calendar, day and week, and the style guide's formats", async () => {
    const page = await newPageAs(browser(), ACCOUNTS.hairOwner);
    for (const view of ['day', 'week']) {
      await page.goto(`${baseURL}/dashboard/calendar?view=${view}`);
      await page.getByTestId(`calendar-${view}`).waitFor();
      await expectOneLine(page, `the calendar's ${view} view`);
    }
    await page.goto(`${baseURL}/style-guide`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectOneLine(page, 'the style guide');
    await page.close();
  });

  it("the customer's bookings", async () => {
    const page = await newPageAs(browser(), ACCOUNTS.customer);
    await page.goto(`${baseURL}/user/orders`);
    await page.getByTestId('my-order-card').first().waitFor();
    await expectOneLine(page, '我的預約');
    await page.close();
  });
});
