import { describe, expect, it } from 'vitest';
import { api } from './api';
import { newSignedInPage, useBrowser } from './browser';
import { seriousViolations } from './axe';
import { ACCOUNTS, tokenOf } from './accounts';
import { baseURL } from './server';

const browser = useBrowser();

const run = Date.now().toString(36).slice(-5);
const PRODUCT = `E2E 洗髮精 ${run}`;

/** A 1×1 PNG, enough for the API's image pipeline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('products (商品) at phone size', () => {
  it('the owner creates a product with an image and stock 3, sells 2 to 王小美, stock shows 1', async () => {
    const auth = await tokenOf(ACCOUNTS.hairOwner);
    const [shop] = await api<{ id: number; displayName: string }[]>(
      '/v1/shops?urlSlug=lumiere-daan',
    );
    const [wang] = await api<{ id: number }[]>(
      `/v1/sellers/1/customer-records?keyword=${ACCOUNTS.customer.national}`,
      { token: auth },
    );

    const page = await newSignedInPage(browser(), auth, 'phone');
    await page.goto(`${baseURL}/dashboard/products`);
    await page.getByRole('heading', { name: '商品管理' }).waitFor();
    await page.getByTestId('product-list').waitFor();

    // A new product, then its picture and 3 units at 大安.
    await page.getByTestId('product-create').click();
    const form = page.getByTestId('product-form');
    await form.getByTestId('product-name').fill(PRODUCT);
    await form.getByTestId('product-price').fill('450');
    await form.getByTestId('product-save').click();
    await page.getByText('已新增商品').waitFor();
    const card = page.getByTestId('product-card').filter({ hasText: PRODUCT });
    await card.waitFor();
    await card
      .getByTestId('product-image-file')
      .setInputFiles({ name: 'shampoo.png', mimeType: 'image/png', buffer: PNG });
    await card.getByTestId('product-image').waitFor();
    const stock = card.getByTestId(`stock-input-${shop!.id}`);
    await stock.fill('3');
    await stock.press('Enter');
    await page.getByText(`已更新「${shop!.displayName}」庫存`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    const products = await api<{ id: number; name: string }[]>(
      '/v1/sellers/1/products?perPage=200',
      { token: auth },
    );
    const productId = products.find((p) => p.name === PRODUCT)!.id;

    // 販售商品 on 王小美's record: 2 units at 大安, cash.
    await page.goto(`${baseURL}/dashboard/customers/${wang!.id}`);
    await page.getByTestId('product-sale-open').click();
    const sale = page.getByTestId('product-sale-form');
    // 大安 (the dashboard's current shop is preselected; pick it when another one is).
    const shopSelect = sale.getByTestId('sale-shop');
    if ((await shopSelect.inputValue()) !== shop!.displayName) {
      await shopSelect.click();
      await page.getByRole('option', { name: shop!.displayName }).click();
      await expect.poll(() => shopSelect.inputValue()).toBe(shop!.displayName);
    }
    await sale.getByTestId(`sale-quantity-${productId}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await sale.getByTestId(`sale-quantity-${productId}`).fill('2');
    await expect.poll(() => sale.getByTestId('sale-total').innerText()).toBe('NT$900');
    await sale.getByTestId('sale-submit').click();
    await page.getByText('已販售商品，共 NT$900').waitFor();
    await page
      .getByTestId('customer-products')
      .getByTestId('product-purchase')
      .filter({ hasText: `${PRODUCT} × 2` })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Back on 商品管理, 大安 has 1 left.
    await page.goto(`${baseURL}/dashboard/products`);
    const after = page
      .getByTestId('product-card')
      .filter({ hasText: PRODUCT })
      .getByTestId(`stock-input-${shop!.id}`);
    await expect.poll(() => after.inputValue()).toBe('1');
    await page.close();
  });
});
