import type { Page } from 'playwright-core';
import { baseURL } from './server';

/**
 * Makes `shopName` the dashboard's current shop in the shop switcher, when another is: other
 * files may have added shops to the same seller. On a phone the switcher is in the navigation
 * behind the burger, opened and closed again.
 */
export async function chooseShop(page: Page, shopName: string): Promise<void> {
  const burger = page.getByTestId('dashboard-burger');
  const isPhone = await burger.isVisible();
  if (isPhone) await burger.click();
  const switcher = page.getByTestId('shop-switcher');
  if ((await switcher.inputValue()) !== shopName) {
    await switcher.click();
    await page.getByRole('option', { name: shopName, exact: true }).click();
  }
  if (isPhone) await burger.click();
}

/** The dashboard's home on the signed-in page, once its overview is shown, on `shopName`. */
export async function openDashboardOn(page: Page, shopName: string): Promise<Page> {
  await page.goto(`${baseURL}/dashboard`);
  await page.getByTestId('home-overview').waitFor();
  await chooseShop(page, shopName);
  return page;
}
