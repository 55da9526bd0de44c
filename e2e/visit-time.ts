import type { Page } from 'playwright-core';

/**
 * Lets a page act on a visit as if it had begun: the browser's clock runs from `at` (the calendar
 * then offers 完成 and 未到, which it withholds before a visit starts) and the page's complete
 * and no-show calls run at `at` on the server (the x-dev-now header, honoured only by
 * development servers for callers on the machine). Call it before the page (re)loads.
 */
export async function actAfterVisitBegins(page: Page, at: string): Promise<void> {
  await page.clock.install({ time: new Date(at) });
  await page.route(/\/v1\/sellers\/\d+\/orders\/\d+:(complete|no-show)$/, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-dev-now': at } }),
  );
}

/** An instant two hours after `start` (ISO): the visit is under way. */
export const twoHoursAfter = (start: string) =>
  new Date(Date.parse(start) + 2 * 3_600_000).toISOString();
