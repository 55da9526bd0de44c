import { describe, expect, it } from 'vitest';
import { checkPhonePage } from './phone-page';
import { useBrowser } from './browser';
import { ACCOUNTS, newPageAs } from './accounts';
import { baseURL } from './server';

const browser = useBrowser();

describe('/user/consent-form without a form: the user’s forms at every seller (issue 36 item 10)', () => {
  it('王小美 sees, per seller, the form her upcoming visit needs and the one she signed', async () => {
    const page = await newPageAs(browser(), ACCOUNTS.customer);
    await page.goto(`${baseURL}/user/consent-form`);
    const list = page.getByTestId('my-consent-forms');
    await list.waitFor();
    const nails = list.getByRole('region', { name: '指尖美學工作室' });
    await nails.waitFor();
    // Demo data: she signed 指尖美學's 美甲服務同意書 for her past visit; her upcoming one needs one.
    await nails.getByTestId('consent-filled').first().waitFor();
    expect(await nails.getByTestId('consent-filled-title').allInnerTexts()).toContain(
      '美甲服務同意書',
    );
    await nails.getByTestId('consent-due').first().waitFor();
    // Each opens its form.
    await nails.getByTestId('consent-filled-open').first().click();
    await page.getByTestId('consent-response-view').waitFor();
    await page.goBack();
    await list.waitFor();
    await checkPhonePage(page);
    await page.close();
  });
});
