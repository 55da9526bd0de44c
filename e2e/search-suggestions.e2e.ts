import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from './api';
import { seriousViolations } from './axe';
import { newPage, useBrowser } from './browser';
import { baseURL } from './server';

const browser = useBrowser();
const pages: Page[] = [];

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
});

/** A phone (390 × 844) on `path`, the app started. */
async function phoneAt(path: string): Promise<Page> {
  const page = await newPage(browser(), 'phone');
  pages.push(page);
  await page.goto(`${baseURL}${path}`);
  return page;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: '搜尋店家、服務或地區' });
const suggestionList = (page: Page) => page.getByRole('listbox', { name: '搜尋建議' });

/**
 * Presses ArrowDown until the box's active option is `option` (as a screen reader follows it,
 * through aria-activedescendant), at most once per option in the list.
 */
async function arrowTo(page: Page, option: Locator): Promise<void> {
  const id = await option.getAttribute('id');
  expect(id).toBeTruthy();
  const count = await suggestionList(page).getByRole('option').count();
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('ArrowDown');
    if ((await searchBox(page).getAttribute('aria-activedescendant')) === id) return;
  }
  throw new Error(`ArrowDown never reached option ${id}`);
}

describe('search suggestions as people type (issue 37)', () => {
  it('home: 「美」 lists industries by kind at 390 px, axe-clean; an industry chosen by keyboard searches it', async () => {
    const industries = await api<{ id: number; name: string }[]>('/v1/industries');
    const nail = industries.find((industry) => industry.name === '美甲');
    expect(nail).toBeDefined();

    const page = await phoneAt('/');
    const box = searchBox(page);
    await box.click();
    await page.keyboard.type('美');
    const list = suggestionList(page);
    await list.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    const option = list.getByRole('group', { name: '類別' }).getByRole('option', { name: /^美甲/ });
    await option.waitFor();
    // The shop count is shown with the industry: 「美甲 · 3 間」.
    expect(await option.innerText()).toMatch(/^美甲 · [\d,]+ 間$/);

    // The list fits the phone's width.
    const box390 = (await list.boundingBox())!;
    expect(box390.x).toBeGreaterThanOrEqual(0);
    expect(box390.x + box390.width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    await arrowTo(page, option);
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('industryId')).toBe(String(nail!.id));
    expect(url.searchParams.get('keyword')).toBeNull();
    await expect.poll(() => box.inputValue()).toBe('');
  });

  it('search page: a shop chosen by keyboard opens its page; Escape closes the list and keeps the text', async () => {
    const page = await phoneAt('/search');
    const box = searchBox(page);
    await box.click();
    await page.keyboard.type('光點');
    const list = suggestionList(page);
    const shop = list
      .getByRole('group', { name: '店家' })
      .getByRole('option', { name: '光點髮藝 大安店' });
    await shop.waitFor();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    expect(await box.inputValue()).toBe('光點');

    // The next key opens the list again.
    await page.keyboard.press('ArrowDown');
    await list.waitFor();
    await page.keyboard.press('ArrowUp');
    await arrowTo(page, shop);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/p\/lumiere-daan$/);
    await expect.poll(() => page.locator('h1').innerText()).toBe('光點髮藝 大安店');
  });

  it('Enter without choosing searches the typed text, as before', async () => {
    const page = await phoneAt('/');
    const box = searchBox(page);
    await box.click();
    await page.keyboard.type('光點');
    await suggestionList(page).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?keyword=/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('光點');
  });
});
