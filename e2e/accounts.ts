import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_PASSWORD,
  DEMO_SUPPORT_ADMIN,
  SELLERS,
} from '../apps/api/src/db/seed/demo-data';
import { api, latestCode, passwordToken } from './api';
import { newSignedInPage, signInInDialog, storeToken, type Viewport } from './browser';

/** A demo account as the seed makes it: it signs in with its number and the demo password. */
export type Account = {
  /** E.164, the API's username: `+886912000001`. */
  phone: string;
  /** As typed into the sign-in dialog with the number's own country chosen: `0912000001`. */
  national: string;
  password: string;
  name: string;
};

/** Calling codes of the demo numbers, with the trunk prefix a national number starts with. */
const CALLING_CODES = [
  { code: '+886', trunk: '0' },
  { code: '+852', trunk: '' },
  { code: '+65', trunk: '' },
];

/** `+886912000001` → `0912000001`, `+85291230004` → `91230004`: the number as typed at home. */
export function nationalOf(phone: string): string {
  const country = CALLING_CODES.find((c) => phone.startsWith(c.code));
  if (!country) throw new Error(`no calling code known for ${phone}`);
  return `${country.trunk}${phone.slice(country.code.length)}`;
}

const account = (phone: string, name: string): Account => ({
  phone,
  national: nationalOf(phone),
  password: DEMO_PASSWORD,
  name,
});

/** The demo seller owning the shop `slug`. */
function sellerOf(slug: string) {
  const seller = SELLERS.find((s) => s.shops.some((shop) => shop.slug === slug));
  if (!seller) throw new Error(`no demo seller has the shop ${slug}`);
  return seller;
}

const owner = (slug: string) => {
  const seller = sellerOf(slug);
  return account(seller.ownerPhone, seller.ownerName);
};

const member = (slug: string, role: 'MANAGER' | 'STAFF') => {
  const found = sellerOf(slug).members?.find((m) => m.role === role);
  if (!found) throw new Error(`the seller of ${slug} has no ${role}`);
  return account(found.phone, found.name);
};

/**
 * Every demo account, read from the seed. The demo database is shared by the whole run, in series:
 * identity.e2e.ts resets spaOwner's password (forgot-password walk), so no other file signs in
 * as spaOwner with the demo password.
 */
export const ACCOUNTS = {
  /** 王小美, the demo customer. */
  customer: account(DEMO_CUSTOMER.phoneNumber, DEMO_CUSTOMER.displayName),
  /** 光點髮藝 (seller 1: lumiere-daan, lumiere-xinyi, …), its owner, manager and staff member. */
  hairOwner: owner('lumiere-daan'),
  hairManager: member('lumiere-daan', 'MANAGER'),
  hairStaff: member('lumiere-daan', 'STAFF'),
  /** 指尖美學 (seller 2: fingertip-*, lashlab-kaohsiung). */
  nailOwner: owner('fingertip-taichung'),
  /** 森呼吸 (seller 3: forest-*). */
  spaOwner: owner('forest-spa-daan'),
  /** Glow Beauty 香港 (glow-nail-causeway-bay). */
  hongKongOwner: owner('glow-nail-causeway-bay'),
  /** Orchard Lash Studio (orchard-lash-studio). */
  singaporeOwner: owner('orchard-lash-studio'),
  /** 平台管理員, the demo platform administrator (超級管理員). */
  admin: account(DEMO_ADMIN.phoneNumber, DEMO_ADMIN.displayName),
  /** 客服 小安, the demo support agent (SUPPORT admin): the support chat at /admin/chat. */
  support: account(DEMO_SUPPORT_ADMIN.phoneNumber, DEMO_SUPPORT_ADMIN.displayName),
} satisfies Record<string, Account>;

/**
 * Approves a shop as the demo admin through the admin API (a seller's new shop waits for review,
 * decision 022): for tests that need a shop they made to be public.
 */
export async function approveAsAdmin(shopId: number): Promise<void> {
  await api(`/v1/admin/shops/${shopId}:approve`, {
    token: await tokenOf(ACCOUNTS.admin),
    body: {},
  });
}

/**
 * The account's access token, signed in through the API by password once per test file (each
 * password sign-in counts against the API's per-IP budget, shared by the whole run).
 */
export function tokenOf(who: Account): Promise<string> {
  return passwordToken(who.phone, who.password);
}

/**
 * Signs the page (or every page of the context) in as `who`, as a returning visitor: the session
 * is in storage before the first document loads (the sign-in dialog is tested in identity.e2e.ts).
 */
export async function signInAs(target: Page | BrowserContext, who: Account): Promise<string> {
  const token = await tokenOf(who);
  await storeToken(target, token);
  return token;
}

/** A fresh page (own context) already signed in as `who`; Taipei's clock unless `timezoneId`. */
export async function newPageAs(
  browser: Browser,
  who: Account,
  { viewport = 'phone', timezoneId }: { viewport?: Viewport; timezoneId?: string } = {},
): Promise<Page> {
  return newSignedInPage(browser, await tokenOf(who), viewport, { timezoneId });
}

/** Signs in as `who` with the password, through the sign-in dialog already open on the page. */
export function signInThroughDialog(page: Page, who: Account): Promise<void> {
  return signInInDialog(page, who.national, who.password);
}

/** Signs a number in by SMS code through the API, signing it up if it is new: its access token. */
export async function tokenBySms(phoneNumber: string): Promise<string> {
  const { verificationId } = await api<{ verificationId: string }>(
    '/v1/auth/sms-verification:send',
    { body: { phoneNumber } },
  );
  const { token } = await api<{ token: string }>('/v1/auth/tokens', {
    body: { provider: 'sms', verificationId, code: await latestCode(phoneNumber) },
  });
  return token;
}

/**
 * A new number (E.164) through the sign-in dialog open on the page: the number, 簡訊驗證, the
 * code the fake gateway sent it; then, with `password`, the new password saved. What follows
 * (the dialog closing, a welcome, skipping the password) is the caller's to wait for.
 */
export async function signUpBySms(
  dialog: Locator,
  phoneNumber: string,
  { password }: { password?: string } = {},
): Promise<void> {
  await dialog.getByLabel('手機號碼').fill(nationalOf(phoneNumber));
  await dialog.getByLabel('手機號碼').press('Enter');
  await dialog.getByRole('button', { name: '簡訊驗證' }).click();
  await dialog.getByLabel('驗證碼').fill(await latestCode(phoneNumber));
  await dialog.getByLabel('驗證碼').press('Enter');
  if (password) {
    await dialog.getByLabel('新密碼').fill(password);
    await dialog.getByLabel('確認密碼').fill(password);
    await dialog.getByRole('button', { name: '儲存密碼' }).click();
  }
}
