import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe';

/** Nothing on the page is wider than a 390 px phone (the page never scrolls sideways). */
export const fitsPhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= 390);

/** The page state is accessible and fits a 390 px phone. */
export async function checkPhonePage(page: Page): Promise<void> {
  expect(await fitsPhone(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
}
